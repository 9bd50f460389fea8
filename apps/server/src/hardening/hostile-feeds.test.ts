import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.js';
import {
  startFixtureServer,
  syntheticRss,
  testSource,
  writeRegistry,
  type FixtureServer,
} from '../modules/intelligence/fixture-server.test-support.js';

/**
 * Issue 9, faults: a feed source that hangs or floods does not stall anything else. The collector
 * runs with its production fetch settings against a local server whose sources never answer,
 * drip one byte at a time, or stream without end, while people keep using the app.
 */
const BUDGET_MS = 1_000;
const LOAD_MS = 4_000;

let feeds: FixtureServer;
let registry: ReturnType<typeof writeRegistry>;
let ctx: TestContext;
const timers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  feeds = await startFixtureServer({
    '/hang': () => undefined,
    '/drip': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.write('<?xml version="1.0"?><rss version="2.0"><channel>');
      const timer = setInterval(() => response.write(' '), 50);
      timers.add(timer);
      response.on('close', () => clearInterval(timer));
    },
    '/flood': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = `<item><title>${'flood '.repeat(2_000)}</title></item>`;
      const pump = () => {
        while (response.write(chunk)) {
          /* keep the socket full */
        }
      };
      response.on('drain', pump);
      response.write('<?xml version="1.0"?><rss version="2.0"><channel>');
      pump();
    },
    '/good': (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(syntheticRss(3, 'ok')),
  });
  registry = writeRegistry([
    testSource('ftc-consumer-alerts', feeds.url('/hang')),
    testSource('fbi-ic3-psa', feeds.url('/drip')),
    testSource('ssa-oig-scam-alerts', feeds.url('/flood')),
    testSource('ftc-data-spotlight', feeds.url('/good')),
  ]);
  ctx = await buildTestApp({
    env: {
      INTEL_COLLECTION: 'on',
      INTEL_SOURCES_FILE: registry.file,
      ANALYZE_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
});

afterAll(async () => {
  for (const timer of timers) clearInterval(timer);
  await feeds.close();
  await ctx.close();
  registry.remove();
});

describe('a hanging or flooding feed source', () => {
  it('leaves /api/health and /api/analyze answering within budget while collection runs', async () => {
    let collectionDone = false;
    const collection = ctx.app.intelligence.collectAll().finally(() => {
      collectionDone = true;
    });
    // Let the fetches start before measuring.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const timings: Record<'health' | 'analyze', number[]> = { health: [], analyze: [] };
    const statuses: number[] = [];
    const until = Date.now() + LOAD_MS;
    let serial = 0;
    while (Date.now() < until) {
      serial += 1;
      const t0 = performance.now();
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      timings.health.push(performance.now() - t0);
      const t1 = performance.now();
      const analysis = await ctx.app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: {
          inputType: 'text',
          text: `URGENT ${serial}: your Medicare card is suspended, call 1-800-555-0199 and pay with gift cards`,
        },
      });
      timings.analyze.push(performance.now() - t1);
      statuses.push(health.statusCode, analysis.statusCode);
    }

    // The collection was still stuck on the hostile sources the whole time we measured.
    expect(collectionDone).toBe(false);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const worst = { health: Math.max(...timings.health), analyze: Math.max(...timings.analyze) };
    console.info(
      `[hostile-feeds] requests=${statuses.length} worst health=${worst.health.toFixed(0)}ms ` +
        `analyze=${worst.analyze.toFixed(0)}ms (budget ${BUDGET_MS}ms)`,
    );
    expect(worst.health).toBeLessThan(BUDGET_MS);
    expect(worst.analyze).toBeLessThan(BUDGET_MS);

    // Cutting the hostile server ends the collection; the good source was still collected.
    for (const timer of timers) clearInterval(timer);
    await feeds.close();
    const result = await collection;
    expect(JSON.stringify(result)).toMatch(/newItems/);
    expect(Number(result.details?.newItems)).toBe(3);
  }, 90_000);
});
