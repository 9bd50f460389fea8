export interface OcrLine {
  text: string;
  /** Tesseract's confidence for the line, 0–100. */
  confidence: number;
}

export interface OcrResult {
  /** Everything read, line by line, with links cut by a line break joined again; '' when none. */
  text: string;
  /** Tesseract's mean confidence for the page, 0–100; 0 when nothing was read. */
  confidence: number;
  /** Web links decoded from a QR code in the picture. */
  qrUrls: string[];
  lines: OcrLine[];
}

/** Reads the text and QR links of a screenshot that `checkImageUpload` has already accepted. */
export interface OcrService {
  readText(image: Buffer): Promise<OcrResult>;
  /** Resolves once the workers have loaded the model, so the first request is warm. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * IMAGE_UNREADABLE: the bytes passed the upload checks but the decoder could not read them
 * (the route answers 400); OCR_FAILED: the OCR workers failed twice (answered 503 with
 * Retry-After and a clear message, plugins/error-response.ts).
 */
export type OcrErrorCode = 'IMAGE_UNREADABLE' | 'OCR_FAILED';

export class OcrError extends Error {
  constructor(
    readonly code: OcrErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OcrError';
  }
}
