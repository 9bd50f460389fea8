import { z } from 'zod';

/**
 * The most pixels handed to Tesseract by default (OCR_MAX_PIXELS): a 5K monitor's screenshot
 * (14.7 MP) is barely shrunk, a 1440×3200 phone screenshot (4.6 MP) is read at full size.
 */
export const DEFAULT_OCR_MAX_PIXELS = 16_000_000;

/**
 * The OCR fragment of the server's environment schema (merge into `apps/server/src/config.ts`).
 * Two workers match the two cores of the reference machine; raise it on bigger machines.
 */
export const OcrConfigSchema = z.object({
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  OCR_JOB_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
  // Issue 18 (decision 0050): the most pixels Tesseract is given after any resize, and each
  // client address's share of the readers: screenshots read at once, and reading time per
  // OCR_CLIENT_WINDOW_MS.
  OCR_MAX_PIXELS: z.coerce
    .number()
    .int()
    .min(1_000_000)
    .max(40_000_000)
    .default(DEFAULT_OCR_MAX_PIXELS),
  OCR_JOBS_PER_CLIENT: z.coerce.number().int().min(1).max(64).default(1),
  OCR_TIME_PER_CLIENT_MS: z.coerce.number().int().min(1_000).default(120_000),
});

/** The window OCR_TIME_PER_CLIENT_MS is counted over. */
export const OCR_CLIENT_WINDOW_MS = 10 * 60_000;
export type OcrConfig = z.infer<typeof OcrConfigSchema>;
