export { createOcrService } from './ocr.service.js';
export type { OcrServiceOptions } from './ocr.service.js';
export { createFakeOcrService } from './ocr.fake.js';
export { OcrConfigSchema } from './ocr.config.js';
export type { OcrConfig } from './ocr.config.js';
export { OcrError } from './ocr.types.js';
export type { OcrErrorCode, OcrLine, OcrResult, OcrService } from './ocr.types.js';
export { rejoinSplitUrls } from './rejoin-urls.js';
