import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.js';

/**
 * Spec part 1 §9: no automatic retries for queries or mutations, data never becomes stale, no
 * refetch on window focus, no polling. Screens refresh by invalidating what they changed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
