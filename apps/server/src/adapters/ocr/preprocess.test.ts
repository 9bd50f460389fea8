import { describe, expect, it } from 'vitest';
import { ocrScale, prepareForOcr, TESSERACT_MAX_SIDE_PX } from './preprocess.js';

/** Issue 18: the work handed to Tesseract is bounded after any resize, not only the upload. */
describe('ocrScale', () => {
  it('doubles a narrow phone screenshot and leaves a wide one as it is', () => {
    expect(ocrScale(750, 1334, 16_000_000)).toBe(2);
    expect(ocrScale(1170, 2532, 16_000_000)).toBe(1);
  });

  it('upscales a narrow, long picture only as far as the pixel budget allows', () => {
    // 999 × 9,990 doubled would be 39.9 MP.
    const scale = ocrScale(999, 9_990, 16_000_000);
    expect(scale).toBeGreaterThan(1);
    expect(Math.floor(999 * scale) * Math.floor(9_990 * scale)).toBeLessThanOrEqual(16_000_000);
  });

  it('shrinks a large picture to the budget and never past the side Tesseract can hold', () => {
    expect(ocrScale(6_000, 6_600, 16_000_000)).toBeLessThan(1);
    // 999 × 40,000 (the picture) was doubled to 1,998 × 80,000: Tesseract refused it.
    const scale = ocrScale(999, 40_000, 40_000_000);
    expect(40_000 * scale).toBeLessThanOrEqual(TESSERACT_MAX_SIDE_PX);
  });
});

describe('prepareForOcr', () => {
  it('hands Tesseract at most the pixel budget', async () => {
    const grey = { pixels: Buffer.alloc(999 * 9_990, 255), width: 999, height: 9_990 };
    const prepared = await prepareForOcr(grey, 4_000_000);
    const [width, height] = prepared.pgm
      .subarray(0, 32)
      .toString('latin1')
      .split('\n')[1]!
      .split(' ')
      .map(Number);
    expect(width! * height!).toBeLessThanOrEqual(4_000_000);
    expect(width! / height!).toBeCloseTo(999 / 9_990, 2);
    expect(prepared.scale).toBeCloseTo(width! / 999, 2);
  });
});
