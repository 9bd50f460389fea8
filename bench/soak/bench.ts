// Soak: mixed traffic at 200 connections for 60 s against the built server (issue 9):
// npm run bench soak. Zero errors, p99 recorded, server memory flat over the last 30 s.
// Options (environment): SOAK_DURATION_S (60), SOAK_CONNECTIONS (200), SOAK_WARMUP_S (5),
// SOAK_DATABASE ("pglite" or "postgres"; postgres uses postgres://postgres@127.0.0.1:5432).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  createBenchDatabase,
  ensureServerBuilt,
  loadAverage,
  ROOT,
  startServer,
  type BenchServer,
} from '../support/server.js';
import { flatness, FLAT_SLOPE_MB_PER_10S, SLICE_S } from './memory-trend.js';

const BENCH_DIR = new URL('.', import.meta.url).pathname;

const DURATION_S = Number(process.env.SOAK_DURATION_S ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200);
const WARMUP_S = Number(process.env.SOAK_WARMUP_S ?? 5);
const DATABASE = process.env.SOAK_DATABASE ?? 'pglite';
/** The window judged for memory growth: the last 30 s of the run (issue 9). */
const FLAT_WINDOW_S = 30;

const MESSAGES = [
  'USPS: Your package is on hold due to an incomplete address. Update your details within 12 hours at https://usps-redelivery.top/track',
  'Grandma its me, I got in a car accident. Please dont tell mom. I need $2,500 for bail, can you get Apple gift cards?',
  'Hi Mom, landed safely in Denver. Flight was fine. Call you tonight after dinner. Love you!',
  'Reminder: You have an appointment with Dr. Patel on Tue Nov 25 at 10:30 AM. Reply C to confirm.',
];

/** Resident set size of another process, in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** A few saved analyses, so "report read" reads real rows. */
async function seedReports(url: string): Promise<string[]> {
  const ids: string[] = [];
  for (const text of MESSAGES) {
    const response = await fetch(`${url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ inputType: 'text', text }),
    });
    if (!response.ok)
      throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { analysisId: string }).analysisId);
  }
  return ids;
}

/** The mix each connection cycles through: two analyses and six reads. */
function mix(reportIds: string[]): autocannon.Request[] {
  const analyze = (text: string): autocannon.Request => ({
    method: 'POST',
    path: '/api/analyze',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ inputType: 'text', text }),
  });
  return [
    analyze(MESSAGES[0] ?? ''),
    { method: 'GET', path: `/api/report/${reportIds[0]}` },
    { method: 'GET', path: '/api/states' },
    { method: 'GET', path: '/api/health' },
    analyze(MESSAGES[2] ?? ''),
    { method: 'GET', path: '/api/filter/trends' },
    { method: 'GET', path: '/api/community/reports?limit=20&offset=0' },
    { method: 'GET', path: `/api/report/${reportIds[1]}` },
  ];
}

async function main(): Promise<void> {
  ensureServerBuilt();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'scambuddy-soak-'));
  const scratch = DATABASE === 'postgres' ? await createBenchDatabase('scambuddy_soak') : null;
  let server: BenchServer | undefined;
  try {
    server = await startServer(dataDir, {
      // Every request comes from one address here; the per-address limits would refuse the soak.
      ANALYZE_RATE_LIMIT_PER_MINUTE: '100000000',
      MAX_CONNECTIONS_PER_CLIENT: String(CONNECTIONS + 50),
      INTEL_COLLECTION: 'off',
      ...(scratch === null ? {} : { DATABASE_URL: scratch.url }),
    });
    const { url, pid } = server;
    const requests = mix(await seedReports(url));
    const startedAt = new Date();
    const loadBefore = loadAverage();
    console.log(`warm-up ${WARMUP_S} s …`);
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, requests, timeout: 10 });

    console.log(`soak: ${CONNECTIONS} connections, ${DURATION_S} s, mixed traffic …`);
    const samples: { t: number; mb: number }[] = [];
    const soakStart = performance.now();
    const sampler = setInterval(() => {
      samples.push({ t: (performance.now() - soakStart) / 1000, mb: rssMb(pid) });
    }, 1_000);
    const statusCounts: Record<string, number> = {};
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url, connections: CONNECTIONS, duration: DURATION_S, requests, timeout: 10 },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on('response', (_client, statusCode) => {
        statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
      });
    });
    clearInterval(sampler);
    const loadAfter = loadAverage();

    const lastWindow = samples.filter((sample) => sample.t > DURATION_S - FLAT_WINDOW_S);
    const trend = flatness(lastWindow);
    // autocannon counts timeouts among its errors too.
    const errors = result.errors + result.non2xx;
    const passed = errors === 0 && trend.isFlat;
    const rss = samples.map((sample) => sample.mb);

    const cpuModel = os.cpus()[0]?.model ?? 'unknown';
    const section = [
      `## ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${DATABASE}: **${passed ? 'passed' : 'failed'}**`,
      '',
      `Command: \`npm run bench soak\` (= \`npx tsx bench/soak/bench.ts\`)${DATABASE === 'pglite' ? '' : ` with \`SOAK_DATABASE=${DATABASE}\``}. ` +
        `Machine: ${os.availableParallelism()} cores (nproc), ${cpuModel}, ${os.type()} ${os.release()}, Node ${process.version}; ` +
        `autocannon in the same machine. ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s; each connection cycles ` +
        'analyze ×2, report read ×2, states, health, filter/trends, community list. Load average ' +
        `${loadBefore} before, ${loadAfter} after.`,
      '',
      '| requests | req/s | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) | errors | timeouts | non-2xx | statuses |',
      '| -------: | ----: | -------: | -------: | -------: | -------: | -----: | -------: | ------: | -------- |',
      `| ${result.requests.total} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p90} | ${result.latency.p99} | ${result.latency.max} | ${result.errors} | ${result.timeouts} | ${result.non2xx} | ${JSON.stringify(statusCounts)} |`,
      '',
      `Server RSS, sampled each second: ${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)} MB over the run; ` +
        `last ${FLAT_WINDOW_S} s ${trend.firstMb.toFixed(0)} → ${trend.lastMb.toFixed(0)} MB (slope through every sample ` +
        `${trend.slopeMbPer10s.toFixed(2)} MB/10 s, which follows the GC sawtooth). Floors (lowest sample of each ${SLICE_S} s) ` +
        `${trend.floorsMb.map((mb) => mb.toFixed(0)).join(', ')} MB, slope ${trend.floorSlopeMbPer10s.toFixed(2)} MB/10 s. ` +
        `Rule: flat when the floor slope is below ${FLAT_SLOPE_MB_PER_10S} MB/10 s → **${trend.isFlat ? 'flat' : 'growing'}**.`,
      '',
      `RSS samples (MB): ${rss.map((mb) => mb.toFixed(0)).join(' ')}`,
      '',
    ].join('\n');
    console.log(`\n${section}`);
    const resultsPath = join(BENCH_DIR, 'RESULTS.md');
    const header = '# Soak results\n\nNewest first. See [README.md](README.md).\n';
    const previous = existsSync(resultsPath)
      ? readFileSync(resultsPath, 'utf8').replace(header, '').trimStart()
      : '';
    writeFileSync(resultsPath, `${header}\n${section}${previous ? `\n${previous}` : ''}`);
    // The tables are written unaligned; the repository's format check expects Prettier's layout.
    spawnSync('npx', ['prettier', '--write', resultsPath], { cwd: ROOT, stdio: 'ignore' });
    if (!passed) process.exitCode = 1;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
