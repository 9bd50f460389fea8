import { AnalysisResultSchema } from '@scambuddy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getQueryFn } from '../../../lib/api-client.js';

/** Spec part 1 §3: a saved report. */
export const SavedReportSchema = z.object({
  id: z.string().min(1),
  createdAt: z.string().min(1),
  result: AnalysisResultSchema,
});
export type SavedReport = z.infer<typeof SavedReportSchema>;

const readJson = getQueryFn({ on401: 'throw' });

export function reportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/report', encodeURIComponent(id)],
    queryFn: async (context) => SavedReportSchema.parse(await readJson(context)),
  });
}

export function useReport(id: string) {
  return useQuery(reportQueryOptions(id));
}
