import { UserSchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestContext } from '../../test/helper.js';
import {
  startFixtureServer,
  syntheticRss,
  testSource,
  writeRegistry,
  type FixtureServer,
} from '../modules/intelligence/fixture-server.test-support.js';
import {
  createScratchDatabase,
  hardeningPostgresUrl,
  type ScratchDatabase,
} from './support/scratch-postgres.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy.js';

/**
 * Issue 9, scale-out: two instances (each its own buildApp and pool, as two processes would be) on
 * one PostgreSQL, behind a round-robin proxy with no stickiness. Skipped without TEST_DATABASE_URL.
 */
const adminUrl = hardeningPostgresUrl();

describe.skipIf(adminUrl === undefined)('two instances behind a round-robin proxy', () => {
  let scratch: ScratchDatabase;
  let feeds: FixtureServer;
  let registry: ReturnType<typeof writeRegistry>;
  let instances: TestContext[] = [];
  let proxy: RoundRobinProxy;
  let feedItems = 3;

  beforeAll(async () => {
    feeds = await startFixtureServer({
      // Slow enough that two collections started together overlap.
      '/rss': (_request, response) => {
        const body = syntheticRss(feedItems, 'scale');
        feedItems += 2;
        setTimeout(
          () => response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body),
          300,
        );
      },
    });
    registry = writeRegistry([testSource('ftc-data-spotlight', feeds.url('/rss'))]);
    scratch = await createScratchDatabase(adminUrl ?? '');
    const env = { INTEL_COLLECTION: 'on', INTEL_SOURCES_FILE: registry.file };
    instances = [
      await buildTestApp({ db: await scratch.open(), env }),
      await buildTestApp({ db: await scratch.open(), env }),
    ];
    const addresses = await Promise.all(
      instances.map((ctx) => ctx.app.listen({ port: 0, host: '127.0.0.1' })),
    );
    proxy = await startRoundRobinProxy(addresses.map((address) => new URL(address)));
  });

  afterAll(async () => {
    await proxy?.close();
    for (const ctx of instances) await ctx.close();
    await scratch?.drop();
    await feeds?.close();
    registry?.remove();
  });

  it('a session made through one instance works on the other', async () => {
    const start = proxy.routed.length;
    const signIn = await fetch(`${proxy.url}/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Scale Out', email: 'scale.out@example.test' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^sb_session=/);

    const answers = [];
    for (let i = 0; i < 4; i++) {
      const me = await fetch(`${proxy.url}/auth/user`, { headers: { cookie } });
      expect(me.status).toBe(200);
      answers.push(UserSchema.parse(await me.json()).email);
    }
    expect(answers).toEqual(Array(4).fill('scale.out@example.test'));
    // Both instances answered: the session is in the shared database, not in one process.
    const used = new Set(proxy.routed.slice(start).map((route) => route.backend));
    expect(used).toEqual(new Set([0, 1]));

    const signOut = await fetch(`${proxy.url}/auth/logout`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(signOut.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const me = await fetch(`${proxy.url}/auth/user`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toBeNull();
    }
  });

  it('a WebSocket client of one instance hears cache-updated when the other collects', async () => {
    const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/ws`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const upgrade = proxy.routed.filter((route) => route.kind === 'upgrade').at(-1);
    expect(upgrade).toBeDefined();
    const other = instances[1 - (upgrade?.backend ?? 0)];
    const result = await other?.app.intelligence.collectAll();
    const newItems = Number(result?.details?.newItems);
    expect(newItems).toBeGreaterThan(0);
    await expect
      .poll(() => messages, { timeout: 5_000 })
      .toContainEqual({ type: 'cache-updated', newAlerts: newItems });
    socket.close();
  });

  it('only one instance collects when both are due at the same moment', async () => {
    const hitsBefore = feeds.hits('/rss');
    const runs = await Promise.all(
      instances.map((ctx) => ctx.app.intelligence.runScheduledCollection()),
    );
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect(feeds.hits('/rss') - hitsBefore).toBe(1);
  });
});
