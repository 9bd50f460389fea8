import {
  ANALYSIS_MAX_CHARS,
  AnalysisResultSchema,
  ChannelSchema,
  UsStateCodeSchema,
} from '@scambuddy/contracts';
import { z } from 'zod';

/** Spec part 1 §7: typed text and call transcripts arrive as JSON; screenshots as multipart. */
export const AnalyzeTextBodySchema = z.object({
  inputType: z.enum(['text', 'transcript'], {
    error: 'must be "text" or "transcript" (send a screenshot as multipart form data)',
  }),
  text: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'enter the message to check; it is empty')
    .max(
      ANALYSIS_MAX_CHARS,
      `the message is longer than ${ANALYSIS_MAX_CHARS.toLocaleString('en-US')} characters`,
    ),
  state: UsStateCodeSchema.optional(),
  channel: ChannelSchema.optional(),
});
export type AnalyzeTextBody = z.infer<typeof AnalyzeTextBodySchema>;

/** The text fields that come with a screenshot in the multipart form. */
export const AnalyzeImageFieldsSchema = z.object({
  inputType: z.literal('image', { error: 'must be "image" for a screenshot upload' }),
  state: UsStateCodeSchema.optional(),
  channel: ChannelSchema.optional(),
});
export type AnalyzeImageFields = z.infer<typeof AnalyzeImageFieldsSchema>;

export const AnalyzeResponseSchema = z.object({
  result: AnalysisResultSchema,
  analysisId: z.string(),
});
export type AnalyzeResponse = z.infer<typeof AnalyzeResponseSchema>;
