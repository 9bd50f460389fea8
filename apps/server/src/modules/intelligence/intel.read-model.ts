import {
  US_STATE_CODES,
  type CollectionAttempt,
  type DataSource,
  type DataSourcesResponse,
  type FilterNewsQuery,
  type FilterOptionsResponse,
  type FilterStatistics,
  type FilterTrend,
  type FilterTrendsQuery,
  type IntelCategory,
  type IntelSeverity,
  type IntelSource,
  type LiveAlert,
  type LiveAlertsResponse,
  type NewsItem,
  type NewsStatistics,
  type SnapshotAsOf,
  type TrendsResponse,
  type TrendStatistics,
  type IntelItem,
  IntelCategorySchema,
  IntelSeveritySchema,
} from '@scambuddy/contracts';
import { sourceHealth } from './source-reliability.js';

/**
 * Everything the intelligence endpoints answer, computed from one in-memory view of the stored
 * items and source statuses (pure: no I/O, no clock). The service rebuilds the view when a
 * collection adds items, and caches each answer until then.
 */

/** A stored item as the endpoints read it. */
export type ViewItem = Omit<IntelItem, 'contentHash'> & {
  /** Lower-cased title, summary and agency, for search. */
  searchText: string;
  sourceName: string;
  reliability: number;
  /** Milliseconds of publishedAt, or -Infinity for an undated item (sorted last). */
  publishedMs: number;
  fetchedAt: string;
};

export interface IntelView {
  /** Newest first. */
  items: ViewItem[];
  sources: DataSource[];
  agencies: string[];
  snapshotAsOf: SnapshotAsOf | null;
  /** Last successful collection of any source. */
  lastUpdate: string | null;
}

export interface SourceState {
  lastChecked: string | null;
  lastSuccessful: string | null;
  errorCount: number;
}

export function buildView(input: {
  registry: readonly IntelSource[];
  states: ReadonlyMap<string, SourceState>;
  attempts: ReadonlyMap<string, CollectionAttempt[]>;
  items: readonly (IntelItem & { fetchedAt: string })[];
  snapshotAsOf: SnapshotAsOf | null;
}): IntelView {
  const itemCounts = new Map<string, number>();
  for (const item of input.items) {
    itemCounts.set(item.sourceId, (itemCounts.get(item.sourceId) ?? 0) + 1);
  }
  const sources: DataSource[] = input.registry.map((source) => {
    const state = input.states.get(source.id);
    const health = sourceHealth(source.isActive, input.attempts.get(source.id) ?? []);
    return {
      id: source.id,
      name: source.name,
      agency: source.agency,
      sourceType: source.sourceType,
      isActive: source.isActive,
      errorCount: state?.errorCount ?? health.errorCount,
      lastChecked: state?.lastChecked ?? health.lastChecked,
      lastSuccessful: state?.lastSuccessful ?? health.lastSuccessful,
      itemCount: itemCounts.get(source.id) ?? 0,
      reliability: health.reliability,
    };
  });
  const sourceById = new Map(sources.map((source) => [source.id, source]));
  const items: ViewItem[] = input.items.map((item) => {
    const source = sourceById.get(item.sourceId);
    const { contentHash: _hash, ...rest } = item;
    return {
      ...rest,
      searchText: [item.title, item.summary, item.agency].join('\n').toLowerCase(),
      sourceName: source?.name ?? item.agency,
      reliability: source?.reliability ?? 0.5,
      publishedMs: item.publishedAt === null ? -Infinity : Date.parse(item.publishedAt),
    };
  });
  items.sort((a, b) => b.publishedMs - a.publishedMs || a.id.localeCompare(b.id));
  const agencies = [...new Set([...sources.map((s) => s.agency), ...items.map((i) => i.agency)])];
  agencies.sort((a, b) => a.localeCompare(b));
  const successes = sources
    .map((source) => source.lastSuccessful)
    .filter((at): at is string => at !== null)
    .sort();
  return {
    items,
    sources,
    agencies,
    snapshotAsOf: input.snapshotAsOf,
    lastUpdate: successes.at(-1) ?? null,
  };
}

const SEVERITY_RANK: Record<IntelSeverity, number> = { critical: 3, high: 2, medium: 1, low: 0 };
/** Severity as the 0-100 base of impactScore. */
const SEVERITY_IMPACT: Record<IntelSeverity, number> = {
  critical: 90,
  high: 70,
  medium: 50,
  low: 30,
};

export function categoryOf(item: Pick<ViewItem, 'scamTypes'>): IntelCategory {
  return item.scamTypes[0] ?? 'other';
}

/**
 * impactScore of a trend: the mean of its severity (critical 90, high 70, medium 50, low 30) and
 * its elder relevance, so the trends view's labels (80 URGENT, 60 HIGH, 40 MODERATE) weigh both.
 */
export function impactScoreOf(item: Pick<ViewItem, 'severity' | 'elderRelevanceScore'>): number {
  return Math.round((SEVERITY_IMPACT[item.severity] + item.elderRelevanceScore) / 2);
}

function regionsOf(item: ViewItem): string[] {
  if (item.statesMentioned.length > 0) return item.statesMentioned;
  return item.sourceType === 'state' ? [] : ['National'];
}

export function toFilterTrend(item: ViewItem): FilterTrend {
  const regions = regionsOf(item);
  return {
    id: item.id,
    title: item.title,
    category: categoryOf(item),
    severity: item.severity,
    impactScore: impactScoreOf(item),
    authorityBadge: item.sourceType,
    sourceAgency: item.agency,
    elderVulnerabilities: item.elderRelevanceScore > 70 ? item.scamTypes : [],
    // One published item is one report; the sources do not publish complaint counts per item.
    reportCount: 1,
    affectedRegions: regions,
    lastReported: item.publishedAt,
    datePrecision: item.datePrecision,
    // Nothing is rewritten or invented: no simplified text, steps or instructions of our own.
    simplifiedLanguage: null,
    description: item.summary,
    geographicRelevance: regions,
    tags: item.scamTypes,
    actionableSteps: [],
    reportingInstructions: null,
    sources: [{ name: item.sourceName, url: item.url, reliability: item.reliability }],
  };
}

export function toNewsItem(item: ViewItem): NewsItem {
  return {
    id: item.id,
    title: item.title,
    category: categoryOf(item),
    summary: item.summary,
    publishDate: item.publishedAt,
    datePrecision: item.datePrecision,
    source: {
      agency: item.agency,
      name: item.sourceName,
      url: item.url,
      reliability: item.reliability,
    },
  };
}

function countBy<T>(list: readonly T[], key: (value: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of list) counts[key(value)] = (counts[key(value)] ?? 0) + 1;
  return counts;
}

export function trendStatistics(trends: readonly ViewItem[]): TrendStatistics {
  return {
    total: trends.length,
    critical: trends.filter((item) => item.severity === 'critical').length,
    high: trends.filter((item) => item.severity === 'high').length,
    totalReports: trends.length,
    byAgency: countBy(trends, (item) => item.agency),
    byCategory: countBy(trends, categoryOf),
  };
}

export function newsStatistics(news: readonly ViewItem[]): NewsStatistics {
  const total = news.reduce((sum, item) => sum + item.reliability, 0);
  return {
    total: news.length,
    byAgency: countBy(news, (item) => item.agency),
    averageReliability: news.length === 0 ? null : total / news.length,
  };
}

export const SORT_OPTION_LABELS = {
  date: 'Most recent',
  severity: 'Severity',
  impact: 'Impact',
  agency: 'Agency',
  title: 'Title',
} as const;

export function filterOptions(view: IntelView): FilterOptionsResponse {
  return {
    categories: { all: [...IntelCategorySchema.options] },
    agencies: { all: view.agencies },
    severities: [...IntelSeveritySchema.options],
    sortOptions: Object.entries(SORT_OPTION_LABELS).map(([value, label]) => ({ value, label })),
  };
}

/** Agencies in a query that the view does not know; the route answers 400 naming them. */
export function unknownAgencies(view: IntelView, agencies: readonly string[]): string[] {
  const known = new Set(view.agencies);
  return agencies.filter((agency) => !known.has(agency));
}

function matches(
  item: ViewItem,
  filter: { category: readonly string[]; agency: readonly string[]; q?: string | undefined },
): boolean {
  if (filter.category.length > 0 && !filter.category.includes(categoryOf(item))) return false;
  if (filter.agency.length > 0 && !filter.agency.includes(item.agency)) return false;
  const q = filter.q?.toLowerCase();
  return q === undefined || q === '' || item.searchText.includes(q);
}

type Comparator = (a: ViewItem, b: ViewItem) => number;
const byDate: Comparator = (a, b) => a.publishedMs - b.publishedMs;
const COMPARATORS: Record<FilterTrendsQuery['sortBy'], Comparator> = {
  date: byDate,
  severity: (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || byDate(a, b),
  impact: (a, b) => impactScoreOf(a) - impactScoreOf(b) || byDate(a, b),
  agency: (a, b) => a.agency.localeCompare(b.agency) || byDate(a, b),
  title: (a, b) => (a.title ?? '').localeCompare(b.title ?? '') || byDate(a, b),
};

function sorted(
  items: readonly ViewItem[],
  sortBy: FilterTrendsQuery['sortBy'],
  order: 'asc' | 'desc',
) {
  const compare = COMPARATORS[sortBy];
  const sign = order === 'asc' ? 1 : -1;
  // Undated items go last whichever the order: a missing date is not "oldest".
  return [...items].sort((a, b) => {
    if (a.publishedMs === -Infinity || b.publishedMs === -Infinity) {
      if (sortBy === 'date' && a.publishedMs !== b.publishedMs) {
        return a.publishedMs === -Infinity ? 1 : -1;
      }
    }
    return sign * compare(a, b) || a.id.localeCompare(b.id);
  });
}

function statistics(trends: readonly ViewItem[], news: readonly ViewItem[]): FilterStatistics {
  return { trends: trendStatistics(trends), news: newsStatistics(news) };
}

export function filterTrends(view: IntelView, query: FilterTrendsQuery) {
  const alerts = view.items.filter(
    (item) =>
      item.kind === 'scam-alert' &&
      matches(item, query) &&
      (query.severity.length === 0 || query.severity.includes(item.severity)),
  );
  const news = view.items.filter((item) => item.kind === 'news');
  return {
    trends: sorted(alerts, query.sortBy, query.sortOrder).slice(0, query.limit).map(toFilterTrend),
    statistics: statistics(alerts, news),
    snapshotAsOf: view.snapshotAsOf,
  };
}

export function filterNews(view: IntelView, query: FilterNewsQuery) {
  const news = view.items.filter((item) => item.kind === 'news' && matches(item, query));
  const alerts = view.items.filter((item) => item.kind === 'scam-alert');
  return {
    news: sorted(news, query.sortBy, query.sortOrder).slice(0, query.limit).map(toNewsItem),
    statistics: statistics(alerts, news),
    snapshotAsOf: view.snapshotAsOf,
  };
}

/** Trends page and live alerts list at most this many of the newest items. */
export const NEWEST_ITEMS_MAX = 500;

export function trendsResponse(view: IntelView): TrendsResponse {
  return {
    trends: view.items.slice(0, NEWEST_ITEMS_MAX).map((item) => ({
      id: item.id,
      title: item.title,
      description: item.summary,
      agency: item.agency,
      type: item.kind,
      riskLevel: item.severity,
      publishedAt: item.publishedAt,
      datePrecision: item.datePrecision,
      scamTypes: item.scamTypes,
      elderRelevanceScore: item.elderRelevanceScore,
      url: item.url,
    })),
    metadata: {
      total: view.items.length,
      scamTrends: view.items.filter((item) => item.kind === 'scam-alert').length,
      newsItems: view.items.filter((item) => item.kind === 'news').length,
      lastUpdated: view.lastUpdate,
      snapshotAsOf: view.snapshotAsOf,
    },
  };
}

function toLiveAlert(item: ViewItem): LiveAlert {
  return {
    id: item.id,
    title: item.title,
    description: item.summary,
    severity: item.severity,
    isScamAlert: item.kind === 'scam-alert',
    sourceAgency: item.agency,
    url: item.url,
    timestamp: item.publishedAt,
    datePrecision: item.datePrecision,
    location: item.statesMentioned.length === 1 ? (item.statesMentioned[0] ?? null) : null,
    states: item.statesMentioned,
    isNational: item.sourceType !== 'state',
    scamTypes: item.scamTypes,
    elderRelevanceScore: item.elderRelevanceScore,
    type: item.kind,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/heatmap/live-alerts and /api/unified-trends-heatmap. "Active" = published in 24 h. */
export function liveAlertsResponse(view: IntelView, nowMs: number): LiveAlertsResponse {
  const alerts = view.items.slice(0, NEWEST_ITEMS_MAX).map(toLiveAlert);
  const lastDay = view.items.filter(
    (item) => nowMs - item.publishedMs <= DAY_MS && item.publishedMs <= nowMs,
  );
  // Coverage counts the states some alert names, the figure the map colours (issue 19 item 11):
  // national alerts that name no state cover none, rather than 0.1 of every state.
  const covered = new Set(alerts.flatMap((alert) => alert.states)).size;
  return {
    alerts,
    statistics: {
      totalActiveAlerts: lastDay.length,
      dataSourcesOnline: view.sources.filter(
        (source) => source.isActive && source.errorCount === 0 && source.lastSuccessful !== null,
      ).length,
      highSeverityAlerts: alerts.filter(
        (alert) =>
          alert.isScamAlert && (alert.severity === 'high' || alert.severity === 'critical'),
      ).length,
      coverage: Math.round((covered / US_STATE_CODES.length) * 1000) / 10,
      lastUpdate: view.lastUpdate,
      scamAlertsToday: lastDay.filter((item) => item.kind === 'scam-alert').length,
      governmentAdvisories: alerts.filter((alert) => !alert.isScamAlert).length,
    },
    snapshotAsOf: view.snapshotAsOf,
  };
}

export function dataSourcesResponse(view: IntelView): DataSourcesResponse {
  const online = view.sources.filter(
    (source) => source.isActive && source.errorCount === 0 && source.lastSuccessful !== null,
  );
  return {
    sources: view.sources,
    summary: {
      totalSources: view.sources.length,
      onlineSources: online.length,
      activeSources: view.sources.filter((source) => source.isActive).length,
      totalItems: view.items.length,
      lastUpdate: view.lastUpdate,
    },
    stats: { totalSources: view.sources.length },
  };
}
