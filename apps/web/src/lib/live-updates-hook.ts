import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../components/ui/toast-store.js';
import { connectLiveUpdates, liveUpdatesUrl, type SocketLike } from './live-updates.js';

/**
 * The first segment of every intelligence query key. A `cache-updated` push invalidates them all,
 * so whichever intelligence screen is open refetches at once (spec part 2 §7 names the unified
 * heatmap query; the other screens show the same items and would otherwise wait for their poll).
 */
export const INTEL_QUERY_ROOTS = {
  filterOptions: '/api/filter/options',
  filterTrends: '/api/filter/trends',
  filterNews: '/api/filter/news',
  trends: '/api/trends',
  liveAlerts: '/api/heatmap/live-alerts',
  unifiedHeatmap: '/api/unified-trends-heatmap',
  dataSources: '/api/v2/data-sources',
  stateBaseline: '/api/intel/state-baseline',
} as const;

const intelRoots = new Set<unknown>(Object.values(INTEL_QUERY_ROOTS));

export function isIntelQueryKey(queryKey: readonly unknown[]): boolean {
  return intelRoots.has(queryKey[0]);
}

function createBrowserSocket(url: string): SocketLike {
  return new WebSocket(url);
}

/**
 * Keeps a `/ws` connection while the calling screen is mounted; on `cache-updated` it refetches
 * the intelligence queries and shows the Live Update toast (spec part 2 §7, §8).
 */
export function useLiveUpdates(createSocket: (url: string) => SocketLike = createBrowserSocket) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('intelligence');
  useEffect(() => {
    if (typeof WebSocket === 'undefined' && createSocket === createBrowserSocket) return;
    const connection = connectLiveUpdates({
      url: liveUpdatesUrl(window.location),
      createSocket,
      onCacheUpdated: (message) => {
        void queryClient.invalidateQueries({
          predicate: (query) => isIntelQueryKey(query.queryKey),
        });
        toast({
          title: t('liveUpdate.title'),
          description: t('liveUpdate.description', { count: message.newAlerts }),
        });
      },
    });
    return () => connection.stop();
  }, [queryClient, t, createSocket]);
}
