// `npm run bench [name…]`: runs the benchmarks under bench/<name>/ one after another (each folder
// has a README, a `bench.ts` entry and a RESULTS.md its run rewrites). Not part of `npm test`:
// performance goals are measured here, never asserted in timed unit tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';

const benchDir = new URL('.', import.meta.url).pathname;
const available = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(benchDir, entry.name, 'bench.ts')))
  .map((entry) => entry.name)
  .sort();
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}
/** Benchmarks that drive Debian's Chromium: installed (with the fonts) by the project, never by hand. */
const BROWSER_BENCHES = new Set(['a11y', 'lighthouse']);
for (const name of requested.length > 0 ? requested : available) {
  console.log(`\n=== bench/${name} ===`);
  if (BROWSER_BENCHES.has(name)) ensureChromium();
  const result = spawnSync('npx', ['tsx', join(benchDir, name, 'bench.ts')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
