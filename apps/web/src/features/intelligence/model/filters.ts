import { NewsSortBySchema, type IntelSeverity } from '@scambuddy/contracts';
import { queryString } from '../shared/read-json.js';

/**
 * The intelligence centre's filters (part 1 §2.9): search, category, agency, severity (trends tab
 * only) and sort. Each list filter is one choice in the screen but goes out comma-joined, as the
 * API reads lists (part 1 §7).
 */
export interface IntelFilters {
  q: string;
  category: string;
  agency: string;
  severity: IntelSeverity | '';
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

export const EMPTY_FILTERS: IntelFilters = {
  q: '',
  category: '',
  agency: '',
  severity: '',
  sortBy: '',
  sortOrder: 'desc',
};

export function hasActiveFilters(filters: IntelFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.category !== '' ||
    filters.agency !== '' ||
    filters.severity !== '' ||
    filters.sortBy !== ''
  );
}

function sortParams(filters: IntelFilters) {
  // The order only means something with a key; without one the server's default order applies.
  return filters.sortBy === '' ? {} : { sortBy: filters.sortBy, sortOrder: filters.sortOrder };
}

/** Query string of GET /api/filter/trends: category, severity, agency, q, sortBy, sortOrder. */
export function trendsSearch(filters: IntelFilters): string {
  return queryString({
    category: filters.category,
    severity: filters.severity,
    agency: filters.agency,
    q: filters.q.trim(),
    ...sortParams(filters),
  });
}

/**
 * Query string of GET /api/filter/news: category, agency, q, sortBy, sortOrder (no severity).
 * News has no severity or impact, so those sort keys fall back to the server's default order
 * instead of being sent (the server refuses unknown keys with a 400).
 */
export function newsSearch(filters: IntelFilters): string {
  const newsSort = NewsSortBySchema.safeParse(filters.sortBy).success ? sortParams(filters) : {};
  return queryString({
    category: filters.category,
    agency: filters.agency,
    q: filters.q.trim(),
    ...newsSort,
  });
}
