import { describe, expect, it } from 'vitest';
import type { StateBaselineEntry } from '@scambuddy/contracts';
import { liveAlert } from '../../intelligence/test/fixtures.js';
import {
  alertCountBand,
  joinStateData,
  nationwideAlertCount,
  ratePercentiles,
  shouldPlayRiseSound,
} from './map-data.js';

function baselineEntry(code: StateBaselineEntry['code'], per100k: number): StateBaselineEntry {
  return {
    state: code,
    code,
    fraudAndOtherRank: null,
    fraudAndOtherReportsPer100k: per100k,
    fraudAndOtherReports: per100k * 10,
    identityTheftRank: null,
    identityTheftReportsPer100k: 0,
    identityTheftReports: 0,
    fraudReports: 0,
    fraudPctReportingLoss: 0,
    fraudTotalLossUSD: 0,
    fraudMedianLossUSD: 0,
    rankNote: null,
  };
}

describe('alertCountBand', () => {
  it.each([
    [0, 'none'],
    [1, 'low'],
    [2, 'moderate'],
    [4, 'moderate'],
    [5, 'high'],
    [9, 'high'],
    [10, 'very-high'],
    [250, 'very-high'],
  ])('%d alerts is %s', (count, band) => {
    expect(alertCountBand(count)).toBe(band);
  });
});

describe('joinStateData', () => {
  it('counts, colours and rates each state by the alerts that name it', () => {
    const alerts = [
      liveAlert({ states: ['CA'], isNational: false, severity: 'high' }),
      liveAlert({
        states: ['CA', 'NY'],
        isNational: false,
        severity: 'critical',
        isScamAlert: false,
      }),
      ...Array.from({ length: 5 }, () => liveAlert({ states: [], isNational: true })),
    ];
    const byCode = new Map(joinStateData(alerts, null).map((datum) => [datum.code, datum]));
    expect(byCode.get('CA')).toMatchObject({
      namedAlerts: 2,
      highPriorityCount: 2,
      scamCount: 1,
      severity: 'critical',
      band: 'moderate',
      baseline: null,
      baselineBand: null,
    });
    expect(byCode.get('NY')).toMatchObject({ namedAlerts: 1, severity: 'critical', band: 'low' });
    expect(byCode.get('TX')).toMatchObject({ namedAlerts: 0, severity: 'no-data', band: 'none' });
    expect(byCode.size).toBe(51);
  });

  it('leaves a state that no alert names uncoloured however many national alerts there are (issue 19.11)', () => {
    // 101 national alerts, as in the bundled snapshot: at 0.1 per state they made every state
    // "10 or more alerts" (the darkest band) while the table said 0 alerts named it.
    const alerts = [
      ...Array.from({ length: 101 }, () => liveAlert({ states: [], isNational: true })),
      liveAlert({ states: ['NV'], isNational: false }),
    ];
    const data = joinStateData(alerts, null);
    for (const datum of data) {
      expect(datum.band).toBe(alertCountBand(datum.namedAlerts));
    }
    expect(data.filter((datum) => datum.band !== 'none').map((datum) => datum.code)).toEqual([
      'NV',
    ]);
    expect(nationwideAlertCount(alerts)).toBe(101);
  });

  it('counts a state agency alert that names no state neither for a state nor as nationwide', () => {
    const alerts = [liveAlert({ states: [], isNational: false })];
    expect(joinStateData(alerts, null).every((datum) => datum.namedAlerts === 0)).toBe(true);
    expect(nationwideAlertCount(alerts)).toBe(0);
  });

  it('joins the FTC baseline by code, ranks rates as percentiles, and leaves Puerto Rico out', () => {
    const data = joinStateData(
      [],
      [
        baselineEntry('FL', 300),
        baselineEntry('CA', 200),
        baselineEntry('VT', 100),
        baselineEntry('PR', 999),
      ],
    );
    const byCode = new Map(data.map((datum) => [datum.code, datum]));
    expect(byCode.get('FL')).toMatchObject({ baselinePercentile: 100, baselineBand: 'very-high' });
    expect(byCode.get('CA')).toMatchObject({ baselinePercentile: 50, baselineBand: 'lower' });
    expect(byCode.get('VT')).toMatchObject({ baselinePercentile: 0, baselineBand: 'lower' });
    expect(byCode.get('TX')).toMatchObject({ baseline: null, baselinePercentile: null });
  });
});

describe('ratePercentiles', () => {
  it('gives ties the same percentile', () => {
    const result = ratePercentiles(
      new Map([
        ['AL', 5],
        ['AK', 5],
        ['AZ', 9],
      ] as const),
    );
    expect(result.get('AL')).toBe(0);
    expect(result.get('AK')).toBe(0);
    expect(result.get('AZ')).toBe(100);
  });
});

describe('shouldPlayRiseSound', () => {
  it.each([
    [null, 5, true, false],
    [4, 5, true, true],
    [5, 5, true, false],
    [6, 5, true, false],
    [4, 5, false, false],
  ])('from %s to %d with sound %s plays: %s', (previous, current, soundOn, expected) => {
    expect(shouldPlayRiseSound(previous, current, soundOn)).toBe(expected);
  });
});
