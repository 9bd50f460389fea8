import { z } from 'zod';
import { ANALYSIS_MAX_CHARS, AnalysisResultSchema } from './analysis.js';
import { LanguageCodeSchema } from './languages.js';
import { UsStateCodeSchema } from './states.js';
import { ChannelSchema } from './taxonomy.js';

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
  /** Language the result texts are written in (issue 8); default English. */
  language: LanguageCodeSchema.optional(),
});
export type AnalyzeTextBody = z.infer<typeof AnalyzeTextBodySchema>;

/** The text fields that come with a screenshot in the multipart form. */
export const AnalyzeImageFieldsSchema = z.object({
  inputType: z.literal('image', { error: 'must be "image" for a screenshot upload' }),
  state: UsStateCodeSchema.optional(),
  channel: ChannelSchema.optional(),
  language: LanguageCodeSchema.optional(),
});
export type AnalyzeImageFields = z.infer<typeof AnalyzeImageFieldsSchema>;

/** Spec part 1 §3 "Analysis response": the answer of POST /api/analyze. */
export const AnalyzeResponseSchema = z.object({
  result: AnalysisResultSchema,
  analysisId: z.string().min(1),
  /** A screenshot's text as read (OCR and QR links), shown so a misreading can be corrected. */
  readText: z.string().optional(),
});
export type AnalyzeResponse = z.infer<typeof AnalyzeResponseSchema>;

/** Spec part 1 §3 "Saved report": what a share link opens (GET /api/report/{id}). */
export const SavedReportSchema = z.object({
  id: z.string().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  result: AnalysisResultSchema,
  /** The text read from the screenshot: only for the signed-in person who checked it (issue 19). */
  readText: z.string().optional(),
});
export type SavedReport = z.infer<typeof SavedReportSchema>;

/**
 * GET /api/report/{id}?language=…: the report's texts in that language (a shared report opened
 * by someone who reads another); without it, in the language it was checked in.
 */
export const ReportQuerySchema = z.object({
  language: LanguageCodeSchema.optional(),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** Spec part 1 §3 "Transcription response" (POST /api/transcribe). */
export const TranscriptionResponseSchema = z.object({ text: z.string() });
export type TranscriptionResponse = z.infer<typeof TranscriptionResponseSchema>;
