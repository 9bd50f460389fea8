import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker as WorkerThread } from 'node:worker_threads';
import { createWorker, OEM } from 'tesseract.js';
import type { OcrLine } from './ocr.types.js';
import type { PixelBox } from './preprocess.js';
import { JobRefusedError, type PoolWorker } from './worker-pool.js';

export interface PageLine extends OcrLine {
  /** Where the line sits in the picture Tesseract read. */
  box: PixelBox;
}

export interface PageReading {
  confidence: number;
  lines: PageLine[];
}

/** A tesseract.js worker whose thread can be watched: the pool needs to know when it dies. */
export interface TesseractPoolWorker extends PoolWorker<Buffer, PageReading> {
  /** The worker thread itself, so a test can kill it the way a crash would. */
  readonly thread: WorkerThread | undefined;
}

/**
 * The folder of the English LSTM model shipped inside `@tesseract.js-data/eng` (the `best_int`
 * build: integer weights, the fastest on CPU at nearly the accuracy of `best`).
 */
export function bundledEnglishLangPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
}

export class WorkerThreadExitedError extends Error {
  constructor(exitCode: number) {
    super(`the OCR worker thread exited (code ${exitCode})`);
  }
}

/** tesseract.js keeps its thread on the worker object without typing it. */
function threadOf(worker: object): WorkerThread | undefined {
  const thread: unknown = Reflect.get(worker, 'worker');
  return thread instanceof WorkerThread ? thread : undefined;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One tesseract.js worker thread with the English model loaded from disk. `langPath` is a folder,
 * never a URL, so tesseract.js reads the file with fs; `cacheMethod: 'none'` stops it from
 * looking for, or writing, a cached copy in the working directory.
 */
export async function startTesseractWorker(langPath: string): Promise<TesseractPoolWorker> {
  // Checked before a thread is spawned: a thread whose model fails to load cannot be reached to be
  // terminated, because tesseract.js only hands the worker over once it has loaded.
  await access(path.join(langPath, 'eng.traineddata.gz')).catch(() => {
    throw new Error(`OCR model not found in ${langPath}`);
  });
  // Without an errorHandler tesseract.js throws a failed job's error inside its message listener,
  // which would take the whole server down; and a model that fails to load would leave
  // createWorker pending for ever, so that failure is turned into a rejection here.
  let failStartup: (reason: Error) => void = () => undefined;
  const startupFailed = new Promise<never>((_resolve, reject) => {
    failStartup = reject;
  });
  let isStarted = false;
  const worker = await Promise.race([
    createWorker('eng', OEM.LSTM_ONLY, {
      langPath,
      cacheMethod: 'none',
      gzip: true,
      legacyCore: false,
      legacyLang: false,
      errorHandler: (error: unknown) => {
        if (!isStarted) failStartup(new Error(`OCR worker failed to start: ${describe(error)}`));
      },
    }),
    startupFailed,
  ]);
  isStarted = true;
  // The PNGs carry no real resolution; without a stated one Tesseract guesses (and prints a
  // warning for every page). 300 dpi is what its models were trained at.
  await worker.setParameters({ user_defined_dpi: '300' });

  const thread = threadOf(worker);
  let exitCode: number | undefined;
  const exited = new Promise<never>((_resolve, reject) => {
    thread?.once('exit', (code) => {
      exitCode = code;
      reject(new WorkerThreadExitedError(code));
    });
  });
  exited.catch(() => undefined);

  return {
    thread,
    async run(image) {
      if (exitCode !== undefined) throw new WorkerThreadExitedError(exitCode);
      // tesseract.js rejects with the worker's own error text (a string) when recognition fails
      // inside a live thread, e.g. Tesseract refusing a picture as too large; only `exited`
      // means the thread is gone.
      const recognized = worker
        .recognize(image, {}, { text: false, blocks: true })
        .catch((error: unknown) => {
          throw new JobRefusedError(`Tesseract could not read the picture: ${describe(error)}`, {
            cause: error,
          });
        });
      const { data } = await Promise.race([recognized, exited]);
      const lines = (data.blocks ?? [])
        .flatMap((block) => block.paragraphs)
        .flatMap((paragraph) => paragraph.lines)
        .map((line) => ({
          text: line.text.trim(),
          confidence: line.confidence,
          box: { left: line.bbox.x0, top: line.bbox.y0, right: line.bbox.x1, bottom: line.bbox.y1 },
        }))
        .filter((line) => line.text.length > 0);
      return { confidence: data.confidence, lines };
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
