import { CommunitySubmitResponseSchema } from '@scambuddy/contracts';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.js';
import {
  createScratchDatabase,
  hardeningPostgresUrl,
  type ScratchDatabase,
} from './support/scratch-postgres.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

/**
 * Issue 9, faults: PostgreSQL goes away under load. A TCP proxy between the app and the shared
 * PostgreSQL is cut (open connections destroyed, new ones refused) and restored while clients keep
 * submitting community reports and asking for health.
 */
const adminUrl = hardeningPostgresUrl();

const WORKERS = 8;
const HEALTHY_BEFORE_MS = 1_500;
const OUTAGE_MS = 3_000;
/** Issue 9: "service back within 5 s of the database". */
const RECOVERY_BUDGET_MS = 5_000;
/** "Fail fast": a request during the outage is answered well before the pool's 5 s connect timeout. */
const FAIL_FAST_MS = 2_000;

interface Outcome {
  status: number;
  retryAfter: string | undefined;
  startedAt: number;
  durationMs: number;
  acknowledgedId?: string;
}

describe.skipIf(adminUrl === undefined)('PostgreSQL unavailable during load', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let ctx: TestContext;
  const logs: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl ?? '');
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const db = await scratch.open({ host: '127.0.0.1', port: proxy.port });
    ctx = await buildTestApp({
      db,
      env: { COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: '1000000' },
      // Failed queries are logged: what people wrote must not be copied into those lines.
      logger: {
        level: 'warn',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            logs.push(chunk.toString('utf8'));
            done();
          },
        }),
      },
    });
  });

  afterAll(async () => {
    await ctx?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it('answers 503 + Retry-After fast, recovers within 5 s and loses no acknowledged report', async () => {
    let serial = 0;
    const outcomes: Outcome[] = [];
    let stop = false;

    const submitOne = async (): Promise<Outcome> => {
      serial += 1;
      const startedAt = Date.now();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/community/reports',
        payload: {
          title: `Outage drill report ${serial}`,
          description: `Drill ${serial} ${startedAt}: a caller said my grandson was in jail and asked for gift cards right away, number ${serial}.`,
          category: 'phone-scam',
        },
      });
      const outcome: Outcome = {
        status: response.statusCode,
        retryAfter: response.headers['retry-after']?.toString(),
        startedAt,
        durationMs: Date.now() - startedAt,
      };
      if (response.statusCode === 201 || response.statusCode === 202) {
        const body = CommunitySubmitResponseSchema.parse(response.json());
        outcome.acknowledgedId = body.status === 'published' ? body.report.id : body.id;
      }
      return outcome;
    };

    // The drill starts from a warm service, as one under load is: the first report compiles the
    // engine's patterns and opens the pool's connections, which on a slow, busy machine takes
    // longer than the healthy phase (its requests were then cut mid-start and counted as slow
    // 503s, decision 0086). Every request of the drill itself is still held to the bounds below.
    const warmUp = await submitOne();
    expect(warmUp.status, 'the service answers before the drill').toBe(201);

    const workers = Array.from({ length: WORKERS }, async () => {
      while (!stop) outcomes.push(await submitOne());
    });

    await sleep(HEALTHY_BEFORE_MS);
    const cutAt = Date.now();
    await proxy.cut();
    await sleep(OUTAGE_MS);
    const restoreBeganAt = Date.now();
    await proxy.restore();
    const restoredAt = Date.now();

    // Service is back when a request started after the restore is answered with success.
    let recoveredAt: number | undefined;
    while (Date.now() - restoredAt < RECOVERY_BUDGET_MS + 2_000) {
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      const recentOk = outcomes.some((o) => o.startedAt >= restoredAt && o.status === 201);
      if (health.statusCode === 200 && recentOk) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(50);
    }
    await sleep(500);
    stop = true;
    await Promise.all(workers);

    // Requests answered wholly while the database was away. One that started shortly before the
    // restore may reach the database after it (the handler does work before its first query,
    // more slowly on a busy machine) and rightly succeed: that is recovery, not a missed outage.
    const during = outcomes.filter(
      (o) => o.startedAt >= cutAt + 200 && o.startedAt + o.durationMs < restoreBeganAt,
    );
    const statuses = countBy(outcomes.map((o) => o.status));
    const unavailable = outcomes.filter((o) => o.status === 503);
    const acknowledged = outcomes.flatMap((o) => (o.acknowledgedId ? [o.acknowledgedId] : []));

    // Only success or "try again": never a 500 for a database that is away.
    expect(Object.keys(statuses).sort(), JSON.stringify(statuses)).toEqual(
      expect.arrayContaining(['201', '503']),
    );
    for (const status of Object.keys(statuses)) expect(['201', '202', '503']).toContain(status);
    expect(during.length).toBeGreaterThan(0);
    const answeredDuring = during.filter((o) => o.status !== 503);
    expect(
      answeredDuring,
      JSON.stringify(answeredDuring.map((o) => ({ ...o, sinceCut: o.startedAt - cutAt }))),
    ).toEqual([]);
    for (const o of unavailable) {
      expect(o.retryAfter).toMatch(/^\d+$/);
      expect(o.durationMs).toBeLessThan(FAIL_FAST_MS);
    }

    expect(recoveredAt, 'service did not come back').toBeDefined();
    const recoveryMs = (recoveredAt ?? Infinity) - restoredAt;
    expect(recoveryMs).toBeLessThan(RECOVERY_BUDGET_MS);

    // Zero lost acknowledged writes: every id answered 201/202 is in the database.
    const rows = await scratch.query<{ n: string }>(
      'select count(*)::text as n from community_reports where id = any($1::text[])',
      [acknowledged],
    );
    expect(Number(rows[0]?.n)).toBe(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(10);

    const logged = logs.join('');
    expect(logged).toMatch(/request failed/);
    expect(logged).not.toMatch(/grandson|gift cards|Outage drill/);

    console.info(
      `[db-outage] requests=${outcomes.length} statuses=${JSON.stringify(statuses)} ` +
        `outage=${restoredAt - cutAt}ms recovery=${recoveryMs}ms ` +
        `slowest503=${Math.max(0, ...unavailable.map((o) => o.durationMs))}ms acknowledged=${acknowledged.length} lost=0`,
    );
  }, 60_000);
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function countBy(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}
