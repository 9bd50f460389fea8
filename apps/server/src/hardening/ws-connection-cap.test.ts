import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestContext } from '../../test/helper.js';

/**
 * Issue 18, item 10: `/ws` had no connection cap, so one address could hold any number of sockets.
 * Here the caps are configured to 3 in all and 2 per address; loopback addresses 127.0.0.x stand
 * for clients.
 */
let ctx: TestContext;
let base = '';
const open: WebSocket[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({
    env: { WS_MAX_CONNECTIONS: '3', WS_MAX_CONNECTIONS_PER_CLIENT: '2' },
  });
  base = (await ctx.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});

afterAll(async () => {
  for (const socket of open) socket.close();
  await ctx.close();
});

/** Opens /ws from `localAddress`: the socket once open, or the HTTP status it was refused with. */
function connect(localAddress: string): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}/ws`, { localAddress });
    socket.once('open', () => {
      open.push(socket);
      resolve({ status: 101 });
    });
    socket.once('unexpected-response', (_request, response) => {
      const retryAfter = response.headers['retry-after'];
      resolve({ status: response.statusCode ?? 0, ...(retryAfter ? { retryAfter } : {}) });
      response.resume();
    });
    socket.once('error', reject);
  });
}

describe('/ws connection caps', () => {
  it('refuses a third socket from one address (429), and any beyond the total (503)', async () => {
    expect(await connect('127.0.0.1')).toEqual({ status: 101 });
    expect(await connect('127.0.0.1')).toEqual({ status: 101 });
    expect(await connect('127.0.0.1')).toEqual({ status: 429, retryAfter: '30' });
    expect(await connect('127.0.0.2')).toEqual({ status: 101 });
    expect(await connect('127.0.0.3')).toEqual({ status: 503, retryAfter: '30' });
  });

  it('frees a place when a socket closes', async () => {
    const first = open.shift();
    const closed = new Promise((resolve) => first?.once('close', resolve));
    first?.close();
    await closed;
    await expect.poll(() => connect('127.0.0.3')).toEqual({ status: 101 });
  });
});
