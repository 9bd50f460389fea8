// Draws the public screens ahead, in English, into dist/pages/ (decision 0046). Run by `npm run
// build` after the client build and the pre-renderer's own build (dist-ssr/); the server sends
// these pages to visitors without a language or reading-comfort cookie.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(WEB, 'dist');
const PAGES = join(DIST, 'pages');

// React's server renderer picks its production build from this.
process.env.NODE_ENV = 'production';
const { renderPage, fillTemplate, PRERENDERED_ROUTES } = await import(
  join(WEB, 'dist-ssr/render-page.js')
);

const template = readFileSync(join(DIST, 'index.html'), 'utf8');

/** `/` → home.html, `/report/:id` → report_id.html. */
const fileFor = (route) => `${route.slice(1).replaceAll(/[/:]/g, '_') || 'home'}.html`;
const PLACEHOLDER = 'prerendered-placeholder';
const placeholderPath = (route) => route.replaceAll(/:[^/]+/g, PLACEHOLDER);

rmSync(PAGES, { recursive: true, force: true });
mkdirSync(PAGES, { recursive: true });
const manifest = [];
for (const route of PRERENDERED_ROUTES) {
  const rendered = await renderPage(placeholderPath(route));
  if (rendered.html.includes(PLACEHOLDER)) {
    throw new Error(`prerender: ${route} shows its placeholder parameter; leave it out`);
  }
  const page = fillTemplate(template, rendered);
  const file = fileFor(route);
  writeFileSync(join(PAGES, file), page);
  writeFileSync(
    join(PAGES, `${file}.br`),
    brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(join(PAGES, `${file}.gz`), gzipSync(page, { level: 9 }));
  manifest.push({ route, file });
}
writeFileSync(join(PAGES, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerender: ${manifest.length} pages written to dist/pages/`);
