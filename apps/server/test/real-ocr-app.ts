import { afterAll, beforeAll } from 'vitest';
import { renderBubblePng } from '../test-fixtures/render-screenshot.js';
import { createOcrService, type OcrService } from '../src/adapters/ocr/index.js';
import { buildTestApp, type TestContext } from './helper.js';

/** A parcel-fee text message whose link only the OCR can have read from the picture. */
export const USPS_FEE_SMS_LINES = [
  'USPS: Your package is on hold due to',
  'an unpaid fee. Pay $1.99 now at',
  'https://usps-redelivery.top/pay',
];

/** The USPS message drawn as a phone's text bubble (PNG). */
export function renderUspsFeeSms(): Promise<Buffer> {
  return renderBubblePng({ lines: USPS_FEE_SMS_LINES });
}

/**
 * A test app with the real tesseract OCR (one worker) for the file's tests, closed afterwards.
 * Returns a getter, since the app exists only once `beforeAll` has run.
 */
export function useRealOcrTestApp(): () => TestContext {
  let ocr: OcrService | undefined;
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ocr = createOcrService({ workers: 1 });
    ctx = await buildTestApp({ ocr });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await ocr?.close();
  });
  return () => {
    if (!ctx) throw new Error('the real-OCR test app is used before beforeAll ran');
    return ctx;
  };
}
