import {
  RecoveryContactsResponseSchema,
  type RecoveryPayment,
  type ScamType,
} from '@scambuddy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';

export interface RecoveryContactsRequest {
  payment: RecoveryPayment | null;
  state: string;
  scamType: ScamType;
  organisations: readonly string[];
}

/** The query string of GET /api/contacts/recovery; empty parts left out. */
export function recoveryContactsUrl(
  request: Omit<RecoveryContactsRequest, 'payment'> & {
    payment: RecoveryPayment;
  },
): string {
  const params = new URLSearchParams({ payment: request.payment, scamType: request.scamType });
  if (request.state) params.set('state', request.state);
  if (request.organisations.length > 0) {
    params.set('organisations', request.organisations.join(',').slice(0, 1_000));
  }
  return `/api/contacts/recovery?${params.toString()}`;
}

/**
 * GET /api/contacts/recovery: the sourced contacts for this payment and state, chosen by the
 * engine's rules on the server (the client never carries the directory). Asked for once a
 * payment is chosen.
 */
export function useRecoveryContacts(request: RecoveryContactsRequest) {
  const { payment } = request;
  return useQuery({
    queryKey: [
      '/api/contacts/recovery',
      payment,
      request.state,
      request.scamType,
      request.organisations,
    ],
    enabled: payment !== null,
    queryFn: async () => {
      if (payment === null) throw new Error('No payment chosen');
      const response = await apiRequest('GET', recoveryContactsUrl({ ...request, payment }));
      return RecoveryContactsResponseSchema.parse(await response.json());
    },
  });
}
