import jsQR from 'jsqr';
import type { GreyImage, PixelBox } from './preprocess.js';

/** Screenshots larger than this are scanned for QR codes at a reduced size, to bound the time. */
const QR_SCAN_MAX_SIDE_PX = 1200;

export interface QrCodeReading {
  payload: string;
  /** Where the code sits in the full-size image, so OCR can skip it. */
  box: PixelBox;
}

function toRgba(grey: GreyImage): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(grey.width * grey.height * 4);
  for (let index = 0; index < grey.pixels.length; index += 1) {
    const value = grey.pixels[index] ?? 0;
    const offset = index * 4;
    rgba[offset] = value;
    rgba[offset + 1] = value;
    rgba[offset + 2] = value;
    rgba[offset + 3] = 255;
  }
  return rgba;
}

/** Nearest-neighbour downscale by a whole factor: keeps QR modules crisp, costs one pass. */
function shrink(grey: GreyImage, factor: number): GreyImage {
  if (factor <= 1) return grey;
  const width = Math.floor(grey.width / factor);
  const height = Math.floor(grey.height / factor);
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      pixels[y * width + x] = grey.pixels[y * factor * grey.width + x * factor] ?? 0;
    }
  }
  return { pixels, width, height };
}

function decodeAt(grey: GreyImage, factor: number, isDark: boolean): QrCodeReading | undefined {
  const scanned = shrink(grey, factor);
  // Trying the inverted picture too doubles the scan; only a dark screenshot is likely to show a
  // light-on-dark code.
  const code = jsQR(toRgba(scanned), scanned.width, scanned.height, {
    inversionAttempts: isDark ? 'attemptBoth' : 'dontInvert',
  });
  if (!code || code.data.length === 0) return undefined;
  const corners = [
    code.location.topLeftCorner,
    code.location.topRightCorner,
    code.location.bottomLeftCorner,
    code.location.bottomRightCorner,
  ];
  const xs = corners.map((point) => point.x * factor);
  const ys = corners.map((point) => point.y * factor);
  // The corners jsQR reports are the finder patterns' outer edges; a module of margin covers
  // rounding from the shrink.
  const margin = factor * 4;
  return {
    payload: code.data,
    box: {
      left: Math.min(...xs) - margin,
      top: Math.min(...ys) - margin,
      right: Math.max(...xs) + margin,
      bottom: Math.max(...ys) + margin,
    },
  };
}

/**
 * The QR code in a screenshot, if any. jsQR finds one code per pass; a scam screenshot rarely
 * holds more. A large screenshot is scanned shrunk, to bound the time.
 */
export function readQrCode(grey: GreyImage, isDark: boolean): QrCodeReading | undefined {
  const factor = Math.ceil(Math.max(grey.width, grey.height) / QR_SCAN_MAX_SIDE_PX);
  return decodeAt(grey, factor, isDark);
}

/** Whether the centre of `box` lies inside `container`. */
export function isCentredIn(box: PixelBox, container: PixelBox): boolean {
  const x = (box.left + box.right) / 2;
  const y = (box.top + box.bottom) / 2;
  return x >= container.left && x <= container.right && y >= container.top && y <= container.bottom;
}

/** Whether a QR payload is a web link the engine should judge. */
export function isWebLink(payload: string): boolean {
  return /^(?:https?:\/\/|www\.)\S+$/i.test(payload.trim());
}
