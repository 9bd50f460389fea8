import { existsSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { ErrorBodySchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestContext } from '../../test/helper.js';
import { createFakeSpeechToText } from '../adapters/speech/index.js';
import type { Database } from '../db/database.js';
import { multipartPayload } from '../modules/analysis/upload-fixtures.test-support.js';
import { SESSION_COOKIE } from '../modules/auth/session-cookie.js';
import { defaultWebDistDir } from '../server-root.js';
import { wsHandshake } from './ws-handshake.test-support.js';

/**
 * Issue 9, security review: CSRF on every state-changing route, session cookie flags, a CSP without
 * inline script, rate limits with Retry-After, and logs free of message text, transcripts and PII.
 */
const EVIL_ORIGIN = 'https://evil.example';
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2_000, 7)]);

// Distinctive values: if any of them shows up in a log line, something logged what people sent.
const SSN = '078-05-1120';
const PHONE = '(555) 867-5309';
const EMAIL = 'margaret.quokka@example.org';
const MESSAGE_WORDS = 'periwinkle-zeppelin-marmalade';
const TRANSCRIPT_WORDS = 'tangerine-submarine-lullaby';
const SECRETS = [SSN, PHONE, '867-5309', '5558675309', EMAIL, MESSAGE_WORDS, TRANSCRIPT_WORDS];

let db: Database;
const apps: TestContext[] = [];

async function app(env: NodeJS.ProcessEnv = {}, logs?: string[]): Promise<TestContext> {
  const ctx = await buildTestApp({
    db,
    env,
    speech: createFakeSpeechToText(`Hello this is the IRS ${TRANSCRIPT_WORDS} call ${PHONE} now`),
    ...(logs ? { logger: { level: 'trace' as const, stream: collect(logs) } } : {}),
  });
  apps.push(ctx);
  return ctx;
}

function collect(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  for (const ctx of apps) await ctx.close();
  await db.close();
});

describe('CSRF: a cross-origin request may change nothing', () => {
  it('refuses a foreign Origin with 403 on every state-changing route of app.routeTable', async () => {
    const ctx = await app();
    const stateChanging = ctx.app.routeTable.filter(
      (route) => !route.isWebSocket && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
    );
    expect(stateChanging.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of stateChanging) {
      const url = route.url
        .replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000')
        .replace('*', 'x');
      const response = await ctx.app.inject({
        method: route.method as 'POST',
        url,
        headers: { origin: EVIL_ORIGIN, 'content-type': 'application/json' },
        payload: '{}',
      });
      const code = response.statusCode === 403 ? ErrorBodySchema.parse(response.json()).code : '';
      if (code !== 'FORBIDDEN_ORIGIN')
        failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets the same request through from the public origin (control)', async () => {
    const ctx = await app({ ANALYZE_RATE_LIMIT_PER_MINUTE: '1000' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analyze',
      headers: { origin: ctx.config.publicOrigin },
      payload: {
        inputType: 'text',
        text: 'Your package is waiting, pay the fee at http://usps-fee.top now',
      },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('cross-site WebSocket: another site cannot open /ws', () => {
  const handshake = (base: string, origin: string) => wsHandshake(base, { origin });

  it('refuses a foreign Origin with 403 and opens for the public origin', async () => {
    const ctx = await app();
    const base = (await ctx.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    expect(await handshake(base, EVIL_ORIGIN)).toBe(403);
    expect(await handshake(base, ctx.config.publicOrigin)).toBe(101);
  });
});

describe('session cookie flags', () => {
  async function signInCookie(env: NodeJS.ProcessEnv): Promise<string> {
    const ctx = await app(env);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      payload: { name: 'Cookie Check', email: 'cookie.check@example.test' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toBeDefined();
    return session ?? '';
  }

  it('is HttpOnly and SameSite=Lax, and not Secure over plain http', async () => {
    const cookie = await signInCookie({});
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('is Secure behind https (PUBLIC_URL https://…)', async () => {
    const cookie = await signInCookie({ PUBLIC_URL: 'https://scambuddy.example' });
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });
});

describe('content security policy', () => {
  it('allows scripts only from our own origin: no inline script, no eval, no attributes', async () => {
    const ctx = await app();
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy'] ?? '');
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  const builtIndex = `${defaultWebDistDir()}/index.html`;
  it.skipIf(!existsSync(builtIndex))('the built index.html carries no inline <script>', () => {
    const html = readFileSync(builtIndex, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});

describe('rate limits answer 429 with Retry-After', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await app({
      ANALYZE_RATE_LIMIT_PER_MINUTE: '3',
      TRANSCRIBE_RATE_LIMIT_PER_MINUTE: '3',
      COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: '3',
    });
  });

  async function hitUntilLimited(
    send: (i: number) => Promise<{ statusCode: number; headers: Record<string, unknown> }>,
    most: number,
  ) {
    for (let i = 0; i < most; i++) {
      const response = await send(i);
      if (response.statusCode === 429)
        return { after: i, retryAfter: response.headers['retry-after'] };
    }
    return { after: Infinity, retryAfter: undefined };
  }

  it.each([
    [
      'analyze',
      3,
      (i: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/analyze',
          payload: { inputType: 'text', text: `Pay the toll now ${i}` },
        }),
    ],
    [
      'transcribe',
      3,
      async () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/transcribe',
          ...(await multipartPayload([
            { field: 'audio', bytes: WEBM, filename: 'a.webm', type: 'audio/webm' },
          ])),
        }),
    ],
    [
      'translate',
      120,
      (i: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/translate',
          payload: { text: `hello ${i}`, targetLanguage: 'es' },
        }),
    ],
    [
      'sign-in',
      10,
      (i: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/auth/dev-login',
          payload: { name: 'Rate', email: `rate${i}@example.test` },
        }),
    ],
    [
      'community submission',
      3,
      (i: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/community/reports',
          payload: {
            title: `Rate limit report ${i}`,
            description: `Report ${i}: somebody phoned and demanded gift cards for a fake arrest warrant today ${i}.`,
            category: 'phone-scam',
          },
        }),
    ],
  ] as const)('%s: the request after %i is refused', async (_name, limit, send) => {
    const result = await hitUntilLimited(send, limit + 5);
    expect(result.after).toBe(limit);
    expect(String(result.retryAfter)).toMatch(/^\d+$/);
  });
});

describe('logs never carry message text, transcripts or personal information', () => {
  it('logs none of the distinctive values sent through analyses, reports and transcripts', async () => {
    const logs: string[] = [];
    const ctx = await app(
      { ANALYZE_RATE_LIMIT_PER_MINUTE: '1000', COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: '1000' },
      logs,
    );
    const text = `My SSN ${SSN} was asked by ${PHONE}, write to ${EMAIL} ${MESSAGE_WORDS}`;
    const sends = [
      ctx.app.inject({ method: 'POST', url: '/api/analyze', payload: { inputType: 'text', text } }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: { inputType: 'transcript', text },
      }),
      // Refused input is logged as "bad request": the body still must not be.
      ctx.app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: { inputType: 'text', text, channel: 42 },
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: `{"text":"${text}`,
        headers: { 'content-type': 'application/json' },
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/community/reports',
        payload: {
          title: `Caller ${PHONE} scam`,
          description: `They asked for my SSN ${SSN} and told me to email ${EMAIL}. ${MESSAGE_WORDS} and more words here.`,
          category: 'phone-scam',
          phoneNumber: PHONE,
        },
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/transcribe',
        ...(await multipartPayload([
          { field: 'audio', bytes: WEBM, filename: 'a.webm', type: 'audio/webm' },
        ])),
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/transcribe-and-filter',
        payload: { audioData: WEBM.toString('base64'), sessionId: '1763790000000' },
      }),
      // What people search for can be a phone number or an address: the query string stays out.
      ctx.app.inject({
        method: 'GET',
        url: `/api/community/reports?search=${MESSAGE_WORDS}&q=${encodeURIComponent(PHONE)}`,
      }),
    ];
    const responses = await Promise.all(sends);
    // The transcript really was produced, so its absence from the log means something.
    expect(responses[0]?.statusCode).toBe(200);
    expect(responses[4]?.statusCode).toBe(201);
    expect(responses[5]?.body).toContain(TRANSCRIPT_WORDS);
    expect(logs.length).toBeGreaterThan(5);
    const all = logs.join('\n');
    const leaked = SECRETS.filter((secret) => all.includes(secret));
    expect(leaked, leaked.length ? all : '').toEqual([]);
  });
});
