import type { AdminAlertType, AdminSeverity } from '@scambuddy/contracts';

/**
 * The rules that raise admin alerts (issue 5), pure: each takes figures already read from the
 * database and returns the alerts that hold. `dedupeKey` names one occurrence, so evaluating the
 * rules again (timer, stats request) never raises it twice, and a resolved one stays resolved.
 */
export interface AlertCandidate {
  dedupeKey: string;
  type: AdminAlertType;
  severity: AdminSeverity;
  title: string;
  description: string;
  params: Record<string, string | number>;
}

// ---------------------------------------------------------------------------------------------
// Feed collection failures

/** Consecutive failed fetches before a source is reported: one failure is often a blip. */
export const COLLECTION_FAILURES_FOR_ALERT = 3;

export interface SourceStatus {
  id: string;
  name: string;
  isActive: boolean;
  /** Failures since the last success. */
  errorCount: number;
  lastSuccessful: Date | null;
}

export function collectionFailureAlerts(sources: readonly SourceStatus[]): AlertCandidate[] {
  return sources
    .filter((source) => source.isActive && source.errorCount >= COLLECTION_FAILURES_FOR_ALERT)
    .map((source) => {
      const since = source.lastSuccessful?.toISOString() ?? 'never';
      return {
        // One alert per run of failures: a success resets the count and a later run is new.
        dedupeKey: `collection:${source.id}:${since}`,
        type: 'collection_failure',
        severity: source.errorCount >= COLLECTION_FAILURES_FOR_ALERT * 3 ? 'high' : 'medium',
        title: `Feed collection failing: ${source.name}`,
        description: `${source.errorCount} fetches in a row failed; last success ${since === 'never' ? 'never' : since}.`,
        params: { source: source.name, failures: source.errorCount, lastSuccess: since },
      };
    });
}

// ---------------------------------------------------------------------------------------------
// A spike in one scam type

/** Today's count must be at least this many analyses (a handful is not a trend)… */
export const SPIKE_MIN_COUNT = 5;
/** …and at least this many times the daily average of the 7 days before. */
export const SPIKE_FACTOR = 3;
export const SPIKE_BASELINE_DAYS = 7;

export interface ScamTypeCounts {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  today: Readonly<Record<string, number>>;
  /** Totals over the SPIKE_BASELINE_DAYS days before today. */
  previousDays: Readonly<Record<string, number>>;
}

export function scamTypeSpikeAlerts(counts: ScamTypeCounts): AlertCandidate[] {
  return Object.entries(counts.today)
    .filter(([type]) => type !== 'none')
    .flatMap(([type, today]) => {
      const average = (counts.previousDays[type] ?? 0) / SPIKE_BASELINE_DAYS;
      if (today < SPIKE_MIN_COUNT || today < SPIKE_FACTOR * average) return [];
      const averageRounded = Math.round(average * 10) / 10;
      return [
        {
          dedupeKey: `spike:${type}:${counts.day}`,
          type: 'scam_type_spike' as const,
          severity: today >= SPIKE_FACTOR * 2 * Math.max(average, 1) ? 'high' : 'medium',
          title: `Spike in ${type.replaceAll('_', ' ')} analyses`,
          description: `${today} analyses of this type today against a daily average of ${averageRounded} over the previous ${SPIKE_BASELINE_DAYS} days.`,
          params: { scamType: type, today, average: averageRounded },
        } satisfies AlertCandidate,
      ];
    });
}

// ---------------------------------------------------------------------------------------------
// Falling agreement with "Was this right?"

/** Fewer labels than this in a window say nothing about agreement. */
export const AGREEMENT_MIN_LABELS = 20;
/** Below this share the model disagrees with people too often… */
export const AGREEMENT_FLOOR = 0.8;
/** …or it fell this much against the window before. */
export const AGREEMENT_DROP = 0.1;

export interface AgreementWindows {
  /** ISO week or day naming the recent window, for the dedupe key. */
  period: string;
  recent: { agreeing: number; total: number };
  previous: { agreeing: number; total: number };
}

export function agreementDropAlerts(windows: AgreementWindows): AlertCandidate[] {
  const { recent, previous } = windows;
  if (recent.total < AGREEMENT_MIN_LABELS) return [];
  const recentRate = recent.agreeing / recent.total;
  const previousRate =
    previous.total >= AGREEMENT_MIN_LABELS ? previous.agreeing / previous.total : null;
  const isBelowFloor = recentRate < AGREEMENT_FLOOR;
  const hasDropped = previousRate !== null && recentRate < previousRate - AGREEMENT_DROP;
  if (!isBelowFloor && !hasDropped) return [];
  const pct = (rate: number): number => Math.round(rate * 1000) / 10;
  return [
    {
      dedupeKey: `agreement:${windows.period}`,
      type: 'agreement_drop',
      severity: recentRate < AGREEMENT_FLOOR - AGREEMENT_DROP ? 'high' : 'medium',
      title: 'Agreement with "Was this right?" answers is falling',
      description:
        previousRate === null
          ? `People agreed with ${pct(recentRate)}% of HIGH or LOW results (${recent.total} answers).`
          : `People agreed with ${pct(recentRate)}% of HIGH or LOW results (${recent.total} answers), against ${pct(previousRate)}% before.`,
      params: {
        recentPercent: pct(recentRate),
        previousPercent: previousRate === null ? -1 : pct(previousRate),
        answers: recent.total,
      },
    },
  ];
}
