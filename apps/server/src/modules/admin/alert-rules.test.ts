import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_MIN_LABELS,
  agreementDropAlerts,
  collectionFailureAlerts,
  scamTypeSpikeAlerts,
  type SourceStatus,
} from './alert-rules.js';

const source = (over: Partial<SourceStatus>): SourceStatus => ({
  id: 'ftc',
  name: 'FTC consumer alerts',
  isActive: true,
  errorCount: 0,
  lastSuccessful: new Date('2026-11-20T00:00:00Z'),
  ...over,
});

describe('collection failure alerts', () => {
  it.each([
    { errorCount: 0, isActive: true, raised: 0 },
    { errorCount: 2, isActive: true, raised: 0 },
    { errorCount: 3, isActive: true, raised: 1 },
    { errorCount: 12, isActive: false, raised: 0 },
  ])('a source with $errorCount failures (active $isActive) raises $raised', (row) => {
    expect(collectionFailureAlerts([source(row)])).toHaveLength(row.raised);
  });

  it('keys the alert on the run of failures, so a later run after a success is a new alert', () => {
    const [first] = collectionFailureAlerts([source({ errorCount: 3 })]);
    const [later] = collectionFailureAlerts([
      source({ errorCount: 3, lastSuccessful: new Date('2026-11-21T00:00:00Z') }),
    ]);
    expect(first?.dedupeKey).not.toBe(later?.dedupeKey);
    expect(first?.severity).toBe('medium');
    expect(collectionFailureAlerts([source({ errorCount: 9 })])[0]?.severity).toBe('high');
  });
});

describe('scam type spike alerts', () => {
  it.each([
    { today: 4, previous: 0, raised: false, why: 'under the minimum count' },
    { today: 5, previous: 0, raised: true, why: 'a new type at the minimum' },
    { today: 5, previous: 14, raised: false, why: 'under 3 times a daily average of 2' },
    { today: 6, previous: 14, raised: true, why: 'exactly 3 times a daily average of 2' },
  ])('today $today after $previous in 7 days: raised $raised ($why)', (row) => {
    const alerts = scamTypeSpikeAlerts({
      day: '2026-11-22',
      today: { phishing: row.today },
      previousDays: { phishing: row.previous },
    });
    expect(alerts.length > 0).toBe(row.raised);
  });

  it('never reports "none" and names the type and day in the key', () => {
    const alerts = scamTypeSpikeAlerts({
      day: '2026-11-22',
      today: { none: 50, tech_support: 9 },
      previousDays: {},
    });
    expect(alerts.map((alert) => alert.dedupeKey)).toEqual(['spike:tech_support:2026-11-22']);
  });
});

describe('agreement drop alerts', () => {
  const windows = (recent: [number, number], previous: [number, number]) => ({
    period: '2026-11-22',
    recent: { agreeing: recent[0], total: recent[1] },
    previous: { agreeing: previous[0], total: previous[1] },
  });

  it.each([
    { recent: [10, 19], previous: [0, 0], raised: false, why: 'too few answers' },
    { recent: [15, 20], previous: [0, 0], raised: true, why: '75% is under the 80% floor' },
    { recent: [18, 20], previous: [0, 0], raised: false, why: '90% with nothing before' },
    { recent: [17, 20], previous: [40, 40], raised: true, why: '85% after 100% is a fall of 15' },
    { recent: [18, 20], previous: [38, 40], raised: false, why: '90% after 95% is a fall of 5' },
  ] as const)('$recent after $previous: raised $raised ($why)', (row) => {
    const alerts = agreementDropAlerts(windows([...row.recent], [...row.previous]));
    expect(alerts.length > 0).toBe(row.raised);
  });

  it('needs the minimum number of answers', () => {
    expect(AGREEMENT_MIN_LABELS).toBe(20);
  });
});
