import { LiveAlertsResponseSchema, StateBaselineResponseSchema } from '@scambuddy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INTEL_QUERY_ROOTS } from '../../../lib/live-updates-hook.js';
import { fetchParsed } from '../../intelligence/shared/read-json.js';

/** Part 2 §7: GET /api/heatmap/live-alerts is polled every 15 seconds and on Refresh. */
export const LIVE_ALERTS_POLL_MS = 15_000;

export function useLiveAlerts() {
  return useQuery(
    queryOptions({
      queryKey: [INTEL_QUERY_ROOTS.liveAlerts],
      queryFn: ({ signal }) =>
        fetchParsed(INTEL_QUERY_ROOTS.liveAlerts, LiveAlertsResponseSchema, signal),
      refetchInterval: LIVE_ALERTS_POLL_MS,
    }),
  );
}

/**
 * The cited per-state baseline (DELTAS row 5). It changes once a year, so it is read once; when
 * the server does not serve it the map simply leaves the figure out (null), never a made-up one.
 */
export function useStateBaseline() {
  return useQuery(
    queryOptions({
      queryKey: [INTEL_QUERY_ROOTS.stateBaseline],
      queryFn: async ({ signal }) => {
        try {
          return await fetchParsed(
            INTEL_QUERY_ROOTS.stateBaseline,
            StateBaselineResponseSchema,
            signal,
          );
        } catch {
          return null;
        }
      },
    }),
  );
}
