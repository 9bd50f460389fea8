import {
  AdminIntelActionResponseSchema,
  DataSourcesResponseSchema,
  FilterNewsWithSnapshotResponseSchema,
  FilterOptionsResponseSchema,
  FilterTrendsWithSnapshotResponseSchema,
  LiveAlertsResponseSchema,
  StateBaselineResponseSchema,
  TrendsResponseSchema,
  WsServerMessageSchema,
} from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});

afterAll(async () => {
  await ctx.close();
});

async function getJson(url: string): Promise<unknown> {
  const response = await ctx.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

describe('first start without network', () => {
  it('imports the bundled snapshot and labels every answer with its date', async () => {
    const trends = TrendsResponseSchema.parse(await getJson('/api/trends'));
    expect(trends.metadata.total).toBeGreaterThanOrEqual(100);
    expect(trends.metadata.snapshotAsOf).not.toBeNull();
    expect(trends.metadata.snapshotAsOf?.date).toMatch(/^20\d\d-\d\d/);
    expect(trends.metadata.scamTrends + trends.metadata.newsItems).toBe(trends.metadata.total);
    expect(trends.metadata.lastUpdated).toBeNull();

    const live = LiveAlertsResponseSchema.parse(await getJson('/api/heatmap/live-alerts'));
    expect(live.snapshotAsOf).toEqual(trends.metadata.snapshotAsOf);
    expect(live.alerts.length).toBe(trends.metadata.total);
    expect(live.statistics.dataSourcesOnline).toBe(0);
    const unified = LiveAlertsResponseSchema.parse(await getJson('/api/unified-trends-heatmap'));
    expect(unified.alerts.length).toBe(live.alerts.length);

    const filtered = FilterTrendsWithSnapshotResponseSchema.parse(
      await getJson('/api/filter/trends'),
    );
    expect(filtered.snapshotAsOf).toEqual(trends.metadata.snapshotAsOf);
    const news = FilterNewsWithSnapshotResponseSchema.parse(await getJson('/api/filter/news'));
    expect(filtered.statistics.trends.total + news.statistics.news.total).toBe(
      trends.metadata.total,
    );
  });

  it('keeps missing summaries and dates null, and titles a headline never seen from its address', async () => {
    const trends = TrendsResponseSchema.parse(await getJson('/api/trends'));
    expect(trends.trends.some((trend) => trend.title === null)).toBe(false);
    expect(trends.trends.map((trend) => trend.title)).toContain(
      'Protect your social security number',
    );
    expect(trends.trends.some((trend) => trend.publishedAt === null)).toBe(true);
    expect(trends.trends.some((trend) => trend.datePrecision === 'month')).toBe(true);
    // Undated items come last when sorted by date.
    expect(trends.trends.at(-1)?.publishedAt).toBeNull();
  });

  it('lists every registry source, none online yet, reliability from (no) history', async () => {
    const sources = DataSourcesResponseSchema.parse(await getJson('/api/v2/data-sources'));
    expect(sources.summary.totalSources).toBe(26);
    expect(sources.summary.onlineSources).toBe(0);
    expect(sources.summary.totalItems).toBeGreaterThanOrEqual(100);
    const ftc = sources.sources.find((source) => source.id === 'ftc-consumer-alerts');
    expect(ftc?.itemCount).toBeGreaterThan(0);
    expect(ftc?.reliability).toBe(0.5);
    expect(sources.sources.every((source) => source.lastChecked === null)).toBe(true);
  });
});

describe('GET /api/filter/*', () => {
  it('offers the categories, agencies, severities and sort options the filters accept', async () => {
    const options = FilterOptionsResponseSchema.parse(await getJson('/api/filter/options'));
    expect(options.categories.all).toContain('medicare');
    expect(options.categories.all).toContain('other');
    expect(options.agencies.all).toContain('Federal Trade Commission');
    expect(options.severities).toEqual(['critical', 'high', 'medium', 'low']);
    expect(options.sortOptions.map((option) => option.value)).toContain('date');
  });

  it('filters trends by category, severity, agency and search, with statistics of the matches', async () => {
    const all = FilterTrendsWithSnapshotResponseSchema.parse(
      await getJson('/api/filter/trends?limit=200'),
    );
    const severe = FilterTrendsWithSnapshotResponseSchema.parse(
      await getJson('/api/filter/trends?severity=critical,high&limit=200'),
    );
    expect(severe.trends.every((t) => t.severity === 'critical' || t.severity === 'high')).toBe(
      true,
    );
    expect(severe.statistics.trends.total).toBe(
      all.trends.filter((t) => t.severity === 'critical' || t.severity === 'high').length,
    );
    const ftc = FilterTrendsWithSnapshotResponseSchema.parse(
      await getJson('/api/filter/trends?agency=Federal%20Trade%20Commission&limit=200'),
    );
    expect(ftc.trends.length).toBeGreaterThan(0);
    expect(ftc.trends.every((t) => t.sourceAgency === 'Federal Trade Commission')).toBe(true);
    expect(ftc.statistics.trends.byAgency).toEqual({
      'Federal Trade Commission': ftc.statistics.trends.total,
    });
    const searched = FilterTrendsWithSnapshotResponseSchema.parse(
      await getJson('/api/filter/trends?q=GIFT%20CARD&limit=200'),
    );
    for (const trend of searched.trends) {
      expect(`${trend.title ?? ''} ${trend.description ?? ''}`.toLowerCase()).toContain(
        'gift card',
      );
    }
    const byTitle = FilterTrendsWithSnapshotResponseSchema.parse(
      await getJson('/api/filter/trends?sortBy=title&sortOrder=asc&limit=5'),
    );
    expect(byTitle.trends).toHaveLength(5);
    const titles = byTitle.trends.map((t) => t.title ?? '');
    expect([...titles].sort((a, b) => a.localeCompare(b))).toEqual(titles);
  });

  it('answers 400 with a clear message for unknown filter values', async () => {
    for (const [url, word] of [
      ['/api/filter/trends?category=lottery', 'category'],
      ['/api/filter/trends?severity=extreme', 'severity'],
      ['/api/filter/trends?sortBy=popularity', 'sortBy'],
      ['/api/filter/trends?agency=Ministry%20of%20Magic', 'Ministry of Magic'],
      ['/api/filter/news?agency=Nobody', 'Nobody'],
      ['/api/filter/news?limit=0', 'limit'],
    ] as const) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
      expect(response.body, url).toContain(word);
    }
  });

  it('serves the FTC Data Book baseline for the map', async () => {
    const baseline = StateBaselineResponseSchema.parse(await getJson('/api/intel/state-baseline'));
    expect(baseline.year).toBe(2024);
    expect(baseline.states.length).toBeGreaterThanOrEqual(51);
  });
});

describe('admin actions', () => {
  it('refuse signed-out (401) and non-admin (403) callers', async () => {
    for (const url of ['/api/admin/collect-all-data', '/api/admin/initialize-sources']) {
      expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(401);
      const { cookie } = await signInAs(ctx, { role: 'user' });
      expect((await ctx.app.inject({ method: 'POST', url, headers: { cookie } })).statusCode).toBe(
        403,
      );
    }
  });

  it('initialize sources from the registry; collection is off in tests (no network)', async () => {
    const { cookie } = await signInAs(ctx, { role: 'admin' });
    const init = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/initialize-sources',
      headers: { cookie },
    });
    expect(init.statusCode).toBe(200);
    const initBody = AdminIntelActionResponseSchema.parse(init.json());
    expect(initBody.message).toBe('Comprehensive source discovery completed successfully');
    expect(initBody.details?.totalSources).toBe(26);
    const collect = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/collect-all-data',
      headers: { cookie },
    });
    expect(collect.statusCode).toBe(200);
    expect(AdminIntelActionResponseSchema.parse(collect.json()).details?.ran).toBe(false);
  });
});

describe('/ws', () => {
  it('answers a client ping with a pong', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}/ws`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => messages).toContainEqual({ type: 'pong' });
    for (const message of messages) WsServerMessageSchema.parse(message);
    socket.close();
  });
});
