import type { IntelSeverity, SourceStatus } from './intelligence.js';
import { US_STATE_CODES, type UsStateCode } from './states.js';

/**
 * The pure display rules of the intelligence screens (spec part 2 §4, §9). Screens turn the
 * returned keys into translated text; nothing here renders or translates.
 */

/** Part 2 §4 thresholds: Offline above 5 errors, Issues above 0. */
export const OFFLINE_ERROR_COUNT_ABOVE = 5;

export interface SourceStatusInput {
  isActive: boolean;
  errorCount: number;
  lastSuccessful: string | null;
}

/**
 * Source card status, first matching rule wins: Inactive if not active; Offline if the error count
 * is above 5; Issues if above 0; Online if there was a last success; otherwise Pending.
 */
export function sourceCardStatus(source: SourceStatusInput): SourceStatus {
  if (!source.isActive) return 'inactive';
  if (source.errorCount > OFFLINE_ERROR_COUNT_ABOVE) return 'offline';
  if (source.errorCount > 0) return 'issues';
  if (source.lastSuccessful !== null) return 'online';
  return 'pending';
}

export type RelativeTimeKey = 'justNow' | 'minutesAgo' | 'hoursAgo' | 'daysAgo';

export interface RelativeTime {
  /** Message key suffix; the catalog holds "Just now", "{{count}}m ago" and so on. */
  key: RelativeTimeKey;
  count: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Relative time of part 2 §9: under a minute is Just now, then whole minutes, hours and days
 * (floored, as "5m ago" means at least five minutes). A time in the future (clock skew between
 * a source and us) reads Just now rather than a negative count.
 */
export function relativeTime(timestampMs: number, nowMs: number): RelativeTime {
  const elapsedMs = Math.max(0, nowMs - timestampMs);
  if (elapsedMs < MINUTE_MS) return { key: 'justNow', count: 0 };
  if (elapsedMs < HOUR_MS) return { key: 'minutesAgo', count: Math.floor(elapsedMs / MINUTE_MS) };
  if (elapsedMs < DAY_MS) return { key: 'hoursAgo', count: Math.floor(elapsedMs / HOUR_MS) };
  return { key: 'daysAgo', count: Math.floor(elapsedMs / DAY_MS) };
}

const SEVERITY_RANK: Readonly<Record<IntelSeverity, number>> = {
  low: 0,
  medium: 1,
  high: 2,
  critical: 3,
};

export type StateThreatSeverity = IntelSeverity | 'no-data';

/**
 * Threat severity of a state on the map (part 2 §4): the highest severity among the state's
 * alerts (critical beats high beats medium; default low); a state with no alerts shows No Data.
 */
export function stateThreatSeverity(
  alertSeverities: readonly IntelSeverity[],
): StateThreatSeverity {
  if (alertSeverities.length === 0) return 'no-data';
  let highest: IntelSeverity = 'low';
  for (const severity of alertSeverities) {
    if (SEVERITY_RANK[severity] > SEVERITY_RANK[highest]) highest = severity;
  }
  return highest;
}

/** What a state count needs from an alert. */
export interface StateCountAlert {
  states: readonly UsStateCode[];
  isNational: boolean;
}

/** Part 2 §9: a national alert that matches no state adds this much to every state. */
export const NATIONAL_ALERT_STATE_SHARE = 0.1;

/**
 * Alert count per state (part 2 §9): each alert counts once for every state it names; a national
 * agency's alert that names no state adds 0.1 to every state; the totals are rounded. An alert
 * naming no state from a state agency is not national and adds nothing.
 */
export function stateAlertCounts(alerts: readonly StateCountAlert[]): Record<UsStateCode, number> {
  const raw = new Map<UsStateCode, number>(US_STATE_CODES.map((code) => [code, 0]));
  let nationalShare = 0;
  for (const alert of alerts) {
    if (alert.states.length === 0) {
      if (alert.isNational) nationalShare += NATIONAL_ALERT_STATE_SHARE;
      continue;
    }
    for (const code of new Set(alert.states)) raw.set(code, (raw.get(code) ?? 0) + 1);
  }
  const counts = {} as Record<UsStateCode, number>;
  for (const code of US_STATE_CODES) {
    // Rounded after summing: ten national alerts are one alert per state, not ten times zero.
    counts[code] = Math.round((raw.get(code) ?? 0) + nationalShare);
  }
  return counts;
}

export type MapRiskBand = 'very-high' | 'high' | 'moderate' | 'lower';

/** Map colour bands of part 2 §9: 85 and above very high, 75 high, 65 moderate, else lower. */
export const MAP_RISK_BANDS = { veryHigh: 85, high: 75, moderate: 65 } as const;

export function mapRiskBand(riskPercent: number): MapRiskBand {
  if (riskPercent >= MAP_RISK_BANDS.veryHigh) return 'very-high';
  if (riskPercent >= MAP_RISK_BANDS.high) return 'high';
  if (riskPercent >= MAP_RISK_BANDS.moderate) return 'moderate';
  return 'lower';
}

/** Part 2 §9: the High Elder Risk flag shows when elder relevance is above 70. */
export const HIGH_ELDER_RISK_ABOVE = 70;

export function isHighElderRisk(elderRelevanceScore: number): boolean {
  return elderRelevanceScore > HIGH_ELDER_RISK_ABOVE;
}

/** Part 2 §9 list sizes. */
export const LIVE_FEED_MAX_ALERTS = 10;
export const SOURCE_TOOLTIP_MAX_SOURCES = 10;
export const BRIEFING_TOP_SCAM_TYPES = 3;
export const CARD_SCAM_TYPE_CHIPS = 2;
