import { AdminStatsSchema } from '@scambuddy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.js';

const readJson = getQueryFn({ on401: 'throw' });

export const ADMIN_STATS_QUERY_KEY = ['/api/admin/stats'] as const;

/** Spec part 1 §7 `GET /api/admin/stats`; on failure the page shows an error, never sample figures. */
export const adminStatsQueryOptions = queryOptions({
  queryKey: ADMIN_STATS_QUERY_KEY,
  queryFn: async (context) => AdminStatsSchema.parse(await readJson(context)),
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
