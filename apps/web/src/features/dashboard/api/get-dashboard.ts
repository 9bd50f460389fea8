import { DashboardPayloadSchema } from '@scambuddy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.js';

const readJson = getQueryFn({ on401: 'throw' });

export const DASHBOARD_QUERY_KEY = ['/api/user/dashboard'] as const;

/** `GET /api/user/dashboard` (spec part 1 §7), checked against the shared contract. */
export const dashboardQueryOptions = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  // Every new analysis changes it, so it is read again whenever the screen opens.
  staleTime: 0,
  queryFn: async (context) => DashboardPayloadSchema.parse(await readJson(context)),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
