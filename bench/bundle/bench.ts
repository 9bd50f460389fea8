// Client JavaScript per route, gzip: what a phone downloads to show each screen the first time.
// Reads Vite's build manifest (apps/web/dist/.vite/manifest.json), so it measures the real chunks.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Issue 9: the home page ships at most 150 KB of JavaScript, gzip. */
const HOME_BUDGET_BYTES = 150 * 1024;

const root = new URL('../..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');

if (process.env.BENCH_SKIP_BUILD !== '1') {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

const gzipSizes = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The chunk and every chunk it statically imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function jsBytes(keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk?.file.endsWith('.js')) total += gzipBytes(chunk.file);
  }
  return total;
}

// The page's entry is index.html; the service worker (sw.js) is a second entry no page loads.
const entryKey = manifest['index.html']?.isEntry
  ? 'index.html'
  : Object.keys(manifest).find((key) => manifest[key]?.isEntry && !key.includes('sw'));
if (entryKey === undefined) throw new Error('no entry chunk in the manifest');
// The entry is small; it always starts the app after the first paint (decision 0046), so that
// app and its static imports count as the home page's download too.
const initial = closure(entryKey);
for (const started of manifest[entryKey]?.dynamicImports ?? []) closure(started, initial);
const homeBytes = jsBytes(initial);

const rows: { route: string; bytes: number; extra: number }[] = [
  { route: 'home (/) — entry', bytes: homeBytes, extra: 0 },
];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !/features\/.+-page\.tsx$/.test(chunk.src ?? key)) continue;
  const routeChunks = [...closure(key)].filter((k) => !initial.has(k));
  const extra = jsBytes(routeChunks);
  rows.push({
    route: (chunk.src ?? key).replace(/^.*features\//, '').replace(/\/components\//, ': '),
    bytes: homeBytes + extra,
    extra,
  });
}
rows.sort((a, b) => b.bytes - a.bytes);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const met = homeBytes <= HOME_BUDGET_BYTES;
const lines = [
  `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `Command: \`npm run bench bundle\`. Machine: ${os.cpus().length} cores, Node ${process.version}. ` +
    'gzip level 9 of each JavaScript file the route needs on a first visit (entry, the app it ' +
    'starts and their static imports, plus the route chunk and its own imports).',
  '',
  '| screen | JS gzip on first visit (KB) | beyond the entry (KB) |',
  '| --- | ---: | ---: |',
  ...rows.map((row) => `| ${row.route} | ${kb(row.bytes)} | ${kb(row.extra)} |`),
  '',
  `Budget: home ≤ ${kb(HOME_BUDGET_BYTES)} KB — **${met ? 'met' : 'not met'}** (${kb(homeBytes)} KB).`,
  '',
].join('\n');
console.log(lines);
writeFileSync(new URL('RESULTS.md', import.meta.url), `# Bundle size results\n\n${lines}`);
