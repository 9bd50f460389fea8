import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSignedOut, signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { OIDC_CALLBACK_PATH, PENDING_SIGN_IN_COOKIE } from './sign-in.routes.js';
import { startTestProvider, type TestProvider } from './test-oidc-provider.test-support.js';

/** The test app's PUBLIC_URL default (HOST 127.0.0.1, PORT 3000). */
const PUBLIC_URL = 'http://127.0.0.1:3000';

/** `name=value` of one Set-Cookie header line, exactly as the browser would send it back. */
function cookieFrom(setCookie: string | string[] | undefined, name: string): string | undefined {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines.map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith(`${name}=`));
}

describe('OpenID Connect sign-in against a real provider on loopback', () => {
  let provider: TestProvider;
  let ctx: TestContext;
  /** Why each sign-in was refused, as the server logged it (kind and code only). */
  const refusals: { name: string; code?: string; reason?: string }[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { msg?: string; err?: (typeof refusals)[number] };
        if (entry.msg === 'sign-in refused' && entry.err) refusals.push(entry.err);
      }
      done();
    },
  });

  beforeAll(async () => {
    provider = await startTestProvider(`${PUBLIC_URL}${OIDC_CALLBACK_PATH}`);
    ctx = await buildTestApp({
      env: {
        OIDC_ISSUER_URL: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
      },
      logger: { level: 'warn', stream: logStream },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });

  /** Starts a sign-in: our redirect to the provider, and the pending-sign-in cookie it set. */
  async function begin(cookie?: string) {
    const response = await ctx.app.inject({
      url: '/auth/google',
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(302);
    const pending = cookieFrom(response.headers['set-cookie'], PENDING_SIGN_IN_COOKIE);
    expect(pending).toBeDefined();
    return { location: String(response.headers.location), pending: pending ?? '' };
  }

  /** Our callback, as the browser would call it coming back from the provider. */
  function callback(url: URL, cookies: (string | undefined)[]) {
    return ctx.app.inject({
      url: `${url.pathname}${url.search}`,
      headers: { cookie: cookies.filter(Boolean).join('; ') },
    });
  }

  it('announces the provider and not the development sign-in', async () => {
    const response = await ctx.app.inject({ url: '/auth/providers' });
    expect(response.json()).toEqual({ oidc: true, development: false });
    const dev = await ctx.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      payload: { name: 'Eve', email: 'admin@example.test' },
    });
    expect(dev.statusCode).toBe(404);
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const { location, pending } = await begin();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}${OIDC_CALLBACK_PATH}`);
    // The secrets of the flow stay in the signed cookie, not in the page.
    expect(pending).not.toContain(url.searchParams.get('code_challenge') ?? '-');
  });

  it('signs in, creates the account with its role, and rotates the session id', async () => {
    const before = await signInAs(ctx, { email: 'admin@example.test', name: 'Old Session' });
    provider.nextAccount = { email: 'Admin@Example.test', name: 'Ada Admin' };
    const { location, pending } = await begin(before.cookie);
    const back = await provider.authorize(location);
    const response = await callback(back, [pending, before.cookie]);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard');
    const session = cookieFrom(response.headers['set-cookie'], SESSION_COOKIE);
    expect(session).toBeDefined();
    expect(session).not.toBe(before.cookie);
    // The pending sign-in is spent.
    expect(String(response.headers['set-cookie'])).toContain(`${PENDING_SIGN_IN_COOKIE}=;`);

    const me = await ctx.app.inject({ url: '/auth/user', headers: { cookie: session } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'admin@example.test',
      name: 'Ada Admin',
      role: 'admin',
    });
    // The session the browser had before signing in no longer works.
    const old = await ctx.app.inject({ url: '/auth/user', headers: { cookie: before.cookie } });
    expectSignedOut(old);

    // Logout makes the new session unusable too.
    await ctx.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: session } });
    const after = await ctx.app.inject({ url: '/auth/user', headers: { cookie: session } });
    expectSignedOut(after);
  });

  it('gives an ordinary address the user role', async () => {
    provider.nextAccount = { email: 'grace@example.test', name: 'Grace' };
    const { location, pending } = await begin();
    const response = await callback(await provider.authorize(location), [pending]);
    const session = cookieFrom(response.headers['set-cookie'], SESSION_COOKIE);
    const me = await ctx.app.inject({ url: '/auth/user', headers: { cookie: session } });
    expect(me.json()).toMatchObject({ email: 'grace@example.test', role: 'user', safetyScore: 0 });
  });

  function expectRefused(
    response: Awaited<ReturnType<typeof callback>>,
    outcome = 'failed',
    why?: Partial<(typeof refusals)[number]>,
  ) {
    if (why) expect(refusals.at(-1)).toMatchObject(why);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?signin=${outcome}`);
    expect(cookieFrom(response.headers['set-cookie'], SESSION_COOKIE)).toBeUndefined();
  }

  it('refuses a wrong state', async () => {
    provider.nextAccount = { email: 'mallory@example.test', name: 'Mallory' };
    const { location, pending } = await begin();
    const back = await provider.authorize(location);
    back.searchParams.set('state', 'a-state-this-browser-never-asked-for');
    expectRefused(await callback(back, [pending]), 'failed', { code: 'OAUTH_INVALID_RESPONSE' });
  });

  it('refuses a replayed code', async () => {
    provider.nextAccount = { email: 'replay@example.test', name: 'Replay' };
    const { location, pending } = await begin();
    const back = await provider.authorize(location);
    const first = await callback(back, [pending]);
    expect(first.headers.location).toBe('/dashboard');
    // The same code and the same (captured) cookie again: the provider refuses the spent code.
    expectRefused(await callback(back, [pending]), 'failed', {
      code: 'OAUTH_RESPONSE_BODY_ERROR',
    });
  });

  it('refuses a wrong nonce', async () => {
    provider.nextAccount = { email: 'nonce@example.test', name: 'Nonce' };
    const { location, pending } = await begin();
    const back = await provider.authorize(location);
    // Same state and verifier, another nonce: only the ID token's nonce check can catch it.
    const raw = decodeURIComponent(pending.slice(PENDING_SIGN_IN_COOKIE.length + 1));
    const unsigned = ctx.app.unsignCookie(raw);
    expect(unsigned.valid).toBe(true);
    const flow = JSON.parse(unsigned.value ?? '{}') as Record<string, string>;
    const forged = ctx.app.signCookie(
      JSON.stringify({ ...flow, nonce: 'another-nonce-of-enough-length-xyz' }),
    );
    expectRefused(
      await callback(back, [`${PENDING_SIGN_IN_COOKIE}=${encodeURIComponent(forged)}`]),
      'failed',
      { code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' },
    );
  });

  it('refuses a callback without the pending cookie, or with a tampered one', async () => {
    provider.nextAccount = { email: 'nocookie@example.test', name: 'No Cookie' };
    const { location, pending } = await begin();
    const back = await provider.authorize(location);
    expectRefused(await callback(back, []));
    // Change the state's first character to another one (a fixed 'X' was a no-op whenever the
    // random state already began with X, 1 run in 64, and CI once saw exactly that).
    const tampered = pending.replace(
      /(%22state%22%3A%22)(.)/,
      (_all, prefix: string, first: string) => `${prefix}${first === 'X' ? 'Y' : 'X'}`,
    );
    expect(tampered).not.toBe(pending);
    expectRefused(await callback(back, [tampered]));
  });

  it('refuses an address the provider has not verified', async () => {
    provider.nextAccount = { email: 'unverified@example.test', name: 'U', emailVerified: false };
    const { location, pending } = await begin();
    expectRefused(await callback(await provider.authorize(location), [pending]), 'failed', {
      reason: 'email_unverified',
    });
  });

  it('sends a person who cancelled at the provider home with "cancelled"', async () => {
    const { location, pending } = await begin();
    const state = new URL(location).searchParams.get('state') ?? '';
    const back = new URL(`${PUBLIC_URL}${OIDC_CALLBACK_PATH}`);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', state);
    expectRefused(await callback(back, [pending]), 'cancelled', { reason: 'cancelled' });
  });
});
