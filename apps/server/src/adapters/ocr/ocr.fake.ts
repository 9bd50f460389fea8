import type { OcrResult, OcrService } from './ocr.types.js';

/**
 * A test double for routes: answers every screenshot with the reading it was given, and records
 * the images it saw, so route tests need neither sharp nor Tesseract.
 */
export function createFakeOcrService(reading: OcrResult): OcrService & { readonly seen: Buffer[] } {
  const seen: Buffer[] = [];
  return {
    seen,
    async readText(image) {
      seen.push(image);
      return reading;
    },
    ready: async () => undefined,
    close: async () => undefined,
  };
}
