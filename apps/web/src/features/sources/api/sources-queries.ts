import { AdminIntelActionResponseSchema, DataSourcesResponseSchema } from '@scambuddy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { INTEL_QUERY_ROOTS, isIntelQueryKey } from '../../../lib/live-updates-hook.js';
import { fetchParsed } from '../../intelligence/shared/read-json.js';

/** Part 2 §7: the sources page polls GET /api/v2/data-sources every minute. */
export const SOURCES_POLL_MS = 60_000;

export function useDataSources() {
  return useQuery(
    queryOptions({
      queryKey: [INTEL_QUERY_ROOTS.dataSources],
      queryFn: ({ signal }) =>
        fetchParsed(INTEL_QUERY_ROOTS.dataSources, DataSourcesResponseSchema, signal),
      refetchInterval: SOURCES_POLL_MS,
    }),
  );
}

export type AdminIntelAction = 'initialize-sources' | 'collect-all-data';

/**
 * Part 2 §2.10, §7: POST /api/admin/initialize-sources or /collect-all-data (admin only, enforced
 * by the server); on success every intelligence screen's data is refetched.
 */
export function useAdminIntelAction(action: AdminIntelAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await apiRequest('POST', `/api/admin/${action}`);
      return AdminIntelActionResponseSchema.parse(await response.json());
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isIntelQueryKey(query.queryKey) }),
  });
}
