import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value.length === 0 ? undefined : value))
  .optional();

/**
 * The speech fragment of the server's environment schema (merge into `apps/server/src/config.ts`).
 * With nothing set, the local PocketSphinx provider is used; setting STT_URL selects the
 * OpenAI-compatible provider unless STT_PROVIDER says otherwise.
 */
export const SpeechConfigSchema = z
  .object({
    STT_PROVIDER: z.enum(['local', 'openai-compatible']).optional(),
    STT_URL: z.url({ protocol: /^https?$/ }).optional(),
    STT_API_KEY: optionalText,
    STT_MODEL: z.string().trim().min(1).default('whisper-1'),
    STT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  })
  .transform((env) => ({
    ...env,
    STT_PROVIDER: env.STT_PROVIDER ?? (env.STT_URL ? 'openai-compatible' : 'local'),
  }))
  .refine((env) => env.STT_PROVIDER !== 'openai-compatible' || env.STT_URL !== undefined, {
    message: 'STT_URL is required when STT_PROVIDER is openai-compatible',
    path: ['STT_URL'],
  });

export type SpeechConfig = z.infer<typeof SpeechConfigSchema>;
