import { describe, expect, it } from 'vitest';
import { liveAlert } from '../../intelligence/test/fixtures.js';
import {
  EMPTY_LIVE_FILTERS,
  applyLiveFilters,
  dailyBriefing,
  stateThreatSummaries,
  statCardCounts,
  toggleStatCard,
  toggleState,
} from './live-filters.js';

const NOW = Date.parse('2026-11-21T15:30:00.000Z');

const recentHigh = liveAlert({
  severity: 'high',
  timestamp: '2026-11-21T15:20:00.000Z',
  states: ['TX'],
  scamTypes: ['phone'],
});
const oldNews = liveAlert({
  severity: 'low',
  isScamAlert: false,
  type: 'news',
  timestamp: '2026-10-01T00:00:00.000Z',
  scamTypes: [],
});
const oldScam = liveAlert({
  severity: 'critical',
  timestamp: '2026-09-01T00:00:00.000Z',
  states: ['TX', 'FL'],
  scamTypes: ['romance', 'phone'],
});

describe('stat-card filters', () => {
  it('count live (24 h), high priority, scam alerts and government news', () => {
    expect(statCardCounts([recentHigh, oldNews, oldScam], NOW)).toEqual({
      'live-alerts': 1,
      'high-priority': 2,
      'scam-alerts': 2,
      'gov-news': 1,
    });
  });

  it('keep one card active at a time: another replaces it, the same one clears it', () => {
    expect(toggleStatCard(null, 'scam-alerts')).toBe('scam-alerts');
    expect(toggleStatCard('scam-alerts', 'gov-news')).toBe('gov-news');
    expect(toggleStatCard('gov-news', 'gov-news')).toBeNull();
  });

  it('combine with state, type, priority and search', () => {
    const all = [recentHigh, oldNews, oldScam];
    expect(
      applyLiveFilters(all, { ...EMPTY_LIVE_FILTERS, statCard: 'high-priority' }, NOW),
    ).toEqual([recentHigh, oldScam]);
    expect(applyLiveFilters(all, { ...EMPTY_LIVE_FILTERS, state: 'FL' }, NOW)).toEqual([oldScam]);
    expect(applyLiveFilters(all, { ...EMPTY_LIVE_FILTERS, type: 'news' }, NOW)).toEqual([oldNews]);
    expect(applyLiveFilters(all, { ...EMPTY_LIVE_FILTERS, priority: 'critical' }, NOW)).toEqual([
      oldScam,
    ]);
    expect(
      applyLiveFilters(all, { ...EMPTY_LIVE_FILTERS, statCard: 'live-alerts', state: 'FL' }, NOW),
    ).toEqual([]);
  });
});

describe('stateThreatSummaries', () => {
  it('derives counts and the highest severity per state, No Data without alerts, busiest first', () => {
    const summaries = stateThreatSummaries([recentHigh, oldScam]);
    expect(summaries[0]).toEqual({
      abbreviation: 'TX',
      name: 'Texas',
      alertCount: 2,
      highPriorityCount: 2,
      scamCount: 2,
      severity: 'critical',
    });
    expect(summaries.find((s) => s.abbreviation === 'OH')?.severity).toBe('no-data');
    expect(summaries).toHaveLength(51);
  });

  it('clears the selected state when it is chosen again', () => {
    expect(toggleState(null, 'TX')).toBe('TX');
    expect(toggleState('TX', 'FL')).toBe('FL');
    expect(toggleState('TX', 'TX')).toBeNull();
  });
});

describe('dailyBriefing', () => {
  it("counts today's alerts and ranks today's scam types", () => {
    const briefing = dailyBriefing([recentHigh, oldNews, oldScam], 26, new Date(NOW));
    expect(briefing).toMatchObject({
      newAlertsToday: 1,
      highPriorityToday: 1,
      scamAlertsIdentified: 2,
      sourceCount: 26,
      topScamTypes: [{ scamType: 'phone', count: 1 }],
      topTypesFromToday: true,
    });
  });

  it('ranks all current alerts when none came today, at most three types', () => {
    const briefing = dailyBriefing(
      [
        oldScam,
        liveAlert({
          timestamp: '2026-01-01T00:00:00.000Z',
          scamTypes: ['email', 'medicare', 'phone'],
        }),
      ],
      5,
      new Date(NOW),
    );
    expect(briefing.newAlertsToday).toBe(0);
    expect(briefing.topTypesFromToday).toBe(false);
    expect(briefing.topScamTypes).toEqual([
      { scamType: 'phone', count: 2 },
      { scamType: 'email', count: 1 },
      { scamType: 'medicare', count: 1 },
    ]);
  });
});
