import { describe, expect, it } from 'vitest';
import { trend } from '../../intelligence/test/fixtures.js';
import { alertsOverTime } from './alerts-over-time.js';

describe('alertsOverTime', () => {
  it('counts dated scam alerts per type per month over the 12 months ending at the newest', () => {
    const data = alertsOverTime([
      trend({ publishedAt: '2026-03-10T00:00:00.000Z', scamTypes: ['phone', 'medicare'] }),
      trend({ publishedAt: '2026-03-01T00:00:00.000Z', scamTypes: ['phone'] }),
      trend({ publishedAt: '2026-01-01T00:00:00.000Z', scamTypes: ['romance'] }),
      // Outside the span, undated, or news: not counted.
      trend({ publishedAt: '2025-03-01T00:00:00.000Z', scamTypes: ['phone'] }),
      trend({ publishedAt: null, datePrecision: null, scamTypes: ['phone'] }),
      trend({ publishedAt: '2026-03-01T00:00:00.000Z', type: 'news', scamTypes: ['phone'] }),
    ]);
    expect(data.months).toHaveLength(12);
    expect(data.months[0]).toBe('2025-04');
    expect(data.months[11]).toBe('2026-03');
    expect(data.series.map((entry) => [entry.scamType, entry.total])).toEqual([
      ['phone', 2],
      ['medicare', 1],
      ['romance', 1],
    ]);
    expect(data.series[0]?.counts[11]).toBe(2);
    expect(data.series[2]?.counts[9]).toBe(1);
  });

  it('counts an alert once per type even if the type is listed twice', () => {
    const data = alertsOverTime([trend({ scamTypes: ['phone', 'phone'] })]);
    expect(data.series[0]?.total).toBe(1);
  });

  it('is empty without dated scam alerts', () => {
    expect(alertsOverTime([trend({ type: 'news' })])).toEqual({ months: [], series: [] });
  });
});
