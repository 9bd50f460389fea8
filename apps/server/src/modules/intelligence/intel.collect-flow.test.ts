import {
  AdminIntelActionResponseSchema,
  DataSourcesResponseSchema,
  TrendsResponseSchema,
} from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import {
  feedHandler,
  startFixtureServer,
  testSource,
  type FixtureServer,
  writeRegistry,
} from './fixture-server.test-support.js';
import { readLocalFixture, spotlightRows, spotlightRss } from './fixtures.helper.js';

let server: FixtureServer;
let ctx: TestContext;
let registry: { file: string; remove: () => void };

beforeAll(async () => {
  server = await startFixtureServer({
    '/rss': feedHandler(spotlightRss(spotlightRows())),
    '/atom': feedHandler(readLocalFixture('minimal.atom.xml'), 'application/atom+xml'),
    '/error-500': (_request, response) => response.writeHead(503).end(),
  });
  registry = writeRegistry([
    // The snapshot's items belong to real registry ids, so those stay (pointed at the fixtures).
    { ...testSource('ftc-data-spotlight', server.url('/rss')), name: 'FTC Data Spotlight' },
    testSource('ftc-consumer-alerts', server.url('/atom'), 'atom'),
    { ...testSource('ic3-psa', server.url('/error-500')), isActive: true },
  ]);
  ctx = await buildTestApp({
    env: { INTEL_COLLECTION: 'on', INTEL_SOURCES_FILE: registry.file },
  });
});

afterAll(async () => {
  await ctx.close();
  await server.close();
  registry.remove();
});

describe('a collection through the app', () => {
  it('adds items, pushes cache-updated to WebSocket clients, and drops the snapshot label', async () => {
    const before = TrendsResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/trends' })).json(),
    );
    expect(before.metadata.snapshotAsOf).not.toBeNull();

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}/ws`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });

    const { cookie } = await signInAs(ctx, { role: 'admin' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/collect-all-data',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const result = AdminIntelActionResponseSchema.parse(response.json());
    expect(result.message).toBe('Collected data from 2 of 3 sources; 1 failed.');
    expect(result.details).toMatchObject({ ran: true, totalSources: 3, succeeded: 2, failed: 1 });
    const newItems = Number(result.details?.newItems);
    expect(newItems).toBeGreaterThan(0);
    expect(result.details?.['ic3-psa']).toBe('http_503');

    await expect
      .poll(() => messages)
      .toContainEqual({ type: 'cache-updated', newAlerts: newItems });
    socket.close();

    const after = TrendsResponseSchema.parse((await ctx.app.inject({ url: '/api/trends' })).json());
    expect(after.metadata.snapshotAsOf).toBeNull();
    expect(after.metadata.total).toBe(before.metadata.total + newItems);
    expect(after.metadata.lastUpdated).not.toBeNull();

    const sources = DataSourcesResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/v2/data-sources' })).json(),
    );
    expect(sources.summary.onlineSources).toBe(2);
    const failing = sources.sources.find((source) => source.id === 'ic3-psa');
    expect(failing).toMatchObject({ errorCount: 1, lastSuccessful: null });
    expect(failing?.reliability).toBeCloseTo(1 / 3);
    const online = sources.sources.find((source) => source.id === 'ftc-data-spotlight');
    expect(online?.reliability).toBeCloseTo(2 / 3);
  }, 60_000);
});

describe('a collection where every source fails', () => {
  it('says it failed, never that it collected from all sources', async () => {
    const failing = writeRegistry([
      { ...testSource('ftc-data-spotlight', server.url('/error-500')), name: 'FTC Data Spotlight' },
      { ...testSource('ic3-psa', server.url('/error-500')), isActive: true },
    ]);
    const app = await buildTestApp({
      env: { INTEL_COLLECTION: 'on', INTEL_SOURCES_FILE: failing.file },
    });
    try {
      const { cookie } = await signInAs(app, { role: 'admin' });
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/admin/collect-all-data',
        headers: { cookie },
      });
      const result = AdminIntelActionResponseSchema.parse(response.json());
      expect(result.message).toBe('Collection failed: none of the 2 sources answered.');
      expect(result.details).toMatchObject({ ran: true, totalSources: 2, succeeded: 0, failed: 2 });
    } finally {
      await app.close();
      failing.remove();
    }
  }, 60_000);
});
