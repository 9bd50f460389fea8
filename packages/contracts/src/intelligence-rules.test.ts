import { describe, expect, it } from 'vitest';
import {
  isHighElderRisk,
  mapRiskBand,
  relativeTime,
  sourceCardStatus,
  stateAlertCounts,
  stateThreatSeverity,
  type IntelSeverity,
  type SourceStatusInput,
} from './index.js';

describe('sourceCardStatus', () => {
  const success = '2026-11-20T10:00:00.000Z';
  it.each<[string, SourceStatusInput, string]>([
    [
      'inactive beats everything',
      { isActive: false, errorCount: 9, lastSuccessful: success },
      'inactive',
    ],
    [
      'more than 5 errors is offline',
      { isActive: true, errorCount: 6, lastSuccessful: success },
      'offline',
    ],
    [
      'exactly 5 errors is issues',
      { isActive: true, errorCount: 5, lastSuccessful: success },
      'issues',
    ],
    ['one error is issues', { isActive: true, errorCount: 1, lastSuccessful: null }, 'issues'],
    [
      'no errors and a success is online',
      { isActive: true, errorCount: 0, lastSuccessful: success },
      'online',
    ],
    [
      'never succeeded is pending',
      { isActive: true, errorCount: 0, lastSuccessful: null },
      'pending',
    ],
  ])('%s', (_name, input, expected) => {
    expect(sourceCardStatus(input)).toBe(expected);
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  it.each([
    [0, 'justNow', 0],
    [59_999, 'justNow', 0],
    [60_000, 'minutesAgo', 1],
    [59 * 60_000 + 59_999, 'minutesAgo', 59],
    [3_600_000, 'hoursAgo', 1],
    [23 * 3_600_000 + 3_599_999, 'hoursAgo', 23],
    [86_400_000, 'daysAgo', 1],
    [40 * 86_400_000, 'daysAgo', 40],
    [-5 * 60_000, 'justNow', 0],
  ])('%d ms ago is %s %d', (elapsedMs, key, count) => {
    expect(relativeTime(now - elapsedMs, now)).toEqual({ key, count });
  });
});

describe('stateThreatSeverity', () => {
  it.each<[IntelSeverity[], string]>([
    [[], 'no-data'],
    [['low'], 'low'],
    [['low', 'medium'], 'medium'],
    [['medium', 'high', 'low'], 'high'],
    [['high', 'critical', 'medium'], 'critical'],
  ])('%j is %s', (severities, expected) => {
    expect(stateThreatSeverity(severities)).toBe(expected);
  });
});

describe('stateAlertCounts', () => {
  it('counts named states once per alert and ignores a repeated state in one alert', () => {
    const counts = stateAlertCounts([
      { states: ['FL', 'FL', 'GA'], isNational: true },
      { states: ['FL'], isNational: false },
    ]);
    expect(counts.FL).toBe(2);
    expect(counts.GA).toBe(1);
    expect(counts.TX).toBe(0);
  });

  it('adds 0.1 per national alert to every state and rounds the total', () => {
    const national = { states: [], isNational: true } as const;
    expect(stateAlertCounts(Array.from({ length: 4 }, () => national)).WY).toBe(0);
    expect(stateAlertCounts(Array.from({ length: 5 }, () => national)).WY).toBe(1);
    const mixed = stateAlertCounts([
      ...Array.from({ length: 15 }, () => national),
      { states: ['CA'], isNational: false },
    ]);
    expect(mixed.CA).toBe(3);
    expect(mixed.NY).toBe(2);
  });

  it('does not spread a state agency alert that names no state', () => {
    expect(
      stateAlertCounts(Array.from({ length: 10 }, () => ({ states: [], isNational: false }))).AL,
    ).toBe(0);
  });

  it('has an entry for each of the 51 jurisdictions', () => {
    expect(Object.keys(stateAlertCounts([]))).toHaveLength(51);
  });
});

describe('mapRiskBand', () => {
  it.each([
    [100, 'very-high'],
    [85, 'very-high'],
    [84.9, 'high'],
    [75, 'high'],
    [74, 'moderate'],
    [65, 'moderate'],
    [64.99, 'lower'],
    [0, 'lower'],
  ])('%d%% is %s', (percent, band) => {
    expect(mapRiskBand(percent)).toBe(band);
  });
});

describe('isHighElderRisk', () => {
  it.each([
    [70, false],
    [71, true],
    [100, true],
    [0, false],
  ])('%d is %s', (score, expected) => {
    expect(isHighElderRisk(score)).toBe(expected);
  });
});
