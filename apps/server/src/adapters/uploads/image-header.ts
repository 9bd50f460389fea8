import { ascii, startsWith } from './magic-bytes.js';
import type { ImageFormat } from './magic-bytes.js';

/**
 * What the header of an image says, read without decoding a single pixel: either its size, or
 * why the file cannot be a whole image of that format.
 */
export type ImageHeader =
  | { status: 'ok'; width: number; height: number }
  | { status: 'truncated'; reason: string }
  | { status: 'malformed'; reason: string };

const truncated = (reason: string): ImageHeader => ({ status: 'truncated', reason });
const malformed = (reason: string): ImageHeader => ({ status: 'malformed', reason });

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function sized(width: number, height: number): ImageHeader {
  if (width === 0 || height === 0) return malformed(`zero dimension ${width}×${height}`);
  return { status: 'ok', width, height };
}

const PNG_IEND = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** PNG: the first chunk must be IHDR (big-endian width and height); a whole file ends with IEND. */
function readPng(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 24) return truncated('PNG shorter than its IHDR chunk');
  if (ascii(bytes, 12, 4) !== 'IHDR') return malformed('PNG does not start with an IHDR chunk');
  const header = sized(view(bytes).getUint32(16), view(bytes).getUint32(20));
  if (header.status !== 'ok') return header;
  if (!startsWith(bytes, PNG_IEND, bytes.length - PNG_IEND.length)) {
    return truncated('PNG does not end with an IEND chunk');
  }
  return header;
}

/** Start-of-frame markers that carry the frame size: C0–CF except DHT (C4), JPG (C8), DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Markers that stand alone, without a length: TEM, RST0–7, SOI. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
}

/** Whether the JPEG ends with EOI (FFD9), allowing the zero padding some encoders append. */
function endsWithEndOfImage(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0x00) end -= 1;
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

/** JPEG: walk the marker segments from SOI until a start-of-frame gives height and width. */
function readJpeg(bytes: Uint8Array): ImageHeader {
  const data = view(bytes);
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return malformed(`JPEG marker expected at byte ${offset}`);
    // Any number of 0xFF fill bytes may precede a marker.
    while (offset < bytes.length && bytes[offset] === 0xff) offset += 1;
    if (offset >= bytes.length) break;
    const marker = bytes[offset] ?? 0;
    offset += 1;
    if (isStandalone(marker)) continue;
    // Below C0 only TEM (01) is defined; anything else means these bytes are not a JPEG stream.
    if (marker < 0xc0) return malformed(`JPEG has an invalid marker ${marker.toString(16)}`);
    if (marker === 0xd9 || marker === 0xda)
      return malformed('JPEG has no frame header before its data');
    if (offset + 2 > bytes.length) break;
    const segmentLength = data.getUint16(offset);
    if (segmentLength < 2) return malformed('JPEG segment with an impossible length');
    if (isStartOfFrame(marker)) {
      if (offset + 7 > bytes.length) break;
      const header = sized(data.getUint16(offset + 5), data.getUint16(offset + 3));
      if (header.status !== 'ok') return header;
      if (!endsWithEndOfImage(bytes)) return truncated('JPEG does not end with an EOI marker');
      return header;
    }
    offset += segmentLength;
  }
  return truncated('JPEG ends before its frame header');
}

/** GIF: the logical screen descriptor (little-endian width and height); a whole file ends with `;`. */
function readGif(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 13) return truncated('GIF shorter than its logical screen descriptor');
  const header = sized(view(bytes).getUint16(6, true), view(bytes).getUint16(8, true));
  if (header.status !== 'ok') return header;
  if (bytes[bytes.length - 1] !== 0x3b) return truncated('GIF does not end with its trailer');
  return header;
}

/** WebP: the RIFF size must match the file; the first chunk (VP8, VP8L or VP8X) holds the size. */
function readWebp(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 30) return truncated('WebP shorter than its first chunk header');
  const data = view(bytes);
  const riffEnd = data.getUint32(4, true) + 8;
  if (riffEnd > bytes.length) return truncated('WebP shorter than its RIFF header declares');
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    // Lossy: a 3-byte frame tag, then the start code 9D 01 2A, then 14-bit width and height.
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return malformed('WebP VP8 start code missing');
    return sized(data.getUint16(26, true) & 0x3fff, data.getUint16(28, true) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2F, then width−1 and height−1 packed as two 14-bit fields.
    if (bytes[20] !== 0x2f) return malformed('WebP VP8L signature missing');
    const bits = data.getUint32(21, true);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    // Extended: flags, then canvas width−1 and height−1 as 24-bit little-endian fields.
    const readUint24 = (at: number) =>
      (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
    return sized(readUint24(24) + 1, readUint24(27) + 1);
  }
  return malformed(`WebP starts with an unknown chunk "${chunk}"`);
}

const READERS: Record<ImageFormat, (bytes: Uint8Array) => ImageHeader> = {
  png: readPng,
  jpeg: readJpeg,
  gif: readGif,
  webp: readWebp,
};

export function readImageHeader(format: ImageFormat, bytes: Uint8Array): ImageHeader {
  return READERS[format](bytes);
}
