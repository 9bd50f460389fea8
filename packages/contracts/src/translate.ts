import { z } from 'zod';
import { LanguageCodeSchema } from './languages.js';

/** Longest free text one request may translate (a news summary or a community report). */
export const TRANSLATE_MAX_CHARS = 5_000;

/** `POST /api/translate`: free text no catalog holds (DELTAS row 8). */
export const TranslateRequestSchema = z.object({
  text: z
    .string({ error: 'Required' })
    .max(TRANSLATE_MAX_CHARS, `the text is longer than ${TRANSLATE_MAX_CHARS} characters`),
  targetLanguage: LanguageCodeSchema,
  /** Absent: the provider detects it. */
  sourceLanguage: LanguageCodeSchema.optional(),
});
export type TranslateRequest = z.infer<typeof TranslateRequestSchema>;

/**
 * Why a text came back untouched: too short to translate, already in the target language, no
 * provider configured, or the provider failed. The reader then sees the original.
 */
export const TranslationSkipReasonSchema = z.enum([
  'too_short',
  'same_language',
  'no_provider',
  'provider_failed',
]);
export type TranslationSkipReason = z.infer<typeof TranslationSkipReasonSchema>;

export const TranslateResponseSchema = z.discriminatedUnion('translated', [
  z.object({
    translated: z.literal(true),
    text: z.string(),
    /** Served from the translation memory instead of the provider. */
    cached: z.boolean(),
  }),
  z.object({
    translated: z.literal(false),
    /** The original text, unchanged. */
    text: z.string(),
    reason: TranslationSkipReasonSchema,
  }),
]);
export type TranslateResponse = z.infer<typeof TranslateResponseSchema>;
