import { UsStateSchema } from '@scambuddy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getQueryFn } from '../../../lib/api-client.js';

const StatesResponseSchema = z.array(UsStateSchema);

const readJson = getQueryFn({ on401: 'throw' });

/** Spec part 1 §7: GET /api/states fills the state selector; the list never changes at runtime. */
export const statesQueryOptions = queryOptions({
  queryKey: ['/api/states'],
  queryFn: async (context) => StatesResponseSchema.parse(await readJson(context)),
});

export function useStates() {
  return useQuery(statesQueryOptions);
}
