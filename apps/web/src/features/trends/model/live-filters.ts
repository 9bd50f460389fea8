import {
  BRIEFING_TOP_SCAM_TYPES,
  US_STATES,
  stateThreatSeverity,
  type IntelKind,
  type IntelScamType,
  type IntelSeverity,
  type LiveAlert,
  type StateThreatSeverity,
  type UsStateCode,
} from '@scambuddy/contracts';

/**
 * The pure rules of Live Trends and Scam Intelligence (part 2 §2.11, §3, §4): the stat-card
 * filters (one active at a time), the derived per-state threat summary, the other filters and the
 * Daily Briefing figures.
 */

export type StatCardFilter = 'live-alerts' | 'high-priority' | 'scam-alerts' | 'gov-news';
export const STAT_CARD_FILTERS: readonly StatCardFilter[] = [
  'live-alerts',
  'high-priority',
  'scam-alerts',
  'gov-news',
];

const DAY_MS = 24 * 60 * 60 * 1000;

function isHighPriority(alert: LiveAlert): boolean {
  return alert.severity === 'critical' || alert.severity === 'high';
}

/** Live means published in the past 24 hours (the threat map's "active alerts" window too). */
function isLive(alert: LiveAlert, nowMs: number): boolean {
  if (alert.timestamp === null) return false;
  const at = Date.parse(alert.timestamp);
  return nowMs - at <= DAY_MS && at <= nowMs + 60_000;
}

export function matchesStatCard(alert: LiveAlert, card: StatCardFilter, nowMs: number): boolean {
  switch (card) {
    case 'live-alerts':
      return isLive(alert, nowMs);
    case 'high-priority':
      return isHighPriority(alert);
    case 'scam-alerts':
      return alert.isScamAlert;
    case 'gov-news':
      return !alert.isScamAlert;
  }
}

export function statCardCounts(
  alerts: readonly LiveAlert[],
  nowMs: number,
): Record<StatCardFilter, number> {
  const counts: Record<StatCardFilter, number> = {
    'live-alerts': 0,
    'high-priority': 0,
    'scam-alerts': 0,
    'gov-news': 0,
  };
  for (const alert of alerts) {
    for (const card of STAT_CARD_FILTERS)
      if (matchesStatCard(alert, card, nowMs)) counts[card] += 1;
  }
  return counts;
}

/** Clicking the active card clears it; clicking another replaces it (one at a time, §4). */
export function toggleStatCard(
  active: StatCardFilter | null,
  clicked: StatCardFilter,
): StatCardFilter | null {
  return active === clicked ? null : clicked;
}

export interface LiveFilters {
  statCard: StatCardFilter | null;
  state: UsStateCode | null;
  search: string;
  type: 'all' | IntelKind;
  priority: 'all' | IntelSeverity;
}

export const EMPTY_LIVE_FILTERS: LiveFilters = {
  statCard: null,
  state: null,
  search: '',
  type: 'all',
  priority: 'all',
};

export function applyLiveFilters(
  alerts: readonly LiveAlert[],
  filters: LiveFilters,
  nowMs: number,
): LiveAlert[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return alerts.filter((alert) => {
    if (filters.statCard && !matchesStatCard(alert, filters.statCard, nowMs)) return false;
    if (filters.state && !alert.states.includes(filters.state)) return false;
    if (filters.type !== 'all' && alert.type !== filters.type) return false;
    if (filters.priority !== 'all' && alert.severity !== filters.priority) return false;
    if (needle === '') return true;
    return [alert.title, alert.description, alert.sourceAgency].some((text) =>
      text?.toLocaleLowerCase().includes(needle),
    );
  });
}

export interface StateThreatSummary {
  abbreviation: UsStateCode;
  name: string;
  alertCount: number;
  highPriorityCount: number;
  scamCount: number;
  severity: StateThreatSeverity;
}

/**
 * Part 2 §3 "State threat summary (derived on the client)", from the alerts that name the state;
 * severity is the highest among them, No Data without any (§4). States with alerts come first.
 */
export function stateThreatSummaries(alerts: readonly LiveAlert[]): StateThreatSummary[] {
  return US_STATES.map((state) => {
    const named = alerts.filter((alert) => alert.states.includes(state.code));
    return {
      abbreviation: state.code,
      name: state.name,
      alertCount: named.length,
      highPriorityCount: named.filter(isHighPriority).length,
      scamCount: named.filter((alert) => alert.isScamAlert).length,
      severity: stateThreatSeverity(named.map((alert) => alert.severity)),
    };
  }).sort((a, b) => b.alertCount - a.alertCount || a.name.localeCompare(b.name));
}

/** Clicking the selected state clears the selection (§4). */
export function toggleState(
  selected: UsStateCode | null,
  clicked: UsStateCode,
): UsStateCode | null {
  return selected === clicked ? null : clicked;
}

export interface DailyBriefing {
  newAlertsToday: number;
  highPriorityToday: number;
  scamAlertsIdentified: number;
  sourceCount: number;
  topScamTypes: { scamType: IntelScamType; count: number }[];
}

/**
 * The Daily Briefing (part 2 §2.11): today means since the reader's local midnight; the top three
 * scam types are counted over today's alerts, or over all listed alerts when none came today, so
 * the briefing is never empty while there are alerts (the dialog says which).
 */
export function dailyBriefing(
  alerts: readonly LiveAlert[],
  sourceCount: number,
  now: Date,
): DailyBriefing & { topTypesFromToday: boolean } {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const today = alerts.filter(
    (alert) => alert.timestamp !== null && Date.parse(alert.timestamp) >= midnight.getTime(),
  );
  const counted = today.length > 0 ? today : alerts;
  const typeCounts = new Map<IntelScamType, number>();
  for (const alert of counted) {
    for (const scamType of new Set(alert.scamTypes)) {
      typeCounts.set(scamType, (typeCounts.get(scamType) ?? 0) + 1);
    }
  }
  return {
    newAlertsToday: today.length,
    highPriorityToday: today.filter(isHighPriority).length,
    scamAlertsIdentified: alerts.filter((alert) => alert.isScamAlert).length,
    sourceCount,
    topScamTypes: [...typeCounts.entries()]
      .map(([scamType, count]) => ({ scamType, count }))
      .sort((a, b) => b.count - a.count || a.scamType.localeCompare(b.scamType))
      .slice(0, BRIEFING_TOP_SCAM_TYPES),
    topTypesFromToday: today.length > 0,
  };
}
