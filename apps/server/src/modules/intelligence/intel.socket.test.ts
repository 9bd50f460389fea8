import Fastify from 'fastify';
import type { CacheUpdatedMessage } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { intelSocketRoutes } from './intel.socket.js';

const listeners: ((message: CacheUpdatedMessage) => void)[] = [];
const app = Fastify();
let base = '';

beforeAll(async () => {
  await app.register(intelSocketRoutes, {
    service: { onCacheUpdated: (listener) => void listeners.push(listener) },
    publicOrigin: 'https://scambuddy.example',
    heartbeatMs: 100,
  });
  base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});

afterAll(async () => {
  await app.close();
});

function connect(options: WebSocket.ClientOptions = {}) {
  const socket = new WebSocket(`${base}/ws`, options);
  const messages: unknown[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const opened = new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, messages, opened };
}

describe('/ws hub', () => {
  it('sends cache-updated to every connected client', async () => {
    const one = connect();
    const two = connect();
    await Promise.all([one.opened, two.opened]);
    for (const listener of listeners) listener({ type: 'cache-updated', newAlerts: 2 });
    await expect.poll(() => one.messages).toEqual([{ type: 'cache-updated', newAlerts: 2 }]);
    await expect.poll(() => two.messages).toEqual([{ type: 'cache-updated', newAlerts: 2 }]);
    one.socket.close();
    two.socket.close();
  });

  it('keeps a client that answers pings and drops one that does not', async () => {
    const healthy = connect();
    const silent = connect({ autoPong: false });
    await Promise.all([healthy.opened, silent.opened]);
    const silentClosed = new Promise((resolve) => silent.socket.once('close', resolve));
    await silentClosed;
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
    healthy.socket.close();
  });

  it('closes clients when the server shuts down', async () => {
    const client = connect();
    await client.opened;
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve));
    await app.close();
    expect(await closed).toBe(1001);
  });
});
