import { IntelScamTypeSchema, type IntelScamType, type Trend } from '@scambuddy/contracts';

/** How many months the trends chart spans, ending with the newest dated alert's month. */
export const CHART_MONTHS = 12;

export interface ScamTypeSeries {
  scamType: IntelScamType;
  /** One count per month of `months`, oldest first. */
  counts: number[];
  total: number;
}

export interface AlertsOverTime {
  /** "YYYY-MM", oldest first. */
  months: string[];
  /** Only the scam types with at least one alert in the span, most alerts first. */
  series: ScamTypeSeries[];
}

function monthKey(iso: string): string {
  return iso.slice(0, 7);
}

function previousMonths(newest: string, count: number): string[] {
  const [yearText = '0', monthText = '1'] = newest.split('-');
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(Number(yearText), Number(monthText) - 1 - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

/**
 * Scam alerts per scam type per month for the trends chart (issue 6): dated scam alerts only (an
 * undated item cannot be placed in time, news is not an alert); an alert of two types counts for
 * both. The span ends at the newest dated alert, so a snapshot from last year still shows its
 * own year rather than twelve empty months.
 */
export function alertsOverTime(
  trends: readonly Trend[],
  monthCount = CHART_MONTHS,
): AlertsOverTime {
  const dated = trends.filter(
    (trend): trend is Trend & { publishedAt: string } =>
      trend.type === 'scam-alert' && trend.publishedAt !== null,
  );
  if (dated.length === 0) return { months: [], series: [] };
  const newest = dated.reduce(
    (max, trend) => (trend.publishedAt > max ? trend.publishedAt : max),
    '',
  );
  const months = previousMonths(monthKey(newest), monthCount);
  const index = new Map(months.map((month, position) => [month, position]));
  const series = IntelScamTypeSchema.options.map((scamType) => ({
    scamType,
    counts: months.map(() => 0),
    total: 0,
  }));
  const byType = new Map(series.map((entry) => [entry.scamType, entry]));
  for (const trend of dated) {
    const position = index.get(monthKey(trend.publishedAt));
    if (position === undefined) continue;
    for (const scamType of new Set(trend.scamTypes)) {
      const entry = byType.get(scamType);
      if (!entry) continue;
      entry.counts[position] = (entry.counts[position] ?? 0) + 1;
      entry.total += 1;
    }
  }
  return {
    months,
    series: series.filter((entry) => entry.total > 0).sort((a, b) => b.total - a.total),
  };
}
