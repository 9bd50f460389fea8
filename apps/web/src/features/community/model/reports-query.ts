import {
  COMMUNITY_PAGE_SIZE,
  type CommunityCategory,
  type CommunityVerifiedFilter,
} from '@scambuddy/contracts';

export interface ReportFilters {
  q: string;
  category: CommunityCategory | '';
  verified: CommunityVerifiedFilter;
}

export const NO_FILTERS: ReportFilters = { q: '', category: '', verified: '' };

/** Spec part 2 §7: q, category, verified (true, false or empty), limit 20, offset page × 20. */
export function reportsUrl(filters: ReportFilters, page: number): string {
  const params = new URLSearchParams({
    q: filters.q.trim(),
    category: filters.category,
    verified: filters.verified,
    limit: String(COMMUNITY_PAGE_SIZE),
    offset: String(page * COMMUNITY_PAGE_SIZE),
  });
  return `/api/community/reports?${params.toString()}`;
}
