import { ErrorBodySchema } from '@scambuddy/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.js';
import { wsHandshake } from './ws-handshake.test-support.js';

/**
 * Issue 18, item 4: a page on evil.example that rebinds its name to 127.0.0.1 sends
 * `Host: evil.example` with a matching Origin. Only PUBLIC_URL's host and loopback are answered,
 * for every request including the WebSocket upgrade.
 */
const apps: TestContext[] = [];

async function app(env: NodeJS.ProcessEnv = {}): Promise<TestContext> {
  const ctx = await buildTestApp({ env });
  apps.push(ctx);
  return ctx;
}

afterAll(async () => {
  for (const ctx of apps) await ctx.close();
});

function expectMisdirected(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(421);
  const body = ErrorBodySchema.parse(response.json());
  expect(body.message).toMatch(/only answers for/);
}

describe('Host check (DNS rebinding)', () => {
  it('refuses a rebinding page: sign-in, API reads and pages under a foreign Host', async () => {
    const ctx = await app();
    const evil = { host: 'evil.example:3000', origin: 'http://evil.example:3000' };
    expectMisdirected(
      await ctx.app.inject({
        method: 'POST',
        url: '/auth/dev-login',
        headers: evil,
        payload: { name: 'Anyone', email: 'victim@example.test' },
      }),
    );
    expectMisdirected(await ctx.app.inject({ url: '/api/auth/me', headers: evil }));
    expectMisdirected(
      await ctx.app.inject({ url: '/', headers: { ...evil, accept: 'text/html' } }),
    );
  });

  it('refuses hosts that only look like ours', async () => {
    const ctx = await app({ PUBLIC_URL: 'https://scambuddy.example' });
    for (const host of [
      'scambuddy.example.evil.test',
      'evil.scambuddy.example',
      'localhost.evil.test',
      'scambuddy.example@evil.test',
      'scambuddy.example/x',
    ]) {
      expectMisdirected(await ctx.app.inject({ url: '/api/health', headers: { host } }));
    }
  });

  it("answers PUBLIC_URL's host (any case, any port) and loopback names", async () => {
    const ctx = await app({ PUBLIC_URL: 'https://scambuddy.example' });
    for (const host of [
      'scambuddy.example',
      'ScamBuddy.Example:443',
      'localhost',
      'localhost:80',
      '127.0.0.1:3000',
      '[::1]:3000',
    ]) {
      const response = await ctx.app.inject({ url: '/api/health', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it('refuses the /ws upgrade under a foreign Host and opens it under ours', async () => {
    const ctx = await app();
    const base = (await ctx.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const handshake = (host: string) => wsHandshake(base, { host, origin: `http://${host}` });
    const port = new URL(base).port;
    expect(await handshake(`evil.example:${port}`)).toBe(421);
    expect(await handshake(`127.0.0.1:${port}`)).toBe(101);
  });
});
