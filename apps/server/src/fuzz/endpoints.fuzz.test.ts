import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../test/helper.js';
import type { RegisteredRoute } from '../app.js';

/**
 * Issue 9: every endpoint, fed schema-violating and random input, answers below 500 and
 * promptly. Routes are discovered from the app itself, so a new endpoint is fuzzed without
 * anyone remembering to add it. FUZZ_RUNS raises the count (CI uses the default, ≥ 2,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/**
 * Endpoints whose valid requests start long-running real work (a feed collection over the
 * network, a model retraining): fuzzed signed out only, where the guard must refuse them.
 */
const HEAVY = new Set([
  'POST /api/admin/collect-all-data',
  'POST /api/admin/initialize-sources',
  'POST /api/admin/trends/update',
  'POST /api/admin/ml/restart',
]);

/** The static client's catch-all answers everything with a page or 404; fuzzed separately. */
const isCatchAll = (route: RegisteredRoute) => route.url === '*' || route.url === '/*';

const unicodeText = fc.string({ unit: 'grapheme', maxLength: 300 });
const anyText = fc.oneof(
  fc.string({ maxLength: 50 }),
  unicodeText,
  fc.constantFrom(
    '',
    ' ',
    '../../../etc/passwd',
    '%00',
    // Issue 18: a raw NUL reached PostgreSQL (which cannot store it) and answered 500.
    '\u0000',
    'ab\u0000c',
    '%E0%A4%A',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'ｅｘａｍｐｌｅ.com',
    '\u202eevil',
    'a'.repeat(5000),
    '9'.repeat(400),
    '-1',
    'NaN',
    '1e309',
    'null',
    'true',
    '__proto__',
    'constructor',
  ),
);

const jsonValue = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      'text',
      'inputType',
      'state',
      'channel',
      'language',
      'q',
      'category',
      'limit',
      'offset',
      'verdict',
      'answers',
      'title',
      'description',
      'phoneNumber',
      'email',
      'website',
      'amountLost',
      'sessionId',
      'audioData',
      'targetLanguage',
      '__proto__',
      'constructor',
    ),
    fc.oneof(
      anyText,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(anyText, { maxLength: 5 }),
    ),
    { maxKeys: 6 },
  ),
);

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'q',
          'limit',
          'offset',
          'category',
          'state',
          'type',
          'severity',
          'sort',
          'verified',
          'search',
          'page',
          'period',
          'filter',
        ),
        anyText,
      ),
      anyText,
    ),
    {
      maxLength: 5,
    },
  )
  .map((pairs) =>
    pairs
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join('&'),
  );

function fillParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(value));
}

const requestCase = fc.record({
  param: anyText,
  query: queryString,
  body: fc.oneof(
    jsonValue.map((value) => ({ kind: 'json' as const, value })),
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({ kind: 'bytes' as const, value: bytes })),
    anyText.map((value) => ({ kind: 'text' as const, value })),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'application/x-www-form-urlencoded',
    'image/png',
    '',
  ),
  role: fc.constantFrom('anonymous' as const, 'user' as const, 'admin' as const),
  brokenCookie: fc.boolean(),
});

let ctx: TestContext;
const cookies: Record<'anonymous' | 'user' | 'admin', string> = {
  anonymous: '',
  user: '',
  admin: '',
};

beforeAll(async () => {
  ctx = await buildTestApp({
    env: {
      ANALYZE_RATE_LIMIT_PER_MINUTE: '100000000',
      TRANSCRIBE_RATE_LIMIT_PER_MINUTE: '100000000',
      COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: '100000000',
    },
  });
  cookies.user = (await signInAs(ctx)).cookie;
  cookies.admin = (await signInAs(ctx, { role: 'admin' })).cookie;
  // The server imports the bundled intelligence snapshot when it starts (main.ts, startSchedule;
  // timed as "first start" in bench/cold-start); a test app does it on its first intelligence
  // request instead, about 3 s here and over 5 s on a busy machine. Done here, before the fuzzing,
  // so the 5 s limit below measures how requests are answered, not the start-up import.
  await ctx.app.inject({ method: 'GET', url: '/api/filter/options' });
});

afterAll(() => ctx.close());

function fuzzTargets(): RegisteredRoute[] {
  return ctx.app.routeTable.filter(
    (route) =>
      !route.isWebSocket &&
      !isCatchAll(route) &&
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS',
  );
}

describe('hostile input never gets a 5xx', () => {
  it('discovers the API', () => {
    const urls = fuzzTargets().map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /api/analyze');
    expect(urls).toContain('GET /api/report/:id');
    expect(urls.length).toBeGreaterThan(5);
  });

  it(`sends ${RUNS} random requests to every endpoint`, { timeout: 900_000 }, async () => {
    const failures: string[] = [];
    for (const route of fuzzTargets()) {
      const key = `${route.method} ${route.url}`;
      await fc
        .assert(
          fc.asyncProperty(requestCase, async (input) => {
            const role = HEAVY.has(key) ? 'anonymous' : input.role;
            const cookie = input.brokenCookie
              ? `sb_session=${encodeURIComponent(input.param)}`
              : cookies[role];
            const options: InjectOptions = {
              method: route.method as InjectOptions['method'],
              url: `${fillParams(route.url, input.param)}${input.query ? `?${input.query}` : ''}`,
              headers: {
                ...(cookie ? { cookie } : {}),
                ...(input.contentType ? { 'content-type': input.contentType } : {}),
              },
            };
            if (route.method !== 'GET' && route.method !== 'DELETE') {
              options.payload =
                input.body.kind === 'json'
                  ? JSON.stringify(input.body.value)
                  : input.body.kind === 'bytes'
                    ? Buffer.from(input.body.value)
                    : input.body.value;
            }
            const started = performance.now();
            const response = await ctx.app.inject(options);
            const elapsed = performance.now() - started;
            if (response.statusCode >= 500 || elapsed > 5_000) {
              failures.push(
                `${key} → ${response.statusCode} in ${Math.round(elapsed)} ms: ${JSON.stringify(options).slice(0, 400)} ${response.body.slice(0, 200)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });
});
