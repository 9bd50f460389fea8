// The whole accessibility sweep of issue 21 ("Done when" 1): `npm run bench a11y`. Every route ×
// 12 languages at 390 and 320 px, and English and Arabic at 1280 px, normal and with the root font
// size doubled — axe, focus stops covered by fixed elements, sideways scrolling and targets under
// 44 px (e2e/support/a11y-sweep.ts). CI runs a fixed rotation of it (e2e/a11y-sweep.e2e.test.ts).
// Builds first unless BENCH_SKIP_BUILD=1; BENCH_A11Y_ROTATION=ci runs only CI's rotation;
// BENCH_A11Y_LANGUAGES=de,ru and BENCH_A11Y_ROUTES=/terms,/heatmap narrow it down while working.
// Screenshots of the home page in every language at 390 px go to bench/.tmp/a11y/. Results go to
// RESULTS.md next to this file.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.js';
import {
  checkScreen,
  ciRotation,
  fullSweep,
  openSweepContext,
  pathOf,
  prepareSweep,
  type ScreenReport,
  type SweepRun,
} from '../../e2e/support/a11y-sweep.js';
import {
  freePort,
  loadAverage,
  ROOT,
  SERVER_MAIN,
  stopServer,
  waitForHealth,
} from '../support/server.js';

const ADMIN_EMAIL = 'admin@example.test';
const SHOTS_DIR = join(ROOT, 'bench/.tmp/a11y');

function selectedRuns(): SweepRun[] {
  let runs = process.env.BENCH_A11Y_ROTATION === 'ci' ? ciRotation() : fullSweep();
  const languages = process.env.BENCH_A11Y_LANGUAGES?.split(',');
  const routes = process.env.BENCH_A11Y_ROUTES?.split(',');
  if (languages) runs = runs.filter((run) => languages.includes(run.language));
  if (routes) runs = runs.filter((run) => routes.includes(run.route.pattern));
  return runs;
}

/** Rewrites RESULTS.md with what has been checked so far (after each group, so a long run that is stopped still leaves its figures). */
function writeResults(planned: number): void {
  const seconds = (Date.now() - started) / 1000;
  const problems = reports.flatMap((report) => report.problems);
  const kinds = new Map<string, number>();
  for (const problem of problems) {
    const kind = (problem.split(': ')[1] ?? '')
      .replace(/ \d.*$/, '')
      .split(' ')
      .slice(0, 2)
      .join(' ');
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const screensMs = reports.map((report) => report.ms).sort((a, b) => a - b);
  const median = screensMs[Math.floor(screensMs.length / 2)] ?? 0;
  const lines = [
    '# Accessibility sweep: results',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores, load average ${loadAverage()}, with`,
    `\`${process.env.BENCH_A11Y_ROTATION === 'ci' ? 'BENCH_A11Y_ROTATION=ci ' : ''}npm run bench a11y\`${
      process.env.BENCH_A11Y_LANGUAGES || process.env.BENCH_A11Y_ROUTES ? ' (narrowed)' : ''
    }.`,
    '',
    `Screens checked: ${reports.length} of ${planned}${reports.length < planned ? ' (run still going or stopped)' : ''}.`,
    '',
    '| screens | focus stops walked | targets measured | problems | whole sweep | median screen |',
    '| ------- | ------------------ | ---------------- | -------- | ----------- | ------------- |',
    `| ${reports.length} | ${reports.reduce((sum, r) => sum + r.focusStops, 0)} | ${reports.reduce((sum, r) => sum + r.targets, 0)} | ${problems.length} | ${(seconds / 60).toFixed(1)} min | ${(median / 1000).toFixed(1)} s |`,
    '',
    ...(kinds.size > 0
      ? [
          '| kind | count |',
          '| ---- | ----- |',
          ...[...kinds].map(([kind, count]) => `| ${kind} | ${count} |`),
          '',
        ]
      : []),
    ...(problems.length > 0
      ? ['## Problems', '', ...problems.slice(0, 400).map((p) => `- ${p}`), '']
      : []),
  ];
  writeFileSync(join(ROOT, 'bench/a11y/RESULTS.md'), `${lines.join('\n')}\n`);
}

let plannedScreens = 0;
if (process.env.BENCH_SKIP_BUILD !== '1') {
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
}
const dataDir = mkdtempSync(join(os.tmpdir(), 'scambuddy-bench-a11y-'));
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [SERVER_MAIN], {
  cwd: ROOT,
  env: {
    ...process.env,
    // As the e2e server: the development sign-in is how the sweep opens private screens.
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ADMIN_EMAILS: ADMIN_EMAIL,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
// A browser that fails to start must not leave the server running (it did once, on a machine
// without Chromium).
const browser = await chromium
  .launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
  .catch((error: unknown) => {
    server.kill();
    throw error;
  });
const started = Date.now();
const reports: ScreenReport[] = [];
try {
  await waitForHealth(baseURL, server);
  mkdirSync(SHOTS_DIR, { recursive: true });
  const fixtures = await prepareSweep(browser, baseURL, ADMIN_EMAIL);
  const runs = selectedRuns();
  plannedScreens = runs.length;
  // CI's rotation first, so that a run stopped early has still seen every route and language.
  const key = (run: SweepRun) => `${run.route.pattern}|${run.language}|${run.viewport.name}`;
  const rotation = new Set(ciRotation().map(key));
  runs.sort((a, b) => Number(rotation.has(key(b))) - Number(rotation.has(key(a))));
  for (const run of runs) {
    const context: BrowserContext = await openSweepContext(
      browser,
      fixtures,
      run.language,
      run.viewport,
      run.route.role,
    );
    try {
      const page = await context.newPage();
      const report = await checkScreen(page, pathOf(run.route, fixtures), run);
      reports.push(report);
      console.log(`${report.label}: ${report.problems.length} problem(s), ${report.ms} ms`);
      for (const problem of report.problems) console.log(`  ${problem}`);
      if (run.route.pattern === '/' && run.viewport.name === '390') {
        await page.screenshot({ path: join(SHOTS_DIR, `home-${run.language}-390.png`) });
      }
    } catch (error) {
      const label = key(run).replaceAll('|', ' ');
      reports.push({
        label,
        problems: [`${label}: did not load (${String(error)})`],
        focusStops: 0,
        targets: 0,
        ms: 0,
      });
      console.log(`${label}: did not load: ${String(error)}`);
    } finally {
      await context.close();
    }
    if (reports.length % 10 === 0) writeResults(plannedScreens);
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

writeResults(plannedScreens);

console.log(
  `\n${reports.length} screens, ${reports.flatMap((r) => r.problems).length} problems, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
