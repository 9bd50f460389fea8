import { AnalysisResultSchema } from '@scambuddy/contracts';
import { z } from 'zod';

/** Spec part 1 §3 "Saved report": what a share link opens. */
export const SavedReportSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  result: AnalysisResultSchema,
});
export type SavedReport = z.infer<typeof SavedReportSchema>;

export const ReportParamsSchema = z.object({ id: z.string() });
