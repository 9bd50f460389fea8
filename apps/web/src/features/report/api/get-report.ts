import { SavedReportSchema } from '@scambuddy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.js';

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
