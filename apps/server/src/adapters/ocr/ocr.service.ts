import { setImmediate as nextTurn } from 'node:timers/promises';
import { OcrError } from './ocr.types.js';
import type { OcrResult, OcrService } from './ocr.types.js';
import { decodeGrey, prepareForOcr } from './preprocess.js';
import { isCentredIn, isWebLink, readQrCode } from './read-qr-codes.js';
import { rejoinSplitUrls } from './rejoin-urls.js';
import { bundledEnglishLangPath, startTesseractWorker } from './tesseract-worker.js';
import type { PageReading } from './tesseract-worker.js';
import { createWorkerPool, JobRefusedError } from './worker-pool.js';
import type { PoolWorker } from './worker-pool.js';

export interface OcrServiceOptions {
  /** How many Tesseract worker threads to keep; each holds the model (~20 MB) and uses one core. */
  workers: number;
  /** Folder holding `eng.traineddata.gz`; defaults to the one inside `@tesseract.js-data/eng`. */
  langPath?: string;
  /** A worker that takes longer than this on one screenshot is presumed stuck and replaced. */
  jobTimeoutMs?: number;
  /** The most pixels handed to Tesseract, after any upscaling (OCR_MAX_PIXELS). */
  maxPixels?: number;
  /** Starts one worker; tests wrap the real one to reach and crash it. */
  startWorker?: (langPath: string) => Promise<PoolWorker<Buffer, PageReading>>;
  onWorkerReplaced?: (reason: unknown) => void;
}

export function createOcrService(options: OcrServiceOptions): OcrService {
  const langPath = options.langPath ?? bundledEnglishLangPath();
  const startWorker = options.startWorker ?? startTesseractWorker;
  const pool = createWorkerPool<Buffer, PageReading>({
    size: options.workers,
    jobTimeoutMs: options.jobTimeoutMs ?? 30_000,
    createWorker: () => startWorker(langPath),
    onReplace: options.onWorkerReplaced,
  });

  return {
    async readText(image): Promise<OcrResult> {
      const grey = await decodeGrey(image).catch((error: unknown) => {
        throw new OcrError('IMAGE_UNREADABLE', 'the image could not be decoded', { cause: error });
      });
      const prepared = await prepareForOcr(grey, options.maxPixels);
      const reading = pool.run(prepared.pgm).catch((error: unknown) => {
        // Tesseract itself refused this picture: trying again later would not help.
        if (error instanceof JobRefusedError) {
          throw new OcrError('IMAGE_UNREADABLE', 'Tesseract refused the image', { cause: error });
        }
        throw new OcrError('OCR_FAILED', 'the OCR workers failed to read the image', {
          cause: error,
        });
      });
      // A crashed worker can fail the job before `await reading` below is reached; without a
      // handler attached now, Node would see an unhandled rejection and stop the whole server.
      reading.catch(() => undefined);
      // Let the job reach its worker thread first, so the QR scan here overlaps the OCR there.
      await nextTurn();
      const qrCode = readQrCode(grey, prepared.isInverted);
      const page = await reading;
      // Tesseract reads a QR code's modules as nonsense words; drop the lines drawn inside it.
      const qrBox = qrCode && {
        left: qrCode.box.left * prepared.scale,
        top: qrCode.box.top * prepared.scale,
        right: qrCode.box.right * prepared.scale,
        bottom: qrCode.box.bottom * prepared.scale,
      };
      const lines = page.lines
        .filter((line) => !qrBox || !isCentredIn(line.box, qrBox))
        .map(({ text, confidence }) => ({ text, confidence }));
      const qrUrls = qrCode && isWebLink(qrCode.payload) ? [qrCode.payload.trim()] : [];
      const text = rejoinSplitUrls(lines.map((line) => line.text).join('\n'));
      if (text.trim().length === 0) return { text: '', confidence: 0, qrUrls, lines: [] };
      return { text, confidence: page.confidence, qrUrls, lines };
    },
    ready: () => pool.ready(),
    close: () => pool.close(),
  };
}
