import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSignedOut, signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { analyses, sessions, users } from '../../db/schema.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { hashSessionToken } from './session-store.js';

describe('sessions, /auth/user and /auth/logout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers null signed out (spec delta 52) and the user when signed in', async () => {
    expectSignedOut(await ctx.app.inject({ url: '/auth/user' }));
    const { cookie, user } = await signInAs(ctx, { name: 'Ada' });
    const response = await ctx.app.inject({ url: '/auth/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, name: 'Ada', role: 'user' });
  });

  it('stores only the hash of the token', async () => {
    const { cookie } = await signInAs(ctx);
    const token = cookie.slice(SESSION_COOKIE.length + 1);
    const byToken = await ctx.db.orm.select().from(sessions).where(eq(sessions.idHash, token));
    expect(byToken).toHaveLength(0);
    const byHash = await ctx.db.orm
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionToken(token)));
    expect(byHash).toHaveLength(1);
  });

  it('gives admins the admin role from ADMIN_EMAILS only', async () => {
    const admin = await signInAs(ctx, { role: 'admin' });
    const me = await ctx.app.inject({ url: '/auth/user', headers: { cookie: admin.cookie } });
    expect(me.json()).toMatchObject({ role: 'admin' });
    // A stored admin role for an address not in ADMIN_EMAILS is not honoured.
    const pretender = await signInAs(ctx, { email: 'pretender@example.test', role: 'admin' });
    const them = await ctx.app.inject({ url: '/auth/user', headers: { cookie: pretender.cookie } });
    expect(them.json()).toMatchObject({ role: 'user' });
  });

  it('makes the session unusable after logout', async () => {
    const { cookie } = await signInAs(ctx);
    const out = await ctx.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
    expectSignedOut(await ctx.app.inject({ url: '/auth/user', headers: { cookie } }));
  });

  it('ignores a made-up cookie', async () => {
    const response = await ctx.app.inject({
      url: '/auth/user',
      headers: { cookie: `${SESSION_COOKIE}=not-a-real-session` },
    });
    expectSignedOut(response);
  });

  it('deletes sessions and analyses with the account', async () => {
    const { user } = await signInAs(ctx);
    await ctx.db.orm.insert(analyses).values({
      id: 'x'.repeat(22),
      userId: user.id,
      inputType: 'text',
      result: {} as never,
      createdAt: new Date(),
    });
    await ctx.db.orm.delete(users).where(eq(users.id, user.id));
    const [left] = await ctx.db.orm
      .select({ n: count() })
      .from(analyses)
      .where(eq(analyses.userId, user.id));
    const [sessionsLeft] = await ctx.db.orm
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left?.n).toBe(0);
    expect(sessionsLeft?.n).toBe(0);
  });
});
