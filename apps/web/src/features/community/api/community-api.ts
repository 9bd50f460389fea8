import {
  CommunityReportsResponseSchema,
  CommunityStatsSchema,
  CommunitySubmitResponseSchema,
  ErrorBodySchema,
  HelpfulVoteResponseSchema,
  type CommunityReportSubmissionInput,
  type CommunityReportsResponse,
  type CommunityStats,
  type CommunitySubmitResponse,
  type HelpfulVoteResponse,
} from '@scambuddy/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { reportsUrl, type ReportFilters } from '../model/reports-query.js';

export const STATS_KEY = ['/api/community/stats'] as const;
export const REPORTS_KEY = ['/api/community/reports'] as const;

/** A refused submission: the status, and the server's code and message when it sent them. */
export class SubmitReportError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${serverMessage ?? 'Failed to submit report'}`);
    this.name = 'SubmitReportError';
  }
}

export function useCommunityStats() {
  return useQuery({
    queryKey: STATS_KEY,
    queryFn: async (): Promise<CommunityStats> => {
      const response = await apiRequest('GET', STATS_KEY[0]);
      return CommunityStatsSchema.parse(await response.json());
    },
  });
}

/**
 * The list, one page of 20 per "Load More Reports" (§4): page 0 first, the next page while the
 * server says hasMore. Other filters are another query, so they start again at page 0.
 */
export function useCommunityReports(filters: ReportFilters) {
  return useInfiniteQuery<
    CommunityReportsResponse,
    Error,
    InfiniteData<CommunityReportsResponse, number>,
    readonly [string, ReportFilters],
    number
  >({
    queryKey: [REPORTS_KEY[0], filters] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const response = await apiRequest('GET', reportsUrl(filters, pageParam));
      return CommunityReportsResponseSchema.parse(await response.json());
    },
    getNextPageParam: (last, _all, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
  });
}

async function postReport(input: CommunityReportSubmissionInput): Promise<CommunitySubmitResponse> {
  const response = await fetch('/api/community/reports', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!response.ok) {
    const body = ErrorBodySchema.safeParse(await response.json().catch(() => null));
    throw new SubmitReportError(
      response.status,
      body.success ? body.data.code : null,
      body.success ? body.data.message : null,
    );
  }
  return CommunitySubmitResponseSchema.parse(await response.json());
}

/** §7: on success the reports and the stats are fetched again. */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReport,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: STATS_KEY }),
      ]);
    },
  });
}

export function useMarkHelpful() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reportId: string): Promise<HelpfulVoteResponse> => {
      const response = await apiRequest('POST', `/api/community/reports/${reportId}/helpful`);
      return HelpfulVoteResponseSchema.parse(await response.json());
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
    },
  });
}
