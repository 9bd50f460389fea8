import { FederalContactsResponseSchema } from '@scambuddy/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/api-client.js';

const readJson = getQueryFn({ on401: 'throw' });

/**
 * GET /api/contacts/federal: the five fixed federal contacts of spec part 1 §9, fetched only once
 * the person opens "Show All Federal Resources" (the results of both the analyze and the saved
 * report screens use it, so it lives beside the shared results components).
 */
export function useFederalContacts(isWanted: boolean) {
  return useQuery({
    queryKey: ['/api/contacts/federal'],
    queryFn: async (context) => FederalContactsResponseSchema.parse(await readJson(context)),
    enabled: isWanted,
  });
}
