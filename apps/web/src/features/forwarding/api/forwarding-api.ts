import {
  ForwardingIdentitySchema,
  ForwardingOverviewSchema,
  ForwardingStatusSchema,
  type ForwardingIdentity,
  type ForwardingLinkBody,
} from '@scambuddy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '../../../lib/api-client.js';

export const FORWARDING_QUERY_KEY = ['/api/forwarding'] as const;
export const FORWARDING_STATUS_QUERY_KEY = ['/api/admin/forwarding'] as const;

const readJson = getQueryFn({ on401: 'throw' });

/** The HTTP status of a failed request (errors read "{status}: {body}"), or null. */
export function failedStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}):/.exec(error.message);
  return match ? Number(match[1]) : null;
}

export function useForwardingOverview() {
  return useQuery({
    queryKey: FORWARDING_QUERY_KEY,
    queryFn: async (context) => ForwardingOverviewSchema.parse(await readJson(context)),
    staleTime: 0,
    retry: false,
  });
}

export function useForwardingStatus() {
  return useQuery({
    queryKey: FORWARDING_STATUS_QUERY_KEY,
    queryFn: async (context) => ForwardingStatusSchema.parse(await readJson(context)),
    refetchInterval: 30_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FORWARDING_QUERY_KEY });
}

export function useStartLink() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: ForwardingLinkBody): Promise<ForwardingIdentity> => {
      const response = await apiRequest('POST', '/api/forwarding/identities', body);
      return ForwardingIdentitySchema.parse(await response.json());
    },
    onSuccess: invalidate,
  });
}

export function useConfirmLink() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, code }: { id: string; code: string }) => {
      const response = await apiRequest(
        'POST',
        `/api/forwarding/identities/${encodeURIComponent(id)}/confirm`,
        { code },
      );
      return ForwardingIdentitySchema.parse(await response.json());
    },
    onSuccess: invalidate,
  });
}

export function useUnlink() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await apiRequest(
        'DELETE',
        `/api/forwarding/identities/${encodeURIComponent(id)}`,
      );
      await response.text();
    },
    onSuccess: invalidate,
  });
}
