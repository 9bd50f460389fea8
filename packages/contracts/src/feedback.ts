import { z } from 'zod';
import { FeedbackLabelSchema, type FeedbackLabel } from './dashboard.js';
import { LOW_RISK_MAX_SCORE, MODERATE_RISK_MAX_SCORE } from './rules.js';

/**
 * "Was this right?" under every result (issue 5). Anyone may answer once per analysis: a signed-in
 * person once per account, an anonymous visitor once per browser (a random token the browser keeps
 * in local storage; the server stores only its SHA-256). The answer is a label for retraining; its
 * text is only available when the analysis kept its text, i.e. for signed-in people.
 */
export const FEEDBACK_VOTER_TOKEN_LENGTH = { min: 16, max: 128 } as const;

export const FeedbackBodySchema = z.object({
  verdict: FeedbackLabelSchema,
  /** Anonymous visitors only: the browser's random token. Ignored when signed in. */
  voterToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"')
    .min(FEEDBACK_VOTER_TOKEN_LENGTH.min)
    .max(FEEDBACK_VOTER_TOKEN_LENGTH.max)
    .optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

export const FeedbackParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * `recorded` is false when this voter had already answered: the first answer stands and is
 * returned as `verdict`.
 */
export const FeedbackResponseSchema = z.object({
  verdict: FeedbackLabelSchema,
  recorded: z.boolean(),
});
export type FeedbackResponse = z.infer<typeof FeedbackResponseSchema>;

/** Writes per client address and minute; generous for people, tight for scripts. */
export const FEEDBACK_RATE_LIMIT_PER_MINUTE = 20;

/**
 * Whether a label agrees with the engine's verdict: HIGH risk means "scam" and LOW risk means "not
 * a scam"; a MODERATE result made no claim either way, so it is left out (null).
 */
export function feedbackAgrees(verdict: FeedbackLabel, scamScore: number): boolean | null {
  if (scamScore > MODERATE_RISK_MAX_SCORE) return verdict === 'scam';
  if (scamScore <= LOW_RISK_MAX_SCORE) return verdict === 'not_scam';
  return null;
}
