import { readImageHeader } from './image-header.js';
import { sniffFormat } from './magic-bytes.js';
import type { AudioFormat, ImageFormat } from './magic-bytes.js';
import { refuse } from './upload-refusal.js';
import type { UploadRefusal } from './upload-refusal.js';
import { MAX_IMAGE_PIXELS, MAX_SCREEN_ASPECT_RATIO, MAX_UPLOAD_BYTES } from './uploads.limits.js';

export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const AUDIO_MIME_TYPES: Record<AudioFormat, string> = {
  webm: 'audio/webm',
  mp4: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

export type AcceptedImage = {
  ok: true;
  format: ImageFormat;
  mimeType: string;
  width: number;
  height: number;
};

export type AcceptedAudio = { ok: true; format: AudioFormat; mimeType: string };

export interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
}

const DEFAULT_LIMITS: UploadLimits = { maxBytes: MAX_UPLOAD_BYTES, maxPixels: MAX_IMAGE_PIXELS };

function checkSize(bytes: Uint8Array, maxBytes: number): UploadRefusal | undefined {
  if (bytes.length === 0) return refuse('EMPTY_FILE', 'the file is empty');
  if (bytes.length > maxBytes) {
    return refuse('FILE_TOO_LARGE', `${bytes.length} bytes is over the ${maxBytes}-byte limit`);
  }
  return undefined;
}

/**
 * Decides whether bytes may be handed to an image decoder: a PNG, JPEG, WebP or GIF by content,
 * complete, within the byte limit, and within the pixel limit and the shape of a screen read
 * from its header.
 */
export function checkImageUpload(
  bytes: Uint8Array,
  limits: UploadLimits = DEFAULT_LIMITS,
): AcceptedImage | UploadRefusal {
  const sizeRefusal = checkSize(bytes, limits.maxBytes);
  if (sizeRefusal) return sizeRefusal;
  const sniffed = sniffFormat(bytes);
  if (sniffed.kind === 'refused') {
    return refuse(
      'UNSUPPORTED_MEDIA_TYPE',
      `not a screenshot format (${sniffed.format})`,
      sniffed.format,
    );
  }
  if (sniffed.kind === 'audio') {
    return refuse(
      'UNSUPPORTED_MEDIA_TYPE',
      `audio (${sniffed.format}) sent as an image`,
      'unknown',
    );
  }
  const header = readImageHeader(sniffed.format, bytes);
  if (header.status === 'truncated') return refuse('FILE_TRUNCATED', header.reason);
  if (header.status === 'malformed') {
    return refuse('UNSUPPORTED_MEDIA_TYPE', header.reason, 'malformed');
  }
  const pixels = header.width * header.height;
  if (pixels > limits.maxPixels) {
    return refuse(
      'IMAGE_TOO_LARGE',
      `${header.width}×${header.height} is ${pixels} pixels, over the ${limits.maxPixels} limit`,
    );
  }
  const longest = Math.max(header.width, header.height);
  const shortest = Math.min(header.width, header.height);
  if (longest > shortest * MAX_SCREEN_ASPECT_RATIO) {
    return refuse(
      'NOT_A_SCREEN',
      `${header.width}×${header.height} is ${Math.round(longest / shortest)} times longer than wide, over the 1:${MAX_SCREEN_ASPECT_RATIO} limit`,
    );
  }
  return {
    ok: true,
    format: sniffed.format,
    mimeType: IMAGE_MIME_TYPES[sniffed.format],
    width: header.width,
    height: header.height,
  };
}

/** The shortest complete header of each audio container, below which a file cannot be whole. */
const MIN_AUDIO_BYTES: Record<AudioFormat, number> = { webm: 32, mp4: 32, ogg: 28, wav: 44 };

/** Decides whether bytes may be handed to the audio decoder: WebM, MP4/M4A, Ogg or WAV by content. */
export function checkAudioUpload(
  bytes: Uint8Array,
  maxBytes: number = MAX_UPLOAD_BYTES,
): AcceptedAudio | UploadRefusal {
  const sizeRefusal = checkSize(bytes, maxBytes);
  if (sizeRefusal) return sizeRefusal;
  const sniffed = sniffFormat(bytes);
  if (sniffed.kind !== 'audio') {
    const format = sniffed.kind === 'refused' ? sniffed.format : 'unknown';
    return refuse('UNSUPPORTED_MEDIA_TYPE', `not a recording format (${sniffed.format})`, format);
  }
  if (bytes.length < MIN_AUDIO_BYTES[sniffed.format]) {
    return refuse('FILE_TRUNCATED', `${sniffed.format} shorter than its container header`);
  }
  return { ok: true, format: sniffed.format, mimeType: AUDIO_MIME_TYPES[sniffed.format] };
}
