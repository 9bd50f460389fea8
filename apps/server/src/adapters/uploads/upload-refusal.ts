/**
 * Why an upload was refused. The route maps each code to an HTTP status and a translated message
 * (UNSUPPORTED_MEDIA_TYPE → 415, FILE_TOO_LARGE, IMAGE_TOO_LARGE and NOT_A_SCREEN → 413,
 * FILE_TRUNCATED and EMPTY_FILE → 400).
 */
export type UploadRefusalCode =
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'FILE_TOO_LARGE'
  | 'IMAGE_TOO_LARGE'
  | 'NOT_A_SCREEN'
  | 'FILE_TRUNCATED'
  | 'EMPTY_FILE';

/**
 * What the bytes turned out to be when they were refused, so the route and the logs can say
 * "that is a HEIC photo" rather than only "unsupported".
 */
export type RefusedFormat =
  'heic' | 'heif' | 'avif' | 'tiff' | 'bmp' | 'pdf' | 'video' | 'malformed' | 'unknown';

export interface UploadRefusal {
  ok: false;
  code: UploadRefusalCode;
  /** Plain English for logs and developers; people see the client's translation of `code`. */
  reason: string;
  format?: RefusedFormat;
}

export function refuse(
  code: UploadRefusalCode,
  reason: string,
  format?: RefusedFormat,
): UploadRefusal {
  return format === undefined ? { ok: false, code, reason } : { ok: false, code, reason, format };
}
