// POST /api/analyze under load (autocannon), on PGlite and on PostgreSQL: npm run bench analyze
// Options (environment): BENCH_DURATION_S (20), BENCH_WARMUP_S (5), BENCH_CONNECTIONS (50),
// BENCH_DATABASES ("pglite,postgres"), BENCH_CPU_PROF=1 (profile the server, print its hot spots),
// BENCH_RATE (a fixed total rate for POST /api/analyze, e.g. 800, instead of closed-loop maximum).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { analyzeMessage, loadModel } from '../../packages/engine/src/index.js';
import {
  createBenchDatabase,
  ensureServerBuilt,
  loadAverage,
  startServer,
  type BenchServer,
} from '../support/server.js';

const BENCH_DIR = new URL('.', import.meta.url).pathname;

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const CPU_PROF = process.env.BENCH_CPU_PROF === '1';
/** Optional fixed total request rate (open-ish load) instead of as fast as 50 connections can go. */
const RATE = process.env.BENCH_RATE === undefined ? undefined : Number(process.env.BENCH_RATE);
const GOAL_RPS = 800;
const GOAL_P99_MS = 50;

type Channel = 'sms' | 'email';
interface Body {
  inputType: 'text' | 'transcript';
  text: string;
  channel?: Channel;
  state?: string;
}

/** Realistic messages written for the benchmark: half scams, half ordinary. */
const BODIES: readonly Body[] = [
  {
    inputType: 'text',
    channel: 'sms',
    text: 'USPS: Your package is on hold due to an incomplete address. Update your details within 12 hours at https://usps-redelivery.top/track or it will be returned.',
  },
  {
    inputType: 'text',
    channel: 'sms',
    state: 'FL',
    text: 'Grandma its me, I got in a car accident and I am at the police station. Please dont tell mom. I need $2,500 for bail, can you get Apple gift cards and send me the numbers?',
  },
  {
    inputType: 'text',
    channel: 'sms',
    text: 'Chase Alert: Did you attempt a purchase of $1,249.99 at BestBuy? Reply YES or NO. If NO, call our fraud dept at 1-888-555-0142 immediately to secure your account.',
  },
  {
    inputType: 'text',
    channel: 'email',
    state: 'OH',
    text: 'From: "Account Services" <support@secure-billing-center.com>\nSubject: Action required: your account has been limited\n\nDear customer, we recently noticed unusual activity on your account and have temporarily limited some features to protect you. To restore full access, please verify your identity and confirm your billing information within 24 hours by signing in through the secure link below. If you do not complete this step, your account will be suspended and any pending payments may be cancelled.',
  },
  {
    inputType: 'transcript',
    text: "Caller: Hello, this is Officer Daniel Brooks with the Social Security Administration fraud division.\nMe: What is this about?\nCaller: Ma'am, your Social Security number was found at a crime scene in Texas and it has been suspended. To protect your money we need to move it to a safe federal account today. Do not tell anyone, this is a confidential federal investigation.",
  },
  {
    inputType: 'text',
    channel: 'sms',
    text: 'Hi Mom, landed safely in Denver. Flight was fine, a bit bumpy at the end. Call you tonight after dinner. Love you!',
  },
  {
    inputType: 'text',
    channel: 'sms',
    text: 'Reminder: You have an appointment with Dr. Patel at Riverside Family Medicine on Tue Nov 25 at 10:30 AM. Reply C to confirm or call 555-0187 to reschedule.',
  },
  {
    inputType: 'text',
    channel: 'sms',
    text: 'Your CVS prescription is ready for pickup at 1420 Main St. Pharmacy hours today 9am-9pm.',
  },
  {
    inputType: 'text',
    channel: 'email',
    state: 'CA',
    text: 'From: "Maple Grove Library" <notices@maplegrovelibrary.org>\nSubject: Your books are due soon\n\nHello Margaret, this is a friendly reminder that two items you borrowed are due on Friday, December 5: "The Thursday Murder Club" and "Lessons in Chemistry". You can renew them at the front desk or by calling us during opening hours. The book club meets again on the second Tuesday of the month at 2 pm in the community room. Thank you for visiting your library.',
  },
  {
    inputType: 'text',
    channel: 'email',
    text: 'Hi Dad, the kids loved the birthday cards you sent. Emma wants to know if you are still coming for Thanksgiving; we will pick you up at the station on Wednesday around 4. Let me know if the train time changes. Love, Sarah',
  },
];

interface CpuTimes {
  userMs: number;
  systemMs: number;
}

/**
 * CPU time of another process from /proc (Linux), all its threads; with `mainThreadOnly` only its
 * main thread (the event loop), which is the limit when other work has threads of its own.
 */
function processCpu(pid: number, mainThreadOnly = false): CpuTimes {
  const path = mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const stat = readFileSync(path, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  return { userMs: Number(fields[11]) * tick, systemMs: Number(fields[12]) * tick };
}

function cpuSince(before: CpuTimes, after: CpuTimes): number {
  return after.userMs + after.systemMs - before.userMs - before.systemMs;
}

interface LoadResult {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  serverCpuMsPerRequest: number;
  /** Of which on the server's main thread (the embedded database has a thread of its own). */
  mainThreadCpuMsPerRequest: number;
  serverCpuShare: number;
  benchCpuShare: number;
}

async function load(
  url: string,
  path: string,
  method: 'GET' | 'POST',
  seconds: number,
  serverPid: number,
): Promise<LoadResult> {
  const requests: autocannon.Request[] = BODIES.map((body) =>
    method === 'POST'
      ? {
          method,
          path,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }
      : { method, path },
  );
  const serverBefore = processCpu(serverPid);
  const mainBefore = processCpu(serverPid, true);
  const benchBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests,
    timeout: 10,
    // autocannon's coordinated-omission correction assumes an interval of ceil(1 / rate) = 1 ms
    // and back-fills synthetic samples; the rate is also applied in bursts at each second's start.
    ...(RATE === undefined || path !== '/api/analyze'
      ? {}
      : { overallRate: RATE, ignoreCoordinatedOmission: true }),
  });
  const wallMs = performance.now() - started;
  const benchUsed = process.cpuUsage(benchBefore);
  const serverMs = cpuSince(serverBefore, processCpu(serverPid));
  const mainMs = cpuSince(mainBefore, processCpu(serverPid, true));
  const completed = result.requests.total;
  return {
    rps: completed / (wallMs / 1000),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: completed,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    serverCpuMsPerRequest: serverMs / Math.max(1, completed),
    mainThreadCpuMsPerRequest: mainMs / Math.max(1, completed),
    serverCpuShare: serverMs / wallMs,
    benchCpuShare: (benchUsed.user + benchUsed.system) / 1000 / wallMs,
  };
}

interface Run {
  database: string;
  analyze: LoadResult;
  health: LoadResult;
  loadBefore: string;
  loadAfter: string;
  profile?: string;
}

/** The functions with the most self time in a V8 .cpuprofile, as a markdown list. */
function summariseProfile(dir: string, file: string): string {
  interface ProfileNode {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const byArea = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    if (node === undefined) return;
    total += delta;
    const frame = node.callFrame;
    const where = frame.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/work\//, '');
    const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    const area = frame.url.includes('node_modules/')
      ? frame.url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
      : frame.url === ''
        ? frame.functionName || '(native)'
        : frame.url.includes('dist/main.js')
          ? 'dist/main.js (server + engine bundle)'
          : frame.url.replace(/^.*\/([^/]+)$/, '$1');
    byArea.set(area, (byArea.get(area) ?? 0) + delta);
  });
  const top = (map: Map<string, number>, n: number): string =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `- ${((100 * us) / total).toFixed(1)}% ${name}`)
      .join('\n');
  return `Self time by area:\n\n${top(byArea, 12)}\n\nTop functions by self time:\n\n${top(self, 20)}`;
}

/**
 * Node writes one profile per thread (CPU.<date>.<time>.<pid>.<thread id>.<n>.cpuprofile); thread 0
 * is the server's event loop, the others are workers such as the embedded database's (0013).
 */
function summariseProfiles(dir: string): string {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => ({ name, thread: Number(name.split('.').at(-3)) }))
    .sort((a, b) => a.thread - b.thread);
  if (files.length === 0) return '(no profile written)';
  return files
    .map(
      ({ name, thread }) =>
        `#### ${thread === 0 ? 'Main thread' : `Worker thread ${thread}`}\n\n${summariseProfile(dir, name)}`,
    )
    .join('\n\n');
}

async function benchDatabase(database: string): Promise<Run> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'scambuddy-bench-'));
  const profileDir = join(dataDir, 'profile');
  const scratch = database === 'postgres' ? await createBenchDatabase('scambuddy_bench') : null;
  const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  let server: BenchServer | undefined;
  try {
    server = await startServer(
      dataDir,
      {
        ANALYZE_RATE_LIMIT_PER_MINUTE: '100000000',
        // Every connection comes from one address; BENCH_CONNECTIONS may exceed the default cap.
        MAX_CONNECTIONS_PER_CLIENT: String(CONNECTIONS + 50),
        ...(scratch === null ? {} : { DATABASE_URL: scratch.url }),
      },
      { nodeArgs },
    );
    const { url, pid } = server;
    const loadBefore = loadAverage();
    console.log(`[${database}] warm-up ${WARMUP_S} s …`);
    await load(url, '/api/analyze', 'POST', WARMUP_S, pid);
    console.log(`[${database}] POST /api/analyze, ${CONNECTIONS} connections, ${DURATION_S} s …`);
    const analyze = await load(url, '/api/analyze', 'POST', DURATION_S, pid);
    const loadAfter = loadAverage();
    console.log(`[${database}] GET /api/health baseline, 10 s …`);
    const health = await load(url, '/api/health', 'GET', 10, pid);
    // The profile is written when the server exits.
    await server.stop();
    const run: Run = { database, analyze, health, loadBefore, loadAfter };
    if (CPU_PROF) run.profile = summariseProfiles(profileDir);
    return run;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

/** The engine alone on the same mix, in this process: its CPU cost per request. */
function engineAlone(): { perSecond: number; cpuMsPerCall: number } {
  const model = loadModel();
  for (let i = 0; i < 500; i += 1) analyzeMessage(BODIES[i % BODIES.length] as Body, model);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let calls = 0;
  while (performance.now() - started < 3000) {
    analyzeMessage(BODIES[calls % BODIES.length] as Body, model);
    calls += 1;
  }
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return { perSecond: calls / (wall / 1000), cpuMsPerCall: (cpu.user + cpu.system) / 1000 / calls };
}

function row(database: string, what: string, r: LoadResult): string {
  return `| ${database} | ${what} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.requests} | ${r.errors + r.timeouts} | ${r.non2xx} | ${r.serverCpuMsPerRequest.toFixed(2)} | ${r.mainThreadCpuMsPerRequest.toFixed(2)} | ${(100 * r.serverCpuShare).toFixed(0)}% | ${(100 * r.benchCpuShare).toFixed(0)}% |`;
}

async function main(): Promise<void> {
  ensureServerBuilt();
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  const engine = engineAlone();
  console.log(
    `engine alone: ${engine.perSecond.toFixed(0)} analyses/s, ${engine.cpuMsPerCall.toFixed(3)} ms CPU each`,
  );
  const runs: Run[] = [];
  for (const database of DATABASES) runs.push(await benchDatabase(database));

  const cpuModel = os.cpus()[0]?.model ?? 'unknown';
  const lines = [
    `## ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC${CPU_PROF ? ' (server under --cpu-prof: slower than normal)' : ''}${RATE === undefined ? '' : `, fixed rate ${RATE} req/s`}`,
    '',
    `Command: \`npm run bench analyze\` (= \`npx tsx bench/analyze/bench.ts\`)${CPU_PROF ? ' with `BENCH_CPU_PROF=1`' : ''}${RATE === undefined ? '' : ` with \`BENCH_RATE=${RATE}\``}${process.env.BENCH_DATABASES === undefined ? '' : ` with \`BENCH_DATABASES=${DATABASES.join(',')}\``}${process.env.ENGINE_THREADS === undefined ? '' : ` with the server's \`ENGINE_THREADS=${process.env.ENGINE_THREADS}\``}. ` +
      `Machine: ${os.availableParallelism()} cores (nproc), ${cpuModel}, ${os.type()} ${os.release()}, Node ${process.version}. ` +
      `autocannon ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s, ${BODIES.length} JSON bodies in rotation (5 scam, 5 ordinary). ` +
      `Load average at start: ${loadAtStart}.`,
    '',
    `Engine alone on the same mix (this process, one thread): ${engine.perSecond.toFixed(0)} analyses/s, ${engine.cpuMsPerCall.toFixed(3)} ms CPU each.`,
    '',
    '| database | request | req/s | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) | requests | errors | non-2xx | server CPU ms/req | of which main thread | server CPU | autocannon CPU |',
    '| -------- | ------- | ----: | -------: | -------: | -------: | -------: | -------: | -----: | ------: | ----------------: | -------------------: | ---------: | -------------: |',
    ...runs.flatMap((run) => [
      row(run.database, 'POST /api/analyze', run.analyze),
      row(run.database, 'GET /api/health', run.health),
    ]),
    '',
    ...runs.map(
      (run) =>
        `Load average ${run.database}: ${run.loadBefore} before, ${run.loadAfter} after the measured run.`,
    ),
    '',
    ...runs.map((run) => {
      const met = run.analyze.rps >= GOAL_RPS && run.analyze.p99 <= GOAL_P99_MS;
      return `Goal (≥ ${GOAL_RPS} req/s, p99 ≤ ${GOAL_P99_MS} ms) on ${run.database}: **${met ? 'met' : 'not met'}**.`;
    }),
    '',
    ...runs.flatMap((run) =>
      run.profile === undefined ? [] : [`### Server profile, ${run.database}`, '', run.profile, ''],
    ),
  ];
  const section = lines.join('\n').trimEnd() + '\n';
  console.log(`\n${section}`);

  const resultsPath = join(BENCH_DIR, 'RESULTS.md');
  const header =
    '# Analyze endpoint benchmark results\n\nNewest first. See [README.md](README.md).\n';
  const previous = existsSync(resultsPath)
    ? readFileSync(resultsPath, 'utf8').replace(header, '').trimStart()
    : '';
  writeFileSync(resultsPath, `${header}\n${section}${previous ? `\n${previous}` : ''}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
