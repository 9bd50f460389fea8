import { AdminAlertListSchema } from '@scambuddy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.js';

const readJson = getQueryFn({ on401: 'throw' });

export const ADMIN_ALERTS_QUERY_KEY = ['/api/admin/alerts'] as const;

/** Spec part 1 §7 `GET /api/admin/alerts`: unresolved first, then the latest resolved. */
export const adminAlertsQueryOptions = queryOptions({
  queryKey: ADMIN_ALERTS_QUERY_KEY,
  queryFn: async (context) => AdminAlertListSchema.parse(await readJson(context)),
});

export function useAdminAlerts() {
  return useQuery(adminAlertsQueryOptions);
}
