import { describe, expect, it } from 'vitest';
import { filterTrend, newsItem } from '../test/fixtures.js';
import { summariseAgencies } from './agency-summary.js';

describe('summariseAgencies', () => {
  it('counts trends and news per agency and averages the measured reliabilities', () => {
    const summary = summariseAgencies(
      [
        filterTrend({
          sourceAgency: 'FBI',
          sources: [{ name: 'IC3', url: 'https://www.ic3.gov/a', reliability: 0.8 }],
        }),
        filterTrend({ sourceAgency: 'FBI', sources: [] }),
      ],
      [
        newsItem({
          source: { agency: 'FBI', name: 'FBI news', url: 'https://www.fbi.gov/n', reliability: 1 },
        }),
        newsItem({
          source: { agency: 'SEC', name: 'SEC', url: 'https://www.sec.gov/n', reliability: 0.95 },
        }),
      ],
    );
    expect(summary).toEqual([
      { agency: 'FBI', activeTrends: 2, newsCount: 1, reliability: 0.9 },
      { agency: 'SEC', activeTrends: 0, newsCount: 1, reliability: 0.95 },
    ]);
  });

  it('leaves reliability unmeasured (null) rather than inventing one', () => {
    expect(summariseAgencies([filterTrend({ sourceAgency: 'CFPB', sources: [] })], [])).toEqual([
      { agency: 'CFPB', activeTrends: 1, newsCount: 0, reliability: null },
    ]);
  });

  it('takes the counts from the statistics, which cover every match, not one page', () => {
    expect(
      summariseAgencies([filterTrend({ sourceAgency: 'FBI', sources: [] })], [], {
        trendsByAgency: { FBI: 40, SEC: 2 },
        newsByAgency: { SEC: 5 },
      }),
    ).toEqual([
      { agency: 'FBI', activeTrends: 40, newsCount: 0, reliability: null },
      { agency: 'SEC', activeTrends: 2, newsCount: 5, reliability: null },
    ]);
  });
});
