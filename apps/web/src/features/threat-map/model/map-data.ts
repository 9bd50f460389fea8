import {
  US_STATES,
  mapRiskBand,
  stateAlertCounts,
  stateThreatSeverity,
  type LiveAlert,
  type MapRiskBand,
  type StateBaselineEntry,
  type StateThreatSeverity,
  type UsStateCode,
} from '@scambuddy/contracts';

/**
 * The threat map's data join (part 2 §2.7, §4, §9; DELTAS row 5): per state, the real alert count
 * (national alerts add 0.1 to every state, rounded after summing — the contracts rule), the
 * alerts naming it, its severity, and the cited FTC baseline figure when the API serves it.
 */

/** Colour bands of the alert-count view; each is stated in words in the legend and table. */
export type AlertCountBand = 'none' | 'low' | 'moderate' | 'high' | 'very-high';

export const ALERT_COUNT_BANDS: readonly { band: AlertCountBand; min: number }[] = [
  { band: 'very-high', min: 10 },
  { band: 'high', min: 5 },
  { band: 'moderate', min: 2 },
  { band: 'low', min: 1 },
  { band: 'none', min: 0 },
];

export function alertCountBand(count: number): AlertCountBand {
  return ALERT_COUNT_BANDS.find((entry) => count >= entry.min)?.band ?? 'none';
}

export interface StateMapDatum {
  code: UsStateCode;
  name: string;
  /** Rounded count of part 2 §9 (state alerts + 0.1 per national alert). */
  alertCount: number;
  /** Alerts that name this state, and how many of those are high priority or scams. */
  namedAlerts: number;
  highPriorityCount: number;
  scamCount: number;
  severity: StateThreatSeverity;
  band: AlertCountBand;
  baseline: StateBaselineEntry | null;
  /**
   * Percentile 0-100 of the state's FTC fraud & other reports per 100,000 people among the
   * jurisdictions listed (100 = the highest rate); null without a baseline.
   */
  baselinePercentile: number | null;
  baselineBand: MapRiskBand | null;
}

/**
 * Where a state's report rate stands among all listed rates: the share of the others with a
 * lower rate, so the highest is 100 and the lowest 0. That turns the spec's fixed "risk figure"
 * bands (85/75/65, part 2 §9) into "the top 15% of states by reports per 100,000".
 */
export function ratePercentiles(rates: ReadonlyMap<UsStateCode, number>): Map<UsStateCode, number> {
  const values = [...rates.values()];
  const result = new Map<UsStateCode, number>();
  for (const [code, rate] of rates) {
    if (values.length < 2) {
      result.set(code, 100);
      continue;
    }
    const lower = values.filter((value) => value < rate).length;
    result.set(code, Math.round((lower / (values.length - 1)) * 100));
  }
  return result;
}

export function joinStateData(
  alerts: readonly LiveAlert[],
  baseline: readonly StateBaselineEntry[] | null,
): StateMapDatum[] {
  const counts = stateAlertCounts(alerts);
  const baselineByCode = new Map<UsStateCode, StateBaselineEntry>();
  for (const entry of baseline ?? []) {
    if (entry.code !== 'PR') baselineByCode.set(entry.code, entry);
  }
  const percentiles = ratePercentiles(
    new Map([...baselineByCode].map(([code, entry]) => [code, entry.fraudAndOtherReportsPer100k])),
  );
  return US_STATES.map((state) => {
    const named = alerts.filter((alert) => alert.states.includes(state.code));
    const percentile = percentiles.get(state.code) ?? null;
    return {
      code: state.code,
      name: state.name,
      alertCount: counts[state.code],
      namedAlerts: named.length,
      highPriorityCount: named.filter(
        (alert) => alert.severity === 'critical' || alert.severity === 'high',
      ).length,
      scamCount: named.filter((alert) => alert.isScamAlert).length,
      severity: stateThreatSeverity(named.map((alert) => alert.severity)),
      band: alertCountBand(counts[state.code]),
      baseline: baselineByCode.get(state.code) ?? null,
      baselinePercentile: percentile,
      baselineBand: percentile === null ? null : mapRiskBand(percentile),
    };
  });
}

/** Part 2 §4: a sound plays when the active-alert total rises, if sound is on. */
export function shouldPlayRiseSound(
  previousTotal: number | null,
  currentTotal: number,
  soundOn: boolean,
): boolean {
  return soundOn && previousTotal !== null && currentTotal > previousTotal;
}
