import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../uploads/uploads.limits.js';
import { DEFAULT_OCR_MAX_PIXELS } from './ocr.config.js';

/** Below this mean luminance (0–255) a screenshot is taken to be dark mode and is inverted. */
export const DARK_MEAN_LUMINANCE = 110;
/** Narrower screenshots are upscaled ×2: Tesseract reads small phone text far better at ~2× size. */
export const UPSCALE_BELOW_WIDTH_PX = 1000;
/**
 * Tesseract keeps coordinates in 16-bit integers: a picture with a side over this is refused
 * inside the worker ("Image too large"), and tesseract.js then fails on the empty result with
 * `SyntaxError: Unexpected end of JSON input` (issue 18).
 */
export const TESSERACT_MAX_SIDE_PX = 32_767;

export interface GreyImage {
  /** One byte per pixel, row by row. */
  pixels: Buffer;
  width: number;
  height: number;
}

/** An axis-aligned box in pixels of the decoded image. */
export interface PixelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PreparedImage {
  /**
   * The picture handed to Tesseract: greyscale, dark text on a light background, as a binary PGM
   * (a 15-byte header on the raw pixels), which costs nothing to encode or decode, unlike a PNG.
   */
  pgm: Buffer;
  /**
   * How many times larger than the decoded screenshot the prepared picture is: 2 for a narrow
   * one, 1 as it is, below 1 when the picture had to be shrunk to the pixel budget.
   */
  scale: number;
  isInverted: boolean;
}

/** Wraps 8-bit greyscale pixels in a binary PGM (P5) header. */
export function toPgm(pixels: Buffer, width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), pixels]);
}

export function meanLuminance(pixels: Uint8Array): number {
  if (pixels.length === 0) return 0;
  let sum = 0;
  for (const value of pixels) sum += value;
  return sum / pixels.length;
}

/**
 * Decodes once, upright and greyscale, with transparency on white. `limitInputPixels` repeats the
 * upload check's pixel limit so that sharp itself refuses anything that slipped past it.
 */
export async function decodeGrey(image: Buffer): Promise<GreyImage> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

/**
 * The scale the prepared picture is drawn at: ×2 when narrow, but never more than `maxPixels`
 * in all and never a side Tesseract cannot hold. The work is bounded here, after any upscaling,
 * not only at the upload's 40-megapixel check (issue 18: a 999 × 40,000 PNG became 160 MP).
 */
export function ocrScale(width: number, height: number, maxPixels: number): number {
  const wanted = width < UPSCALE_BELOW_WIDTH_PX ? 2 : 1;
  const byPixels = Math.sqrt(maxPixels / (width * height));
  const bySide = TESSERACT_MAX_SIDE_PX / Math.max(width, height);
  return Math.min(wanted, byPixels, bySide);
}

/**
 * Prepares the copy Tesseract reads: inverted when dark (Tesseract expects dark text on light),
 * doubled when narrow, shrunk to the pixel budget when large, contrast stretched.
 */
export async function prepareForOcr(
  grey: GreyImage,
  maxPixels: number = DEFAULT_OCR_MAX_PIXELS,
): Promise<PreparedImage> {
  const isInverted = meanLuminance(grey.pixels) < DARK_MEAN_LUMINANCE;
  const scale = ocrScale(grey.width, grey.height, maxPixels);

  let pipeline = sharp(grey.pixels, {
    raw: { width: grey.width, height: grey.height, channels: 1 },
    limitInputPixels: MAX_IMAGE_PIXELS,
  });
  if (isInverted) pipeline = pipeline.negate();
  if (scale !== 1) {
    // Floored so that rounding never takes the picture over the budget.
    pipeline = pipeline.resize({
      width: Math.max(1, Math.floor(grey.width * scale)),
      height: Math.max(1, Math.floor(grey.height * scale)),
      kernel: 'lanczos3',
      fit: 'fill',
    });
  }
  // Stretch from the darkest to the lightest pixel. sharp's default (1st to 99th percentile) is
  // wrong for screenshots: text is often under 1% of the pixels, so a light-grey chat bubble
  // became the 1st percentile and was stretched to black, hiding the text inside it.
  const { data, info } = await pipeline
    .normalise({ lower: 0, upper: 100 })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pgm: toPgm(data, info.width, info.height), scale, isInverted };
}
