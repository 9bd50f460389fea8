import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createWebDist,
  TEST_ASSET_JS,
  TEST_INDEX_HTML,
  type TestContext,
} from '../../test/helper.js';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let ctx: TestContext;
let baseUrl: URL;

beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address() as AddressInfo;
  baseUrl = new URL(`http://127.0.0.1:${address.port}`);
});

afterAll(async () => {
  await ctx.close();
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A raw HTTP GET: it sends the path exactly as written, where `inject()` and fetch parse it as a
 * URL first and so resolve `%2e%2e` before the server ever sees it.
 */
function rawGet(path: string, accept = HTML): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: baseUrl.hostname, port: baseUrl.port, path, method: 'GET', headers: { accept } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the built client', () => {
  it('serves index.html for page navigations, revalidated on every visit', async () => {
    for (const url of ['/', '/report/abc-123', '/history', '/no-such-page', '/about?x=1']) {
      const response = await ctx.app.inject({ url, headers: { accept: HTML } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.payload).toBe(TEST_INDEX_HTML);
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.payload).toBe(TEST_ASSET_JS);
  });

  it('answers a missing asset with 404, never the page', async () => {
    const response = await ctx.app.inject({
      url: '/assets/index-old999.js',
      headers: { accept: HTML },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the page to curl, link previewers and others that accept anything (*/*)', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      for (const url of ['/', '/about', '/report/abc-123']) {
        const response = await ctx.app.inject({ url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
      }
    }
  });

  it('answers non-HTML requests for unknown paths with JSON 404', async () => {
    const response = await ctx.app.inject({
      url: '/favicon.ico',
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('does not serve the page for state-changing methods', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/history',
      headers: { accept: HTML },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('paths that try to leave the web folder', () => {
  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/%2E%2E/package.json',
    '/..%2fpackage.json',
    '/..%2f..%2fpackage.json',
    '/%2e%2e%2f%2e%2e/etc/passwd',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e/etc/passwd',
    '/%252e%252e/package.json',
    '/%252e%252e%252f%252e%252e%252fetc/passwd',
    '/assets/../../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/..\\package.json',
    '/..%5cpackage.json',
    '/%5c..%5c..%5cetc%5cpasswd',
    '/assets/..%5c..%5cpackage.json',
    '/index.html%00',
    '//etc/passwd',
  ])('%s → 404 without leaking a file', async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('"name"');
    expect(response.body).not.toContain('root:');
    expect(response.body).not.toContain('<html');
  });
});

describe('security headers', () => {
  const cases = [
    { label: 'the HTML page', url: '/', accept: HTML, status: 200 },
    { label: 'an asset', url: '/assets/index-abc123.js', accept: '*/*', status: 200 },
    { label: 'an API answer', url: '/api/health', accept: 'application/json', status: 200 },
    { label: 'an API error', url: '/api/nothing', accept: 'application/json', status: 404 },
    { label: 'a traversal refusal', url: '/%2e%2e/package.json', accept: HTML, status: 404 },
  ];

  it.each(cases)('are on $label', async ({ url, accept, status }) => {
    const response = await rawGet(url, accept);
    expect(response.status).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // PUBLIC_URL is http in this app, so no HSTS promise.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS when PUBLIC_URL is https', async () => {
    const https = await buildTestApp({
      env: { PUBLIC_URL: 'https://scambuddy.example' },
      db: ctx.db,
    });
    try {
      for (const url of ['/', '/api/health']) {
        const response = await https.app.inject({ url, headers: { accept: HTML } });
        expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
        expect(String(response.headers['content-security-policy'])).toContain(
          'upgrade-insecure-requests',
        );
      }
    } finally {
      await https.close();
    }
  });
});

describe('precompressed files', () => {
  it('sends the brotli or gzip twin a browser accepts, and the plain file to one that accepts neither', async () => {
    const dist = createWebDist();
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(TEST_INDEX_HTML));
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(TEST_INDEX_HTML));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(TEST_ASSET_JS));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(TEST_ASSET_JS));
    const app = await buildTestApp({ db: ctx.db, webDistDir: dist });
    try {
      const brotli = await app.app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(TEST_ASSET_JS);

      const page = await app.app.inject({
        url: '/history',
        headers: { accept: HTML, 'accept-encoding': 'gzip' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(page.rawPayload).toString()).toBe(TEST_INDEX_HTML);

      const plain = await app.app.inject({ url: '/assets/index-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.payload).toBe(TEST_ASSET_JS);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('when the client is not built', () => {
  it('answers page requests with a plain 503 naming the problem, and keeps the API up', async () => {
    const emptyDist = createWebDist({ withIndex: false });
    const unbuilt = await buildTestApp({ db: ctx.db, webDistDir: emptyDist });
    try {
      const page = await unbuilt.app.inject({ url: '/history', headers: { accept: HTML } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.payload).toContain('data-error-code="CLIENT_NOT_BUILT"');
      expect(page.headers['content-security-policy']).toBeDefined();

      const home = await unbuilt.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(home.statusCode).toBe(503);

      const health = await unbuilt.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await unbuilt.close();
      rmSync(emptyDist, { recursive: true, force: true });
    }
  });

  it('still starts when the folder does not exist at all', async () => {
    const missing = await buildTestApp({ db: ctx.db, webDistDir: '/nonexistent/scambuddy/dist' });
    try {
      const page = await missing.app.inject({ url: '/', headers: { accept: 'application/json' } });
      expect(page.statusCode).toBe(404);
      const html = await missing.app.inject({ url: '/', headers: { accept: HTML } });
      expect(html.statusCode).toBe(503);
      expect(html.payload).toContain('CLIENT_NOT_BUILT');
    } finally {
      await missing.close();
    }
  });
});

describe('pre-rendered pages (decision 0046)', () => {
  const HOME_PAGE = '<!doctype html><div id="root"><h1>Drawn home</h1></div>';
  const REPORT_PAGE = '<!doctype html><div id="root"><p>Loading Report...</p></div>';
  let pages: TestContext;

  beforeAll(async () => {
    const webDistDir = createWebDist();
    mkdirSync(join(webDistDir, 'pages'));
    writeFileSync(join(webDistDir, 'pages', 'home.html'), HOME_PAGE);
    writeFileSync(join(webDistDir, 'pages', 'report__id.html'), REPORT_PAGE);
    writeFileSync(
      join(webDistDir, 'pages', 'pages.json'),
      JSON.stringify([
        { route: '/', file: 'home.html' },
        { route: '/report/:id', file: 'report__id.html' },
        // Not served: a file that is not there, and a name that climbs out.
        { route: '/about', file: 'about.html' },
        { route: '/terms', file: '../index.html' },
      ]),
    );
    pages = await buildTestApp({ webDistDir });
  });

  afterAll(async () => {
    await pages.close();
  });

  it('sends the drawn page to a visitor without preference cookies, revalidated every visit', async () => {
    const home = await pages.app.inject({ url: '/', headers: { accept: HTML } });
    expect(home.statusCode).toBe(200);
    expect(home.payload).toBe(HOME_PAGE);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(String(home.headers.vary)).toMatch(/cookie/i);
    const report = await pages.app.inject({
      url: '/report/abc-123?x=1',
      headers: { accept: HTML },
    });
    expect(report.payload).toBe(REPORT_PAGE);
  });

  it('sends the plain app page for other screens, and to visitors with another language or reading comfort', async () => {
    for (const url of ['/about', '/terms', '/history', '/report/abc/recover']) {
      const response = await pages.app.inject({ url, headers: { accept: HTML } });
      expect(response.payload, url).toBe(TEST_INDEX_HTML);
    }
    for (const cookie of ['scambuddy_lang=es', 'scambuddy_comfort=1']) {
      const response = await pages.app.inject({ url: '/', headers: { accept: HTML, cookie } });
      expect(response.payload, cookie).toBe(TEST_INDEX_HTML);
    }
  });
});

describe('a saved report drawn with its data (decision 0046)', () => {
  const SHELL = '<!doctype html><div id="root"><p>Loading Report...</p></div>';
  let drawing: TestContext;
  let baseDir: string;

  beforeAll(async () => {
    baseDir = mkdtempSync(join(tmpdir(), 'scambuddy-drawn-'));
    const webDistDir = join(baseDir, 'dist');
    mkdirSync(join(webDistDir, 'pages'), { recursive: true });
    writeFileSync(join(webDistDir, 'index.html'), TEST_INDEX_HTML);
    writeFileSync(join(webDistDir, 'pages', 'report__id.html'), SHELL);
    writeFileSync(
      join(webDistDir, 'pages', 'pages.json'),
      JSON.stringify([{ route: '/report/:id', file: 'report__id.html' }]),
    );
    // A stand-in for the client's renderer: it shows what it was given, and fails on request.
    mkdirSync(join(baseDir, 'dist-ssr'));
    writeFileSync(
      join(baseDir, 'dist-ssr', 'render-page.js'),
      `export function dataUrlsFor(path) {
        const id = path.split('/')[2];
        return path.startsWith('/report/') ? ['/api/report/' + id] : [];
      }
      export async function renderDocumentWithData(template, path, answers) {
        if (globalThis.failDrawing) throw new Error('secret text');
        const report = Object.values(answers)[0];
        return template.replace('<div id="root"></div>', '<div id="root">drawn ' + report.id + ' ' + report.result.scam_score + '</div>');
      }`,
    );
    drawing = await buildTestApp({ webDistDir });
  });

  afterAll(async () => {
    await drawing.close();
    rmSync(baseDir, { recursive: true, force: true });
  });

  it('draws a known report with the answer of its API, uncached and compressed', async () => {
    const analyzed = await drawing.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: {
        inputType: 'text',
        text: 'Your account is locked. Verify at http://bad.example now.',
      },
    });
    const { analysisId, result } = analyzed.json<{
      analysisId: string;
      result: { scam_score: number };
    }>();
    const page = await drawing.app.inject({
      url: `/report/${analysisId}`,
      headers: { accept: HTML, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(typeof result.scam_score).toBe('number');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(
      `drawn ${analysisId} ${result.scam_score}`,
    );
    const plain = await drawing.app.inject({
      url: `/report/${analysisId}`,
      headers: { accept: HTML },
    });
    expect(plain.payload).toContain(`drawn ${analysisId}`);
  });

  it('draws no data into the page of a signed-in person, whose screen fetches it with their session (issue 19)', async () => {
    const analyzed = await drawing.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: {
        inputType: 'text',
        text: 'Your parcel is held; pay the fee at http://bad.example.',
      },
    });
    const { analysisId } = analyzed.json<{ analysisId: string }>();
    const page = await drawing.app.inject({
      url: `/report/${analysisId}`,
      headers: { accept: HTML, cookie: 'sb_session=any-session-token' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.payload).not.toContain(`drawn ${analysisId}`);
  });

  it('sends the page without data for an unknown report, a drawing failure, or a visitor with preferences', async () => {
    const unknown = await drawing.app.inject({
      url: '/report/no-such-report',
      headers: { accept: HTML },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.payload).toBe(SHELL);

    const analyzed = await drawing.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { inputType: 'text', text: 'Call 1-800-555-0199 now about your refund.' },
    });
    const { analysisId } = analyzed.json<{ analysisId: string }>();
    const flags = globalThis as { failDrawing?: boolean };
    flags.failDrawing = true;
    try {
      const failed = await drawing.app.inject({
        url: `/report/${analysisId}`,
        headers: { accept: HTML },
      });
      expect(failed.statusCode).toBe(200);
      expect(failed.payload).toBe(SHELL);
    } finally {
      delete flags.failDrawing;
    }

    const withLanguage = await drawing.app.inject({
      url: '/report/no-such-report',
      headers: { accept: HTML, cookie: 'scambuddy_lang=fr' },
    });
    expect(withLanguage.payload).toBe(TEST_INDEX_HTML);
  });
});

describe('source maps (issue 18, item 10)', () => {
  function distWithMap(): string {
    const dir = createWebDist();
    writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["a.ts"]}');
    writeFileSync(
      join(dir, 'assets', 'index-abc123.js.map.br'),
      brotliCompressSync('{"version":3,"sources":["a.ts"]}'),
    );
    return dir;
  }

  it('are not served in production, whatever the spelling or encoding', async () => {
    const production = await buildTestApp({
      env: { NODE_ENV: 'production' },
      webDistDir: distWithMap(),
    });
    try {
      for (const [url, encoding] of [
        ['/assets/index-abc123.js.map', 'identity'],
        ['/assets/index-abc123.js.map', 'br'],
        ['/assets/index-abc123.js.MAP', 'identity'],
        ['/assets/index-abc123.js%2emap', 'identity'],
      ] as const) {
        const response = await production.app.inject({
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(response.statusCode, `${url} ${encoding}`).toBe(404);
      }
      // The bundle itself still is.
      expect((await production.app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(
        200,
      );
    } finally {
      await production.close();
    }
  });

  it('are served outside production, for debugging a built client', async () => {
    const development = await buildTestApp({ webDistDir: distWithMap() });
    try {
      const response = await development.app.inject({ url: '/assets/index-abc123.js.map' });
      expect(response.statusCode).toBe(200);
    } finally {
      await development.close();
    }
  });
});
