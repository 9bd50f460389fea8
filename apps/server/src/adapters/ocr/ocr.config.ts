import { z } from 'zod';

/**
 * The OCR fragment of the server's environment schema (merge into `apps/server/src/config.ts`).
 * Two workers match the two cores of the reference machine; raise it on bigger machines.
 */
export const OcrConfigSchema = z.object({
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  OCR_JOB_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
});
export type OcrConfig = z.infer<typeof OcrConfigSchema>;
