import type {
  DataSource,
  DataSourcesResponse,
  FilterTrend,
  LiveAlert,
  LiveAlertsResponse,
  NewsItem,
  Trend,
} from '@scambuddy/contracts';

/** Contract-shaped sample answers for the intelligence screens' tests (never shown in the app). */

let counter = 0;
const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}-${counter}`;
};

export function liveAlert(patch: Partial<LiveAlert> = {}): LiveAlert {
  return {
    id: nextId('alert'),
    title: 'Scammers pose as Medicare',
    description: 'Callers ask for your Medicare number.',
    severity: 'medium',
    isScamAlert: true,
    sourceAgency: 'FTC',
    url: 'https://consumer.ftc.gov/consumer-alerts/example',
    timestamp: '2026-11-21T12:00:00.000Z',
    datePrecision: 'instant',
    location: null,
    states: [],
    isNational: true,
    scamTypes: ['medicare'],
    elderRelevanceScore: 50,
    type: 'scam-alert',
    ...patch,
  };
}

export function liveAlertsResponse(
  alerts: LiveAlert[],
  patch: Partial<LiveAlertsResponse> = {},
): LiveAlertsResponse {
  return {
    alerts,
    statistics: {
      totalActiveAlerts: alerts.length,
      dataSourcesOnline: 3,
      highSeverityAlerts: alerts.filter((a) => a.severity === 'high' || a.severity === 'critical')
        .length,
      coverage: 10,
      lastUpdate: '2026-11-21T12:00:00.000Z',
      scamAlertsToday: 0,
      governmentAdvisories: 0,
    },
    snapshotAsOf: null,
    ...patch,
  };
}

export function trend(patch: Partial<Trend> = {}): Trend {
  return {
    id: nextId('trend'),
    title: 'Gift card scam warning',
    description: 'Nobody legitimate asks for gift cards.',
    agency: 'FTC',
    type: 'scam-alert',
    riskLevel: 'high',
    publishedAt: '2026-10-05T00:00:00.000Z',
    datePrecision: 'day',
    scamTypes: ['phone'],
    elderRelevanceScore: 80,
    url: 'https://consumer.ftc.gov/consumer-alerts/gift-cards',
    ...patch,
  };
}

export function filterTrend(patch: Partial<FilterTrend> = {}): FilterTrend {
  return {
    id: nextId('ft'),
    title: 'Grandparent scam calls',
    category: 'family_emergency',
    severity: 'high',
    impactScore: 85,
    authorityBadge: 'federal',
    sourceAgency: 'FBI',
    elderVulnerabilities: [],
    reportCount: 4,
    affectedRegions: [],
    lastReported: '2026-11-20T10:00:00.000Z',
    datePrecision: 'instant',
    simplifiedLanguage: null,
    description: 'A caller pretends to be a grandchild in trouble.',
    geographicRelevance: [],
    tags: [],
    actionableSteps: [],
    reportingInstructions: null,
    sources: [{ name: 'IC3', url: 'https://www.ic3.gov/PSA/example', reliability: 0.9 }],
    ...patch,
  };
}

export function newsItem(patch: Partial<NewsItem> = {}): NewsItem {
  return {
    id: nextId('news'),
    title: 'SEC charges investment fraudsters',
    category: 'investment',
    summary: 'The SEC filed charges.',
    publishDate: '2026-11-01T00:00:00.000Z',
    datePrecision: 'day',
    source: {
      agency: 'SEC',
      name: 'SEC press releases',
      url: 'https://www.sec.gov/news/example',
      reliability: 0.96,
    },
    ...patch,
  };
}

export function dataSource(patch: Partial<DataSource> = {}): DataSource {
  return {
    id: nextId('source'),
    name: 'FTC Consumer Alerts',
    agency: 'FTC',
    sourceType: 'federal',
    isActive: true,
    errorCount: 0,
    lastChecked: '2026-11-21T11:00:00.000Z',
    lastSuccessful: '2026-11-21T11:00:00.000Z',
    itemCount: 12,
    reliability: 0.97,
    ...patch,
  };
}

export function dataSourcesResponse(sources: DataSource[]): DataSourcesResponse {
  return {
    sources,
    summary: {
      totalSources: sources.length,
      onlineSources: sources.filter((s) => s.lastSuccessful !== null).length,
      activeSources: sources.filter((s) => s.isActive).length,
      totalItems: sources.reduce((sum, s) => sum + s.itemCount, 0),
      lastUpdate: '2026-11-21T11:00:00.000Z',
    },
    stats: { totalSources: sources.length },
  };
}
