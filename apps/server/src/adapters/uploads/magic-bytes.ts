import type { RefusedFormat } from './upload-refusal.js';

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';
export type AudioFormat = 'webm' | 'mp4' | 'ogg' | 'wav';

export type SniffedFormat =
  | { kind: 'image'; format: ImageFormat }
  | { kind: 'audio'; format: AudioFormat }
  | { kind: 'refused'; format: RefusedFormat };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** ISO-BMFF brands (the `ftyp` box) that mean a still image rather than sound. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** Brands a browser's MediaRecorder or a phone's voice memo writes for MP4/M4A audio. */
const MP4_AUDIO_BRANDS = new Set([
  'M4A ',
  'M4B ',
  'mp41',
  'mp42',
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'dash',
  'avc1',
]);

export function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((value, index) => bytes[offset + index] === value);
}

export function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** The major brand and the compatible brands of an ISO-BMFF `ftyp` box at the start of the file. */
function readFtypBrands(bytes: Uint8Array): string[] {
  if (ascii(bytes, 4, 4) !== 'ftyp' || bytes.length < 12) return [];
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands;
}

function sniffIsoMedia(bytes: Uint8Array): SniffedFormat | undefined {
  const brands = readFtypBrands(bytes);
  if (brands.length === 0) return undefined;
  // The major brand decides first; compatible brands only break a tie, because an HEIC photo lists
  // `mif1` and some MP4 audio lists `isom` next to a still-image brand.
  const major = brands[0] ?? '';
  if (AVIF_BRANDS.has(major)) return { kind: 'refused', format: 'avif' };
  if (HEIC_BRANDS.has(major)) return { kind: 'refused', format: 'heic' };
  if (HEIF_BRANDS.has(major)) {
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return { kind: 'refused', format: 'avif' };
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return { kind: 'refused', format: 'heic' };
    return { kind: 'refused', format: 'heif' };
  }
  if (brands.some((brand) => MP4_AUDIO_BRANDS.has(brand))) return { kind: 'audio', format: 'mp4' };
  return { kind: 'refused', format: 'video' };
}

/**
 * Names the format from the first bytes alone; the file name and the declared content type are
 * never trusted.
 */
export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  if (startsWith(bytes, PNG_SIGNATURE)) return { kind: 'image', format: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', format: 'jpeg' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') {
    return { kind: 'image', format: 'gif' };
  }
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 4);
    if (form === 'WEBP') return { kind: 'image', format: 'webp' };
    if (form === 'WAVE') return { kind: 'audio', format: 'wav' };
    return { kind: 'refused', format: 'unknown' };
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'audio', format: 'webm' };
  if (ascii(bytes, 0, 4) === 'OggS') return { kind: 'audio', format: 'ogg' };
  const isoMedia = sniffIsoMedia(bytes);
  if (isoMedia) return isoMedia;
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return { kind: 'refused', format: 'tiff' };
  }
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 14) return { kind: 'refused', format: 'bmp' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { kind: 'refused', format: 'pdf' };
  return { kind: 'refused', format: 'unknown' };
}
