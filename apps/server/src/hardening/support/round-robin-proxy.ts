import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';

/**
 * The smallest load balancer that behaves like one: each HTTP request and each WebSocket upgrade
 * goes to the next backend in turn, with no stickiness, so anything that only works on the
 * instance that started it fails.
 */
export interface RoundRobinProxy {
  readonly url: string;
  /** Index of the backend each request or upgrade went to, in arrival order. */
  readonly routed: { kind: 'http' | 'upgrade'; backend: number }[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: URL[]): Promise<RoundRobinProxy> {
  let next = 0;
  const routed: RoundRobinProxy['routed'] = [];
  const sockets = new Set<Socket>();
  const pick = (kind: 'http' | 'upgrade') => {
    const backend = next;
    next = (next + 1) % backends.length;
    routed.push({ kind, backend });
    return backends[backend] as URL;
  };

  const server: Server = createServer((incoming, outgoing) => {
    const target = pick('http');
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });

  // A WebSocket upgrade is replayed to the backend as raw bytes, then both sockets are joined.
  server.on('upgrade', (incoming, client: Socket, head: Buffer) => {
    const target = pick('upgrade');
    const upstream = connect(Number(target.port), target.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
        lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    routed,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
