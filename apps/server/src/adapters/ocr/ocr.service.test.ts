import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderBubblePng,
  renderNoTextPng,
  renderQrPng,
} from '../../../test-fixtures/render-screenshot.js';
import { createOcrService } from './ocr.service.js';
import { OcrError } from './ocr.types.js';
import type { OcrService } from './ocr.types.js';
import { startTesseractWorker } from './tesseract-worker.js';
import type { TesseractPoolWorker } from './tesseract-worker.js';

const SMS_LINES = [
  'USPS: your package is on hold,',
  'pay $1.99 at https://usps-',
  'redelivery.top/pay',
];

describe('createOcrService (real sharp, Tesseract and jsQR)', { timeout: 90_000 }, () => {
  const started: TesseractPoolWorker[] = [];
  let ocr: OcrService;

  beforeAll(async () => {
    ocr = createOcrService({
      workers: 2,
      jobTimeoutMs: 60_000,
      startWorker: async (langPath) => {
        const worker = await startTesseractWorker(langPath);
        started.push(worker);
        return worker;
      },
    });
    await ocr.ready();
  });

  afterAll(async () => {
    await ocr.close();
  });

  it('reads an SMS screenshot, words and the link that wrapped onto the next line', async () => {
    const result = await ocr.readText(await renderBubblePng({ lines: SMS_LINES }));
    expect(result.text).toContain('USPS: your package is on hold');
    expect(result.text).toContain('https://usps-redelivery.top/pay');
    expect(result.confidence).toBeGreaterThan(70);
    expect(result.lines.map((line) => line.text)).toContain('USPS: your package is on hold,');
    expect(result.qrUrls).toEqual([]);
  });

  it('reads a dark-mode screenshot (white text on black) just as well', async () => {
    const result = await ocr.readText(await renderBubblePng({ lines: SMS_LINES, isDark: true }));
    expect(result.text).toContain('your package is on hold');
    expect(result.text).toContain('https://usps-redelivery.top/pay');
  });

  it.each(['jpeg', 'webp', 'gif'] as const)('reads a %s screenshot too', async (format) => {
    const { default: sharp } = await import('sharp');
    const png = await renderBubblePng({ lines: SMS_LINES });
    const converted = await sharp(png).toFormat(format).toBuffer();
    const result = await ocr.readText(converted);
    expect(result.text).toContain('https://usps-redelivery.top/pay');
  });

  it('reads small text on a wide screenshot without upscaling it', async () => {
    const result = await ocr.readText(
      await renderBubblePng({ lines: SMS_LINES, width: 1080, height: 800, fontSizePx: 34 }),
    );
    expect(result.text).toContain('https://usps-redelivery.top/pay');
  });

  it('decodes the URL of a QR code and keeps its modules out of the text', async () => {
    const result = await ocr.readText(await renderQrPng('https://pay-parking-now.top/meter/4821'));
    expect(result.qrUrls).toEqual(['https://pay-parking-now.top/meter/4821']);
    expect(result.text).toBe('Scan to pay parking');
  });

  it('returns no QR URL for a QR code that holds no web link', async () => {
    const result = await ocr.readText(await renderQrPng('WIFI:S:Home;T:WPA;P:secret;;'));
    expect(result.qrUrls).toEqual([]);
  });

  it('returns empty text for a picture with nothing to read', async () => {
    const result = await ocr.readText(await renderNoTextPng());
    expect(result).toEqual({ text: '', confidence: 0, qrUrls: [], lines: [] });
  });

  it('replaces a worker whose thread dies and still reads on both', async () => {
    const victim = started[0];
    if (!victim?.thread) throw new Error('the Tesseract worker thread is not reachable');
    const workersBefore = started.length;
    await victim.thread.terminate();
    const png = await renderBubblePng({ lines: SMS_LINES });
    const results = await Promise.all([ocr.readText(png), ocr.readText(png), ocr.readText(png)]);
    for (const result of results) expect(result.text).toContain('USPS');
    expect(started.length).toBe(workersBefore + 1);
  });

  it('refuses a picture over the pixel limit in sharp too, as a second line of defence', async () => {
    const { default: sharp } = await import('sharp');
    const huge = await sharp({
      create: { width: 8_000, height: 5_001, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const error = await ocr.readText(huge).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(OcrError);
    expect(error).toMatchObject({ code: 'IMAGE_UNREADABLE' });
    expect(String((error as OcrError).cause)).toMatch(/pixel limit/i);
  });

  it('reports a PNG whose pixel data is corrupt as unreadable, not as a crash', async () => {
    const png = await renderBubblePng({ lines: SMS_LINES });
    const corrupt = Buffer.from(png);
    corrupt.fill(0x5a, 100, corrupt.length - 12);
    const error = await ocr.readText(corrupt).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: 'IMAGE_UNREADABLE' });
  });
});
