import {
  FilterNewsResponseSchema,
  FilterOptionsResponseSchema,
  FilterTrendsResponseSchema,
  SavedReportSchema,
} from '@scambuddy/contracts';
import { matchPath } from 'react-router';
import { paths } from '../app/paths.js';
import {
  filterNewsQuery,
  filterOptionsQuery,
  filterTrendsQuery,
} from '../features/intelligence/api/intelligence-queries.js';
import { EMPTY_FILTERS, newsSearch, trendsSearch } from '../features/intelligence/model/filters.js';
import { reportQueryOptions } from '../features/report/api/get-report.js';
import { INTEL_QUERY_ROOTS } from '../lib/live-updates-hook.js';

/**
 * One API answer a screen is drawn with on the server (decision 0046): where the server gets it
 * (its own route, in-process), and the query it fills, checked as the screen's own fetch checks it.
 */
export interface DataNeed {
  url: string;
  queryKey: readonly unknown[];
  parse(answer: unknown): unknown;
}

/**
 * The screens whose main content is data, drawn with it: a saved report (its score is what the
 * visitor came for) and the intelligence centre's first view (no filters). Every other screen is
 * drawn ahead without data.
 */
export function dataNeedsFor(rawPath: string): DataNeed[] {
  const path = decodeSegments(rawPath);
  if (path === undefined) return [];
  const report = matchPath(paths.report.path, path);
  if (report?.params.id) {
    // Drawn in English, as every page drawn ahead is; a reader of another language fetches theirs.
    const { queryKey } = reportQueryOptions(report.params.id);
    return [
      {
        url: queryKey.join('/'),
        queryKey,
        parse: (answer) => SavedReportSchema.parse(answer),
      },
    ];
  }
  if (matchPath(paths.unifiedTrends.path, path)) {
    return [
      {
        url: INTEL_QUERY_ROOTS.filterOptions,
        queryKey: filterOptionsQuery.queryKey,
        parse: (answer) => FilterOptionsResponseSchema.parse(answer),
      },
      {
        url: `${INTEL_QUERY_ROOTS.filterTrends}${trendsSearch(EMPTY_FILTERS)}`,
        queryKey: filterTrendsQuery(EMPTY_FILTERS).queryKey,
        parse: (answer) => FilterTrendsResponseSchema.parse(answer),
      },
      {
        url: `${INTEL_QUERY_ROOTS.filterNews}${newsSearch(EMPTY_FILTERS)}`,
        queryKey: filterNewsQuery(EMPTY_FILTERS).queryKey,
        parse: (answer) => FilterNewsResponseSchema.parse(answer),
      },
    ];
  }
  return [];
}

/** The path with each segment decoded, as the client's router matches it; undefined if broken. */
function decodeSegments(rawPath: string): string | undefined {
  try {
    return rawPath
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return undefined;
  }
}
