import { z } from 'zod';

export const ModelMetricsSchema = z.record(z.string(), z.number());

/** The committed model's JSON half; the hashed text weights sit beside it as Float32 (LE). */
export const ModelMetadataSchema = z.object({
  format: z.literal('scambuddy-logreg-v1'),
  version: z.string(),
  trainedAt: z.string(),
  seed: z.number().int(),
  hashBits: z.number().int().min(8).max(24),
  bias: z.number(),
  calibration: z.object({ a: z.number(), b: z.number() }),
  /** Learned weight of each signal, by id (the prior it started from is in the catalog). */
  signalWeights: z.record(z.string(), z.number()),
  corpus: z.object({
    files: z.array(z.object({ name: z.string(), sha256: z.string(), lines: z.number().int() })),
    examples: z.number().int(),
  }),
  training: z.record(z.string(), z.union([z.number(), z.string()])),
  metrics: ModelMetricsSchema,
  weightsFile: z.string(),
  weightsSha256: z.string(),
});
export type ModelMetadata = z.infer<typeof ModelMetadataSchema>;

/** A loaded model: what `analyzeMessage` needs, nothing read from disk at analysis time. */
export interface EngineModel {
  metadata: ModelMetadata;
  /** HASH_SIZE text weights followed by one weight per catalog signal. */
  weights: Float32Array;
}
