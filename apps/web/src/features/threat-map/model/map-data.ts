import {
  US_STATES,
  mapRiskBand,
  stateThreatSeverity,
  type LiveAlert,
  type MapRiskBand,
  type StateBaselineEntry,
  type StateThreatSeverity,
  type UsStateCode,
} from '@scambuddy/contracts';

/**
 * The threat map's data join (part 2 §2.7, §4, §9; DELTAS row 5): per state, the alerts naming it
 * (the figure the colour, the table and the popup all show), its severity, and the cited FTC
 * baseline figure when the API serves it. National alerts that name no state are counted once,
 * apart (`nationwideAlertCount`): spread over every state as 0.1 each (part 2 §9) they painted
 * the whole map the darkest band while no alert named any of those states (issue 19 item 11).
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
  /** Alerts that name this state (the coloured figure), and how many are high priority or scams. */
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
      namedAlerts: named.length,
      highPriorityCount: named.filter(
        (alert) => alert.severity === 'critical' || alert.severity === 'high',
      ).length,
      scamCount: named.filter((alert) => alert.isScamAlert).length,
      severity: stateThreatSeverity(named.map((alert) => alert.severity)),
      band: alertCountBand(named.length),
      baseline: baselineByCode.get(state.code) ?? null,
      baselinePercentile: percentile,
      baselineBand: percentile === null ? null : mapRiskBand(percentile),
    };
  });
}

/** National agencies' alerts that name no state: they apply everywhere, so no state is coloured. */
export function nationwideAlertCount(alerts: readonly LiveAlert[]): number {
  return alerts.filter((alert) => alert.isNational && alert.states.length === 0).length;
}

/** Part 2 §4: a sound plays when the active-alert total rises, if sound is on. */
export function shouldPlayRiseSound(
  previousTotal: number | null,
  currentTotal: number,
  soundOn: boolean,
): boolean {
  return soundOn && previousTotal !== null && currentTotal > previousTotal;
}
