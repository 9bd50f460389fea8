import { ErrorBodySchema, SavedReportSchema, readShareFailure } from '@scambuddy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderBubblePng } from '../../../test-fixtures/render-screenshot.js';
import { signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import type { OcrResult, OcrService } from '../../adapters/ocr/index.js';
import { MAX_UPLOAD_BYTES } from '../../adapters/uploads/index.js';
import { analyses } from '../../db/schema.js';
import {
  countAnalyses,
  heicHeader,
  multipartPayload,
  pngHeaderOnly,
} from '../analysis/upload-fixtures.test-support.js';

const SCAM_TEXT =
  'USPS: Your package is on hold due to an unpaid fee. Pay $1.99 now at https://usps-redelivery.top/pay';

/** A scripted OCR: answers with `reading`, or throws `failure` when set. */
let reading: OcrResult = { text: '', confidence: 0, qrUrls: [], lines: [] };
let failure: Error | undefined;
const ocrSeen: Buffer[] = [];
const scriptedOcr: OcrService = {
  async readText(image) {
    ocrSeen.push(image);
    if (failure) throw failure;
    return reading;
  },
  ready: async () => undefined,
  close: async () => undefined,
};

let ctx: TestContext;
let screenshot: Buffer;

beforeAll(async () => {
  ctx = await buildTestApp({
    ocr: scriptedOcr,
    env: { ANALYZE_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'https://scambuddy.example' },
  });
  screenshot = await renderBubblePng({ lines: ['Your package is on hold.', 'Pay $1.99 now'] });
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(() => {
  reading = { text: '', confidence: 0, qrUrls: [], lines: [] };
  failure = undefined;
  ocrSeen.length = 0;
});

/** What an OS share sends: a browser-started navigation, so `Sec-Fetch-Site: none`. */
const OS_SHARE_HEADERS = {
  'sec-fetch-site': 'none',
  'sec-fetch-mode': 'navigate',
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
};
const PAGE_ACCEPT = { accept: 'text/html,*/*;q=0.8' };

async function share(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; type: string; filename?: string },
  headers: Record<string, string> = OS_SHARE_HEADERS,
) {
  const body = await multipartPayload(
    file
      ? [{ field: 'image', bytes: file.bytes, type: file.type, filename: file.filename ?? 'a.png' }]
      : [],
    fields,
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/share',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** The analysis id a 303 to a result page names, after checking the answer is that redirect. */
function reportIdOf(response: { statusCode: number; headers: Record<string, unknown> }): string {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  const match = /^\/report\/([^/?#]+)$/.exec(location);
  expect(match, `redirected to ${location}`).not.toBeNull();
  return decodeURIComponent(match?.[1] ?? '');
}

function failureOf(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  expect(location.startsWith('/?')).toBe(true);
  return readShareFailure(location.slice(1));
}

describe('POST /share (Web Share Target)', () => {
  it('drops a NUL character from what another app shared (issue 18, item 5)', async () => {
    const id = reportIdOf(await share({ text: `${SCAM_TEXT}\u0000` }));
    const report = await ctx.app.inject({ url: `/api/report/${encodeURIComponent(id)}` });
    expect(report.statusCode).toBe(200);
    expect(report.body).not.toContain('\\u0000');
  });

  it('turns a shared text into an analysis and sends the person to its result page', async () => {
    const response = await share({ title: 'Text message', text: SCAM_TEXT });
    const id = reportIdOf(response);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = await ctx.app.inject({ method: 'GET', url: `/api/report/${id}` });
    expect(report.statusCode).toBe(200);
    const saved = SavedReportSchema.parse(report.json());
    expect(saved.result.risk_level).toBe('high');
    expect(saved.result.entities.urls.map((url) => url.host)).toContain('usps-redelivery.top');
  });

  it('analyses a shared link on its own', async () => {
    const id = reportIdOf(await share({ url: 'https://usps-redelivery.top/pay' }));
    const report = SavedReportSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/report/${id}` })).json(),
    );
    expect(report.result.entities.urls.map((url) => url.host)).toContain('usps-redelivery.top');
  });

  it('reads a shared screenshot through the OCR path', async () => {
    reading = { text: SCAM_TEXT, confidence: 90, qrUrls: [], lines: [] };
    const id = reportIdOf(await share({}, { bytes: screenshot, type: 'image/png' }));
    expect(ocrSeen).toHaveLength(1);
    expect(ocrSeen[0]?.equals(screenshot)).toBe(true);
    const [row] = await ctx.db.orm.select().from(analyses).where(eq(analyses.id, id));
    expect(row?.inputType).toBe('image');
  });

  it('treats the empty file part of a form without a picture as no picture', async () => {
    const id = reportIdOf(
      await share(
        { text: SCAM_TEXT },
        { bytes: new Uint8Array(), type: 'application/octet-stream' },
      ),
    );
    expect(ocrSeen).toHaveLength(0);
    const [row] = await ctx.db.orm.select().from(analyses).where(eq(analyses.id, id));
    expect(row?.inputType).toBe('text');
  });

  it('stores a signed-in person’s share in their history', async () => {
    const person = await signInAs(ctx);
    const id = reportIdOf(
      await share({ text: SCAM_TEXT }, undefined, { ...OS_SHARE_HEADERS, cookie: person.cookie }),
    );
    const [row] = await ctx.db.orm.select().from(analyses).where(eq(analyses.id, id));
    expect(row?.userId).toBe(person.user.id);
  });

  it('accepts our own page’s form (same-origin) and a share whose Origin is null', async () => {
    reportIdOf(
      await share({ text: SCAM_TEXT }, undefined, {
        origin: 'https://scambuddy.example',
        'sec-fetch-site': 'same-origin',
        ...PAGE_ACCEPT,
      }),
    );
    reportIdOf(
      await share({ text: SCAM_TEXT }, undefined, { ...OS_SHARE_HEADERS, origin: 'null' }),
    );
  });

  it.each([
    ['a HEIC photo', { bytes: heicHeader(), type: 'image/heic' }, 'unsupported-file'],
    [
      'a picture of too many megapixels',
      { bytes: pngHeaderOnly(10_000, 10_000), type: 'image/png' },
      'too-large',
    ],
    [
      'a file over the size limit',
      { bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1), type: 'image/png' },
      'too-large',
    ],
    [
      'a PDF',
      { bytes: new TextEncoder().encode('%PDF-1.7\n%...'), type: 'application/pdf' },
      'unsupported-file',
    ],
  ] as const)('refuses %s with a redirect that explains it', async (_name, file, reason) => {
    const before = await countAnalyses(ctx.db);
    const response = await share({}, file);
    expect(failureOf(response)).toBe(reason);
    expect(ocrSeen).toHaveLength(0);
    expect(await countAnalyses(ctx.db)).toBe(before);
  });

  it.each([
    ['an empty share', {}, 'empty'],
    ['a share of blanks', { text: '   ', title: '\n' }, 'empty'],
    ['a text over the limit', { text: 'a'.repeat(20_001) }, 'too-long'],
    [
      'parts that only together are over the limit',
      { title: 'b'.repeat(10_000), text: 'a'.repeat(10_001) },
      'too-long',
    ],
  ] as const)('refuses %s with a redirect that explains it', async (_name, fields, reason) => {
    expect(failureOf(await share(fields))).toBe(reason);
  });

  it('says so when the screenshot holds no text', async () => {
    expect(failureOf(await share({}, { bytes: screenshot, type: 'image/png' }))).toBe('no-text');
  });

  it('answers a fault on our side with a redirect, never a 5xx', async () => {
    failure = new Error('worker crashed');
    expect(failureOf(await share({}, { bytes: screenshot, type: 'image/png' }))).toBe(
      'unavailable',
    );
  });

  it.each([
    ['a JSON body', { 'content-type': 'application/json' }, '{"text":"hello"}'],
    [
      'a form that is not multipart',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'text=hi',
    ],
    [
      'a broken multipart body',
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nbroken',
    ],
  ])('answers %s with a redirect, never a 4xx page or a 5xx', async (_name, headers, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/share',
      payload,
      headers: { ...headers, ...OS_SHARE_HEADERS },
    });
    expect(failureOf(response)).toBe('unreadable');
  });

  it.each([
    [
      'another site (fetch metadata)',
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    ],
    [
      'a sibling site (fetch metadata)',
      { 'sec-fetch-site': 'same-site', origin: 'https://a.scambuddy.example' },
    ],
    ['a sandboxed page of another site', { 'sec-fetch-site': 'cross-site', origin: 'null' }],
    ['another site (no fetch metadata)', { origin: 'https://evil.example' }],
    ['an opaque origin (no fetch metadata)', { origin: 'null' }],
  ])('refuses a post from %s without analysing anything', async (_name, headers) => {
    const before = await countAnalyses(ctx.db);
    // A browser navigation gets a page that explains it.
    expect(
      failureOf(await share({ text: SCAM_TEXT }, undefined, { ...headers, ...PAGE_ACCEPT })),
    ).toBe('other-site');
    // Anything else, the app-wide refusal.
    const scripted = await share({ text: SCAM_TEXT }, undefined, headers);
    expect(scripted.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(scripted.json()).code).toBe('FORBIDDEN_ORIGIN');
    expect(await countAnalyses(ctx.db)).toBe(before);
  });

  it('keeps the app-wide origin rule for every other route', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { inputType: 'text', text: SCAM_TEXT },
      headers: { origin: 'null', 'sec-fetch-site': 'none' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /share rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await buildTestApp({ ocr: scriptedOcr, env: { ANALYZE_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('counts shares like analyses and explains the wait with a redirect', async () => {
    const body = await multipartPayload([], { text: SCAM_TEXT });
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/share',
        payload: body.payload,
        headers: { ...body.headers, ...OS_SHARE_HEADERS },
      });
    reportIdOf(await send());
    reportIdOf(await send());
    expect(failureOf(await send())).toBe('rate-limited');
  });
});
