import { afterEach, describe, expect, it } from 'vitest';
import { expectSignedOut } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { SESSION_COOKIE } from './session-cookie.js';

function sessionCookieOf(setCookie: string | string[] | undefined): string | undefined {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
}

describe('development sign-in', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('is offered without a provider outside production, and /auth/google leads to its form', async () => {
    ctx = await buildTestApp();
    expect((await ctx.app.inject({ url: '/auth/providers' })).json()).toEqual({
      oidc: false,
      development: true,
    });
    const google = await ctx.app.inject({ url: '/auth/google' });
    expect(google.statusCode).toBe(302);
    expect(google.headers.location).toBe('/dev-sign-in');
  });

  it('creates the account and a session, with the role from ADMIN_EMAILS', async () => {
    ctx = await buildTestApp();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      payload: { name: '  Ada Admin ', email: ' ADMIN@example.test ' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie).toBeDefined();
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(response.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    const me = await ctx.app.inject({ url: '/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({
      name: 'Ada Admin',
      email: 'admin@example.test',
      role: 'admin',
    });
  });

  it('rotates the session: signing in again replaces the old session', async () => {
    ctx = await buildTestApp();
    const payload = { name: 'Bo', email: 'bo@example.test' };
    const first = await ctx.app.inject({ method: 'POST', url: '/auth/dev-login', payload });
    const firstCookie = sessionCookieOf(first.headers['set-cookie']) ?? '';
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      payload,
      headers: { cookie: firstCookie },
    });
    const secondCookie = sessionCookieOf(second.headers['set-cookie']) ?? '';
    expect(secondCookie).not.toBe(firstCookie);
    const old = await ctx.app.inject({ url: '/auth/user', headers: { cookie: firstCookie } });
    expectSignedOut(old);
    const now = await ctx.app.inject({ url: '/auth/user', headers: { cookie: secondCookie } });
    expect(now.statusCode).toBe(200);
  });

  it.each([
    [{ name: '', email: 'a@example.test' }],
    [{ name: 'A', email: 'not-an-address' }],
    [{ name: 'A'.repeat(101), email: 'a@example.test' }],
    [{}],
  ])('refuses %j with 400', async (payload) => {
    ctx = await buildTestApp();
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/dev-login', payload });
    expect(response.statusCode).toBe(400);
    expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined();
  });

  it('is refused in production (404), and /auth/google says sign-in is unavailable', async () => {
    ctx = await buildTestApp({ env: { NODE_ENV: 'production' } });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      payload: { name: 'Eve', email: 'admin@example.test' },
    });
    expect(response.statusCode).toBe(404);
    expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined();
    expect((await ctx.app.inject({ url: '/auth/providers' })).json()).toEqual({
      oidc: false,
      development: false,
    });
    const google = await ctx.app.inject({ url: '/auth/google' });
    expect(google.headers.location).toBe('/?signin=unavailable');
  });
});
