import type { FilterTrend, NewsItem } from '@scambuddy/contracts';

export interface AgencySummary {
  agency: string;
  activeTrends: number;
  newsCount: number;
  /** Mean reliability 0-1 of the agency's cited sources; null when none is cited. */
  reliability: number | null;
}

/**
 * The Data Sources tab (part 1 §2.9): per agency, its active trends, its news count and its
 * reliability. The spec's fixed 93% is replaced by the mean of the reliabilities the API computed
 * from each source's collection history (DELTAS row 4). Sorted by activity, then name.
 */
export function summariseAgencies(
  trends: readonly FilterTrend[],
  news: readonly NewsItem[],
  /**
   * The answers' statistics count every match, while the lists hold at most one page; when
   * given, the counts come from them (reliability can only come from the listed items).
   */
  counts?: { trendsByAgency: Record<string, number>; newsByAgency: Record<string, number> },
): AgencySummary[] {
  const byAgency = new Map<string, { trends: number; news: number; reliabilities: number[] }>();
  const entry = (agency: string) => {
    let found = byAgency.get(agency);
    if (!found) {
      found = { trends: 0, news: 0, reliabilities: [] };
      byAgency.set(agency, found);
    }
    return found;
  };
  for (const trend of trends) {
    const found = entry(trend.sourceAgency);
    found.trends += 1;
    for (const source of trend.sources) found.reliabilities.push(source.reliability);
  }
  for (const item of news) {
    const found = entry(item.source.agency);
    found.news += 1;
    found.reliabilities.push(item.source.reliability);
  }
  if (counts) {
    for (const found of byAgency.values()) {
      found.trends = 0;
      found.news = 0;
    }
    for (const [agency, count] of Object.entries(counts.trendsByAgency))
      entry(agency).trends = count;
    for (const [agency, count] of Object.entries(counts.newsByAgency)) entry(agency).news = count;
  }
  return [...byAgency.entries()]
    .map(([agency, found]) => ({
      agency,
      activeTrends: found.trends,
      newsCount: found.news,
      reliability:
        found.reliabilities.length === 0
          ? null
          : found.reliabilities.reduce((sum, value) => sum + value, 0) / found.reliabilities.length,
    }))
    .sort(
      (a, b) =>
        b.activeTrends + b.newsCount - (a.activeTrends + a.newsCount) ||
        a.agency.localeCompare(b.agency),
    );
}
