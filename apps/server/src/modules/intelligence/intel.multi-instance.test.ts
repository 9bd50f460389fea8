import { randomBytes } from 'node:crypto';
import { TrendsResponseSchema } from '@scambuddy/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../db/database.js';
import { openPostgres } from '../../db/postgres.js';
import { migrationsDir } from '../../server-root.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import {
  startFixtureServer,
  syntheticRss,
  testSource,
  writeRegistry,
  type FixtureServer,
} from './fixture-server.test-support.js';

/**
 * Two server instances on one PostgreSQL database, each with its own connection pool, as two
 * processes behind a load balancer would be. Skipped without TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const describePostgres = adminUrl === undefined || adminUrl === '' ? describe.skip : describe;

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describePostgres('two instances on one PostgreSQL', () => {
  const dbName = `scambuddy_test_${randomBytes(6).toString('hex')}`;
  let server: FixtureServer;
  let registry: ReturnType<typeof writeRegistry>;
  let dbA: Database;
  let dbB: Database;
  let a: TestContext;
  let b: TestContext;
  let feedItems = 4;

  beforeAll(async () => {
    server = await startFixtureServer({
      // Slow enough that two runs started together overlap; the item count grows per request so
      // every run finds something new.
      '/slow-rss': (_request, response) => {
        const body = syntheticRss(feedItems, 'multi');
        feedItems += 2;
        setTimeout(
          () => response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body),
          400,
        );
      },
    });
    registry = writeRegistry([testSource('ftc-data-spotlight', server.url('/slow-rss'))]);
    await adminQuery(`create database ${dbName}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${dbName}`;
    const open = () =>
      openPostgres({
        connectionString: url.toString(),
        migrationsFolder: migrationsDir(),
        onConnectionError: () => undefined,
      });
    dbA = await open();
    dbB = await open();
    await dbA.migrate();
    const env = { INTEL_COLLECTION: 'on', INTEL_SOURCES_FILE: registry.file };
    a = await buildTestApp({ db: dbA, env });
    b = await buildTestApp({ db: dbB, env });
  });

  afterAll(async () => {
    await a.close();
    await b.close();
    await dbA.close();
    await dbB.close();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
    await server.close();
    registry.remove();
  });

  it('a collection on one instance pushes cache-updated to a WebSocket client of the other', async () => {
    const before = TrendsResponseSchema.parse((await b.app.inject({ url: '/api/trends' })).json());
    const address = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}/ws`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });

    const result = await a.app.intelligence.collectAll();
    const newItems = Number(result.details?.newItems);
    expect(newItems).toBe(4);
    await expect.poll(() => messages).toContainEqual({ type: 'cache-updated', newAlerts: 4 });
    socket.close();

    // B's cached answers were dropped by the notification, so it shows A's items too.
    await expect
      .poll(
        async () =>
          TrendsResponseSchema.parse((await b.app.inject({ url: '/api/trends' })).json()).metadata
            .total,
      )
      .toBe(before.metadata.total + 4);
  }, 30_000);

  it('only one instance collects when both are scheduled at the same moment', async () => {
    const requestsBefore = server.hits('/slow-rss');
    const [fromA, fromB] = await Promise.all([
      a.app.intelligence.runScheduledCollection(),
      b.app.intelligence.runScheduledCollection(),
    ]);
    expect([fromA.ran, fromB.ran].filter(Boolean)).toHaveLength(1);
    expect(server.hits('/slow-rss') - requestsBefore).toBe(1);
    // The lock is released afterwards: the next run goes ahead.
    expect((await b.app.intelligence.runScheduledCollection()).ran).toBe(true);
  }, 30_000);
});
