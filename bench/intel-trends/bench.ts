// GET /api/filter/trends with 5,000 stored items under load (autocannon), on PGlite and on
// PostgreSQL: npm run bench intel-trends
// Options (environment): BENCH_DURATION_S (20), BENCH_WARMUP_S (5), BENCH_CONNECTIONS (50),
// BENCH_DATABASES ("pglite,postgres"), BENCH_ITEMS (5000).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { IntelItem } from '../../packages/contracts/src/index.js';
import { loadModel } from '../../packages/engine/src/index.js';
import type { Database } from '../../apps/server/src/db/database.js';
import { openPglite } from '../../apps/server/src/db/pglite.js';
import { openPostgres } from '../../apps/server/src/db/postgres.js';
import { createIntelClassifier } from '../../apps/server/src/modules/intelligence/intel-classifier.js';
import { createIntelRepository } from '../../apps/server/src/modules/intelligence/intel.repository.js';
import {
  DEFAULT_SOURCES_FILE,
  readRegistry,
} from '../../apps/server/src/modules/intelligence/intel.service.js';
import { loadSnapshot } from '../../apps/server/src/modules/intelligence/snapshot.js';
import { INTEL_DATA_DIR } from '../../apps/server/src/modules/intelligence/sources.js';
import { migrationsDir } from '../../apps/server/src/server-root.js';
import {
  createBenchDatabase,
  loadAverage,
  ROOT,
  startServer,
  type BenchServer,
} from '../support/server.js';

const BENCH_DIR = new URL('.', import.meta.url).pathname;
const SERVER_MAIN = join(ROOT, 'apps/server/src/main.ts');

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const ITEM_COUNT = Number(process.env.BENCH_ITEMS ?? 5000);
const GOAL_RPS = 1500;
const GOAL_P99_MS = 50;

/** The screens' filter queries in rotation: the default list, then each kind of filter. */
const PATHS = [
  '/api/filter/trends',
  '/api/filter/trends?severity=critical,high',
  '/api/filter/trends?category=romance,investment',
  '/api/filter/trends?agency=Federal%20Trade%20Commission&sortBy=severity',
  '/api/filter/trends?q=gift%20card&sortBy=impact',
];

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * 5,000 items made from the 106 real snapshot items (classified by the engine-backed classifier),
 * each copy with its own URL, text hash and date an hour apart: the real mix of agencies, kinds,
 * severities and text lengths, at the size the goal names.
 */
function benchItems(): IntelItem[] {
  const registry = readRegistry(DEFAULT_SOURCES_FILE);
  const snapshot = loadSnapshot(
    readFileSync(join(INTEL_DATA_DIR, 'snapshot.jsonl'), 'utf8'),
    registry,
    createIntelClassifier(loadModel()),
  );
  const start = Date.parse('2026-11-20T00:00:00Z');
  return Array.from({ length: ITEM_COUNT }, (_, n) => {
    const base = snapshot.items[n % snapshot.items.length] as IntelItem;
    const url = `${base.url}${base.url.includes('?') ? '&' : '?'}bench=${n}`;
    return {
      ...base,
      id: sha256(url),
      contentHash: sha256(`${n}\n${base.contentHash}`),
      url,
      title: base.title === null ? null : `${base.title} (${n})`,
      publishedAt: new Date(start - n * 3_600_000).toISOString(),
      datePrecision: 'instant',
      origin: 'collected',
    };
  });
}

async function seed(db: Database, items: readonly IntelItem[]): Promise<void> {
  await db.migrate();
  const repository = createIntelRepository(db.orm);
  await repository.syncSources(readRegistry(DEFAULT_SOURCES_FILE));
  await repository.insertItems(items, new Date(), null);
  if ((await repository.itemCount()) !== items.length) throw new Error('seeding failed');
}

function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  non2xx: number;
  bytesPerResponse: number;
  serverCpuShare: number;
}

async function load(url: string, seconds: number, pid: number): Promise<LoadResult> {
  const cpuBefore = processCpuMs(pid);
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: PATHS.map((path) => ({ method: 'GET', path })),
    timeout: 10,
  });
  const wallMs = performance.now() - started;
  const completed = result.requests.total;
  return {
    rps: completed / (wallMs / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: completed,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: result.throughput.total / Math.max(1, completed),
    serverCpuShare: (processCpuMs(pid) - cpuBefore) / wallMs,
  };
}

async function benchDatabase(database: string, items: readonly IntelItem[]) {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'scambuddy-bench-intel-'));
  const scratch = database === 'postgres' ? await createBenchDatabase('scambuddy_bench') : null;
  const db =
    scratch === null
      ? await openPglite({ dataDir, migrationsFolder: migrationsDir() })
      : await openPostgres({
          connectionString: scratch.url,
          migrationsFolder: migrationsDir(),
          onConnectionError: () => undefined,
        });
  await seed(db, items);
  await db.close();
  let server: BenchServer | undefined;
  try {
    server = await startServer(
      dataDir,
      {
        INTEL_COLLECTION: 'off',
        OCR_WORKERS: '1',
        // Every connection comes from one address; BENCH_CONNECTIONS may exceed the default cap.
        MAX_CONNECTIONS_PER_CLIENT: String(CONNECTIONS + 50),
        ...(scratch === null ? {} : { DATABASE_URL: scratch.url }),
      },
      {
        nodeArgs: ['--import', 'tsx'],
        main: SERVER_MAIN,
        health: { timeoutMs: 120_000, intervalMs: 250 },
      },
    );
    const { url, pid } = server;
    // Let start-up work (OCR model load) finish before measuring.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const first = await fetch(`${url}/api/filter/trends`);
    const body = (await first.json()) as { statistics: { trends: { total: number } } };
    console.log(
      `[${database}] ${body.statistics.trends.total} scam alerts among ${items.length} items`,
    );
    console.log(`[${database}] warm-up ${WARMUP_S} s …`);
    await load(url, WARMUP_S, pid);
    const loadBefore = loadAverage();
    console.log(
      `[${database}] GET /api/filter/trends, ${CONNECTIONS} connections, ${DURATION_S} s …`,
    );
    const result = await load(url, DURATION_S, pid);
    return { database, result, loadBefore, loadAfter: loadAverage() };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

function row(database: string, what: string, r: LoadResult): string {
  return `| ${database} | ${what} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.max} | ${r.requests} | ${r.errors} | ${r.non2xx} | ${r.bytesPerResponse.toFixed(0)} | ${(100 * r.serverCpuShare).toFixed(0)}% |`;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  const items = benchItems();
  const runs = [];
  for (const database of DATABASES) runs.push(await benchDatabase(database, items));
  const cpuModel = os.cpus()[0]?.model ?? 'unknown';
  const lines = [
    `## ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Command: \`npm run bench intel-trends\`${process.env.BENCH_DATABASES === undefined ? '' : ` with \`BENCH_DATABASES=${DATABASES.join(',')}\``}. ` +
      `Machine: ${os.availableParallelism()} cores, ${cpuModel}, Node ${process.version}. ` +
      `${items.length} stored items, autocannon ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s, ${PATHS.length} filter queries in rotation. ` +
      `Load average at start: ${loadAtStart}.`,
    '',
    '| database | load | req/s | p50 (ms) | p99 (ms) | max (ms) | requests | errors | non-2xx | bytes/response | server CPU |',
    '| -------- | ---- | ----: | -------: | -------: | -------: | -------: | -----: | ------: | -------------: | ---------: |',
    ...runs.map(({ database, result }) => row(database, 'as fast as possible', result)),
    '',
    ...runs.map(
      (run) => `Load average ${run.database}: ${run.loadBefore} before, ${run.loadAfter} after.`,
    ),
    '',
    ...runs.map(({ database, result: r }) => {
      const met = r.rps >= GOAL_RPS && r.p99 <= GOAL_P99_MS && r.errors === 0 && r.non2xx === 0;
      return `Goal (≥ ${GOAL_RPS} req/s, p99 ≤ ${GOAL_P99_MS} ms) on ${database}: **${met ? 'met' : 'not met'}**.`;
    }),
  ];
  const section = lines.join('\n') + '\n';
  console.log(`\n${section}`);
  const resultsFile = join(BENCH_DIR, 'RESULTS.md');
  let previous = '';
  try {
    previous = readFileSync(resultsFile, 'utf8').replace(/^# .*\n+/, '');
  } catch {
    // first run
  }
  writeFileSync(
    resultsFile,
    `# GET /api/filter/trends with ${items.length} items — results\n\n${section}\n${previous}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
