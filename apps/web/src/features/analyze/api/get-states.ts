import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.js';

const readJson = getQueryFn({ on401: 'throw' });

/** Spec part 1 §7: GET /api/states fills the state selector; the list never changes at runtime. */
export const statesQueryOptions = queryOptions({
  queryKey: ['/api/states'],
  queryFn: async (context) => {
    const body = await readJson(context);
    const { StatesResponseSchema } = await import('../../../lib/lazy-schemas.js');
    return StatesResponseSchema.parse(body);
  },
});

export function useStates() {
  return useQuery(statesQueryOptions);
}
