import {
  MAX_SCREEN_ASPECT_RATIO,
  type RefusedFormat,
  type UploadRefusal,
} from '../../adapters/uploads/index.js';
import { AppError } from '../../plugins/app-error.js';
import { formatBytes } from '../../plugins/error-response.js';

export type UploadKind = 'screenshot' | 'recording';

const FORMAT_NAMES: Record<RefusedFormat, string> = {
  heic: 'a HEIC photo',
  heif: 'a HEIF photo',
  avif: 'an AVIF picture',
  tiff: 'a TIFF picture',
  bmp: 'a BMP picture',
  pdf: 'a PDF document',
  video: 'a video',
  malformed: 'a damaged file',
  unknown: 'a kind of file we cannot read',
};

const ACCEPTED: Record<UploadKind, string> = {
  screenshot: 'Please send a screenshot (PNG, JPEG, WebP or GIF).',
  recording: 'Please send a voice recording (WebM, MP4, Ogg or WAV).',
};

/**
 * The answer to a refused upload (decision 0010): 415 for a format we do not read, 413 for a file
 * or picture over the limit or longer than any screen (decision 0050), 400 for an empty or cut-off
 * file. The message says what to send instead.
 */
export function uploadRefusalError(
  refusal: UploadRefusal,
  kind: UploadKind,
  limits: { maxBytes: number; maxPixels: number },
): AppError {
  switch (refusal.code) {
    case 'UNSUPPORTED_MEDIA_TYPE': {
      const what = FORMAT_NAMES[refusal.format ?? 'unknown'];
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, `This file is ${what}. ${ACCEPTED[kind]}`);
    }
    case 'FILE_TOO_LARGE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        413,
        `The ${kind} is larger than ${formatBytes(limits.maxBytes)}.`,
      );
    case 'IMAGE_TOO_LARGE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        413,
        `The picture has more than ${limits.maxPixels / 1_000_000} megapixels. Please send an ordinary screenshot.`,
      );
    case 'NOT_A_SCREEN':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        413,
        `The picture is more than ${MAX_SCREEN_ASPECT_RATIO} times longer than it is wide, so it cannot be a phone or computer screen. Please send a screenshot of one screen at a time.`,
      );
    case 'FILE_TRUNCATED':
      return new AppError(
        'BAD_REQUEST',
        400,
        `The ${kind} is incomplete; it may have been cut off while sending. ${ACCEPTED[kind]}`,
      );
    case 'EMPTY_FILE':
      return new AppError('BAD_REQUEST', 400, `The ${kind} is empty. ${ACCEPTED[kind]}`);
  }
}
