import { TrendsUpdateResponseSchema } from '@scambuddy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { ADMIN_STATS_QUERY_KEY } from './get-admin-stats.js';

export async function updateTrends() {
  const response = await apiRequest('POST', '/api/admin/trends/update');
  return TrendsUpdateResponseSchema.parse(await response.json());
}

/** Spec part 1 §7: on success the stats are refreshed. */
export function useUpdateTrends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrends,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
  });
}
