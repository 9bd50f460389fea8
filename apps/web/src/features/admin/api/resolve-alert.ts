import { AdminAlertSchema } from '@scambuddy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { ADMIN_ALERTS_QUERY_KEY } from './get-admin-alerts.js';
import { ADMIN_STATS_QUERY_KEY } from './get-admin-stats.js';

export async function resolveAlert(id: string) {
  const response = await apiRequest('POST', `/api/admin/alerts/${encodeURIComponent(id)}/resolve`);
  return AdminAlertSchema.parse(await response.json());
}

export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAlert,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_ALERTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
    },
  });
}
