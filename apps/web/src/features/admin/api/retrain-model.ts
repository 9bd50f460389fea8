import { RetrainJobSchema, type RetrainJob } from '@scambuddy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, getQueryFn } from '../../../lib/api-client.js';
import { ADMIN_STATS_QUERY_KEY } from './get-admin-stats.js';

const readJson = getQueryFn({ on401: 'throw' });

/** How often a running job's progress is asked for (the one place this app polls; decision 0031). */
export const RETRAIN_POLL_MS = 1_000;

export async function startRetraining(): Promise<RetrainJob> {
  const response = await apiRequest('POST', '/api/admin/ml/restart');
  return RetrainJobSchema.parse(await response.json());
}

export function useStartRetraining() {
  return useMutation({ mutationFn: startRetraining });
}

export function retrainJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/admin/ml/jobs', encodeURIComponent(id)],
    queryFn: async (context) => RetrainJobSchema.parse(await readJson(context)),
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || query.state.data === undefined
        ? RETRAIN_POLL_MS
        : false,
  });
}

/** The job's progress while it runs; the stats are refreshed once it has finished. */
export function useRetrainJob(id: string | undefined) {
  const queryClient = useQueryClient();
  const job = useQuery({ ...retrainJobQueryOptions(id ?? ''), enabled: id !== undefined });
  const isFinished = job.data !== undefined && job.data.status !== 'running';
  useEffect(() => {
    if (isFinished) void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
  }, [isFinished, queryClient]);
  return job;
}
