import {
  FilterNewsResponseSchema,
  FilterOptionsResponseSchema,
  FilterTrendsResponseSchema,
} from '@scambuddy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INTEL_QUERY_ROOTS } from '../../../lib/live-updates-hook.js';
import { newsSearch, trendsSearch, type IntelFilters } from '../model/filters.js';
import { fetchParsed } from '../shared/read-json.js';

/** GET /api/filter/options: the categories, agencies, severities and sort keys to offer. */
export const filterOptionsQuery = queryOptions({
  queryKey: [INTEL_QUERY_ROOTS.filterOptions],
  queryFn: ({ signal }) =>
    fetchParsed(INTEL_QUERY_ROOTS.filterOptions, FilterOptionsResponseSchema, signal),
});

export function filterTrendsQuery(filters: IntelFilters) {
  const search = trendsSearch(filters);
  return queryOptions({
    queryKey: [INTEL_QUERY_ROOTS.filterTrends, search],
    queryFn: ({ signal }) =>
      fetchParsed(`${INTEL_QUERY_ROOTS.filterTrends}${search}`, FilterTrendsResponseSchema, signal),
    // Typing in the search box must not blank the list between answers.
    placeholderData: (previous) => previous,
  });
}

export function filterNewsQuery(filters: IntelFilters) {
  const search = newsSearch(filters);
  return queryOptions({
    queryKey: [INTEL_QUERY_ROOTS.filterNews, search],
    queryFn: ({ signal }) =>
      fetchParsed(`${INTEL_QUERY_ROOTS.filterNews}${search}`, FilterNewsResponseSchema, signal),
    placeholderData: (previous) => previous,
  });
}

export const useFilterOptions = () => useQuery(filterOptionsQuery);
export const useFilterTrends = (filters: IntelFilters) => useQuery(filterTrendsQuery(filters));
export const useFilterNews = (filters: IntelFilters) => useQuery(filterNewsQuery(filters));

/**
 * The snapshot date alone, for screens that list no items themselves (Data Sources): the smallest
 * filter answer carries it. Null once a collection has succeeded.
 */
export function useSnapshotAsOf() {
  const search = '?limit=1';
  return useQuery(
    queryOptions({
      queryKey: [INTEL_QUERY_ROOTS.filterTrends, search],
      queryFn: ({ signal }) =>
        fetchParsed(
          `${INTEL_QUERY_ROOTS.filterTrends}${search}`,
          FilterTrendsResponseSchema,
          signal,
        ),
      select: (answer) => answer.snapshotAsOf ?? null,
    }),
  );
}
