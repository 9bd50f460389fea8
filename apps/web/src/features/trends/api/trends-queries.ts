import {
  DataSourcesResponseSchema,
  LiveAlertsResponseSchema,
  TrendsResponseSchema,
} from '@scambuddy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INTEL_QUERY_ROOTS } from '../../../lib/live-updates-hook.js';
import { fetchParsed } from '../../intelligence/shared/read-json.js';

/** Part 2 §7 polling intervals of the trends screens. */
export const TRENDS_POLL_MS = 5 * 60_000;
export const TRENDS_PAGE_SOURCES_POLL_MS = 5 * 60_000;
export const LIVE_TRENDS_SOURCES_POLL_MS = 60_000;
export const UNIFIED_HEATMAP_POLL_MS = 30_000;

/** GET /api/trends, polled every 5 minutes (Scam Trends and News). */
export function useTrends() {
  return useQuery(
    queryOptions({
      queryKey: [INTEL_QUERY_ROOTS.trends],
      queryFn: ({ signal }) => fetchParsed(INTEL_QUERY_ROOTS.trends, TrendsResponseSchema, signal),
      refetchInterval: TRENDS_POLL_MS,
    }),
  );
}

/** GET /api/v2/data-sources at the screen's own interval (5 minutes on trends, 1 on live trends). */
export function useDataSources(pollMs: number) {
  return useQuery(
    queryOptions({
      queryKey: [INTEL_QUERY_ROOTS.dataSources],
      queryFn: ({ signal }) =>
        fetchParsed(INTEL_QUERY_ROOTS.dataSources, DataSourcesResponseSchema, signal),
      refetchInterval: pollMs,
    }),
  );
}

/** GET /api/unified-trends-heatmap, polled every 30 seconds (Live Trends). */
export function useUnifiedHeatmap() {
  return useQuery(
    queryOptions({
      queryKey: [INTEL_QUERY_ROOTS.unifiedHeatmap],
      queryFn: ({ signal }) =>
        fetchParsed(INTEL_QUERY_ROOTS.unifiedHeatmap, LiveAlertsResponseSchema, signal),
      refetchInterval: UNIFIED_HEATMAP_POLL_MS,
    }),
  );
}
