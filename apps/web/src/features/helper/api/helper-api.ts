import {
  HelperAcceptedSchema,
  HelperAlertsSchema,
  HelperInviteCreatedSchema,
  HelperInvitePreviewSchema,
  HelperOverviewSchema,
  HelperPersonResultsSchema,
  type HelperInviteCreated,
} from '@scambuddy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';

export const HELPER_QUERY_KEY = ['/api/helper'] as const;
export const HELPER_ALERTS_QUERY_KEY = ['/api/helper/alerts'] as const;

/** How often open screens ask whether a new alert arrived (no push needed for a few people). */
export const HELPER_POLL_MS = 15_000;

async function getJson(url: string): Promise<unknown> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as unknown;
}

/** A change whose answer is only "ok": the body is read so the request counts as finished. */
async function send(method: string, url: string, body?: unknown): Promise<void> {
  const response = await apiRequest(method, url, body);
  await response.text();
}

/** The HTTP status of a failed request (errors read "{status}: {body}"), or null. */
export function statusOf(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}):/.exec(error.message);
  return match ? Number(match[1]) : null;
}

export function useHelperOverview() {
  return useQuery({
    queryKey: HELPER_QUERY_KEY,
    queryFn: async () => HelperOverviewSchema.parse(await getJson(HELPER_QUERY_KEY[0])),
    staleTime: 0,
    refetchInterval: HELPER_POLL_MS,
    retry: false,
  });
}

export function useHelperAlerts(enabled = true) {
  return useQuery({
    queryKey: HELPER_ALERTS_QUERY_KEY,
    queryFn: async () => HelperAlertsSchema.parse(await getJson(HELPER_ALERTS_QUERY_KEY[0])),
    staleTime: 0,
    refetchInterval: HELPER_POLL_MS,
    enabled,
    retry: false,
  });
}

export function useInvitePreview(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/helper/accept', token],
    queryFn: async () =>
      HelperInvitePreviewSchema.parse(
        await getJson(`/api/helper/accept/${encodeURIComponent(token)}`),
      ),
    enabled,
    retry: false,
  });
}

export function usePersonResults(linkId: string) {
  return useQuery({
    queryKey: ['/api/helper/people', linkId, 'results'],
    queryFn: async () =>
      HelperPersonResultsSchema.parse(
        await getJson(`/api/helper/people/${encodeURIComponent(linkId)}/results`),
      ),
    staleTime: 0,
    refetchInterval: HELPER_POLL_MS,
    retry: false,
  });
}

/** After any change, everything about helpers is read again. */
function useInvalidateHelper() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: HELPER_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: HELPER_ALERTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['/api/helper/people'] }),
    ]);
}

export function useCreateInvite() {
  const invalidate = useInvalidateHelper();
  return useMutation({
    mutationFn: async (): Promise<HelperInviteCreated> => {
      const response = await apiRequest('POST', '/api/helper/invites');
      return HelperInviteCreatedSchema.parse(await response.json());
    },
    onSuccess: invalidate,
  });
}

export function useWithdrawInvite() {
  const invalidate = useInvalidateHelper();
  return useMutation({
    mutationFn: async (id: string) => {
      await send('DELETE', `/api/helper/invites/${encodeURIComponent(id)}`);
    },
    onSuccess: invalidate,
  });
}

export function useAcceptInvite() {
  const invalidate = useInvalidateHelper();
  return useMutation({
    mutationFn: async (token: string) => {
      const response = await apiRequest('POST', `/api/helper/accept/${encodeURIComponent(token)}`, {
        consent: true,
      });
      return HelperAcceptedSchema.parse(await response.json());
    },
    onSuccess: invalidate,
  });
}

export function useSetShareText() {
  const invalidate = useInvalidateHelper();
  return useMutation({
    mutationFn: async ({ linkId, shareText }: { linkId: string; shareText: boolean }) => {
      await send('PATCH', `/api/helper/links/${encodeURIComponent(linkId)}`, { shareText });
    },
    onSuccess: invalidate,
  });
}

export function useEndLink() {
  const invalidate = useInvalidateHelper();
  return useMutation({
    mutationFn: async (linkId: string) => {
      await send('POST', `/api/helper/links/${encodeURIComponent(linkId)}/end`);
    },
    onSuccess: invalidate,
  });
}

/** Opening a person's results marks that link's alerts read. */
export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => {
      await send('POST', `/api/helper/people/${encodeURIComponent(linkId)}/read`);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: HELPER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: HELPER_ALERTS_QUERY_KEY }),
      ]),
  });
}
