import {
  FilterNewsQuerySchema,
  FilterTrendsQuerySchema,
  type IntelItem,
  type IntelSource,
} from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildView,
  dataSourcesResponse,
  filterNews,
  filterTrends,
  impactScoreOf,
  liveAlertsResponse,
  unknownAgencies,
} from './intel.read-model.js';

const source = (
  id: string,
  agency: string,
  sourceType: IntelSource['sourceType'],
): IntelSource => ({
  id,
  name: `${agency} feed`,
  agency,
  sourceType,
  url: `https://${id}.example.gov/feed`,
  format: 'rss',
  verification: 'test',
  notes: null,
  state: sourceType === 'state' ? 'OH' : null,
  altUrls: [],
  isActive: true,
});

let counter = 0;
function item(overrides: Partial<IntelItem>): IntelItem & { fetchedAt: string } {
  counter += 1;
  const hex = counter.toString(16).padStart(64, '0');
  return {
    id: hex,
    contentHash: hex,
    sourceId: 'ftc',
    agency: 'Federal Trade Commission',
    sourceType: 'federal',
    title: `Item ${counter}`,
    url: `https://ftc.example.gov/${counter}`,
    publishedAt: '2026-11-20T10:00:00.000Z',
    datePrecision: 'instant',
    summary: null,
    origin: 'collected',
    kind: 'scam-alert',
    scamTypes: [],
    severity: 'medium',
    elderRelevanceScore: 40,
    statesMentioned: [],
    fetchedAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}

const registry = [
  source('ftc', 'Federal Trade Commission', 'federal'),
  source('oh-ag', 'Ohio Attorney General', 'state'),
];
const items = [
  item({
    title: 'Medicare card scam',
    scamTypes: ['medicare', 'phone'],
    severity: 'critical',
    elderRelevanceScore: 90,
  }),
  item({
    title: 'Romance scam rising',
    scamTypes: ['romance'],
    severity: 'high',
    publishedAt: '2026-11-21T08:00:00.000Z',
  }),
  item({ title: 'Undated alert', publishedAt: null, datePrecision: null }),
  item({
    title: 'Ohio warns about fake charities',
    sourceId: 'oh-ag',
    agency: 'Ohio Attorney General',
    sourceType: 'state',
    statesMentioned: ['OH'],
  }),
  item({ title: 'Agency news', kind: 'news', severity: 'low', summary: 'A new report.' }),
];
const view = buildView({
  registry,
  states: new Map([
    [
      'ftc',
      {
        lastChecked: '2026-11-21T00:00:00.000Z',
        lastSuccessful: '2026-11-21T00:00:00.000Z',
        errorCount: 0,
      },
    ],
    ['oh-ag', { lastChecked: '2026-11-21T00:00:00.000Z', lastSuccessful: null, errorCount: 2 }],
  ]),
  attempts: new Map([
    ['ftc', [{ at: '2026-11-21T00:00:00.000Z', ok: true, itemCount: 4, errorCode: null }]],
  ]),
  items,
  snapshotAsOf: null,
});

describe('intelligence read model', () => {
  it('filters trends by category, severity and agency, newest first, undated last', () => {
    const all = filterTrends(view, FilterTrendsQuerySchema.parse({}));
    expect(all.trends.map((t) => t.title)).toEqual([
      'Romance scam rising',
      'Medicare card scam',
      'Ohio warns about fake charities',
      'Undated alert',
    ]);
    expect(all.statistics.trends).toMatchObject({
      total: 4,
      critical: 1,
      high: 1,
      totalReports: 4,
    });
    expect(all.statistics.trends.byCategory).toEqual({ medicare: 1, romance: 1, other: 2 });
    const medicare = filterTrends(view, FilterTrendsQuerySchema.parse({ category: 'medicare' }));
    expect(medicare.trends.map((t) => t.title)).toEqual(['Medicare card scam']);
    const state = filterTrends(
      view,
      FilterTrendsQuerySchema.parse({ agency: 'Ohio Attorney General' }),
    );
    expect(state.trends.map((t) => t.authorityBadge)).toEqual(['state']);
    const severe = filterTrends(
      view,
      FilterTrendsQuerySchema.parse({ severity: 'critical,high', sortBy: 'severity' }),
    );
    expect(severe.trends.map((t) => t.severity)).toEqual(['critical', 'high']);
  });

  it('computes impactScore from severity and elder relevance', () => {
    expect(impactScoreOf({ severity: 'critical', elderRelevanceScore: 90 })).toBe(90);
    expect(impactScoreOf({ severity: 'low', elderRelevanceScore: 10 })).toBe(20);
  });

  it('lists news with search and the mean reliability of its sources', () => {
    const news = filterNews(view, FilterNewsQuerySchema.parse({ q: 'REPORT' }));
    expect(news.news.map((n) => n.title)).toEqual(['Agency news']);
    expect(news.statistics.news.averageReliability).toBeCloseTo(2 / 3);
    expect(
      filterNews(view, FilterNewsQuerySchema.parse({ q: 'nothing like this' })).statistics.news
        .averageReliability,
    ).toBeNull();
  });

  it('names unknown agencies', () => {
    expect(unknownAgencies(view, ['Federal Trade Commission', 'Nobody'])).toEqual(['Nobody']);
  });

  it('counts active alerts of the last 24 hours and state coverage', () => {
    const live = liveAlertsResponse(view, Date.parse('2026-11-21T12:00:00.000Z'));
    expect(live.statistics.totalActiveAlerts).toBe(1);
    expect(live.statistics.scamAlertsToday).toBe(1);
    expect(live.statistics.highSeverityAlerts).toBe(2);
    expect(live.statistics.governmentAdvisories).toBe(1);
    expect(live.statistics.dataSourcesOnline).toBe(1);
    // Four national items (they name no state) and one Ohio alert: only Ohio is covered.
    expect(live.statistics.coverage).toBeCloseTo((1 / 51) * 100, 0);
    const ohio = live.alerts.find((alert) => alert.location === 'OH');
    expect(ohio?.isNational).toBe(false);
  });

  it('does not count national alerts that name no state as covering every state (issue 19.11)', () => {
    // Ten national alerts used to add 0.1 × 10 = 1 alert to every state: 100% coverage while no
    // alert named any state but Ohio.
    const national = Array.from({ length: 10 }, () => item({ title: 'National alert' }));
    const wide = buildView({
      registry,
      states: new Map(),
      attempts: new Map(),
      items: [...items, ...national],
      snapshotAsOf: null,
    });
    const live = liveAlertsResponse(wide, Date.parse('2026-11-21T12:00:00.000Z'));
    expect(live.statistics.coverage).toBeCloseTo((1 / 51) * 100, 0);
  });

  it('summarises sources with item counts from the stored items', () => {
    const sources = dataSourcesResponse(view);
    expect(sources.summary).toMatchObject({
      totalSources: 2,
      onlineSources: 1,
      activeSources: 2,
      totalItems: 5,
    });
    expect(sources.sources.find((s) => s.id === 'oh-ag')).toMatchObject({
      errorCount: 2,
      itemCount: 1,
      reliability: 0.5,
    });
  });
});
