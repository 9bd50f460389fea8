import { HistoryPayloadSchema } from '@scambuddy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.js';

const readJson = getQueryFn({ on401: 'throw' });

export const HISTORY_QUERY_KEY = ['/api/user/history'] as const;

/** `GET /api/user/history` (spec part 1 §7): every analysis of the person, newest first. */
export const historyQueryOptions = queryOptions({
  queryKey: HISTORY_QUERY_KEY,
  // Every new analysis changes it, so it is read again whenever the screen opens.
  staleTime: 0,
  queryFn: async (context) => HistoryPayloadSchema.parse(await readJson(context)),
});

export function useHistory() {
  return useQuery(historyQueryOptions);
}
