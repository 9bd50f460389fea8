import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Issue 18, item 6 (decision 0050): how long the server waits for a client, and how many
 * connections it holds. Without these a POST announcing 100,000 bytes and sending one every 19 s
 * stayed open for minutes, and 150 of them held 150 sockets; Fastify's own default is no request
 * timeout at all.
 */
export interface ServerLimits {
  /** The whole request, body included, must arrive within this (answered 408 otherwise). */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed (longer than any analysis). */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections held at once, all clients together; more are closed at once. */
  maxConnections: number;
  /** Connections held at once from one client address; more are closed at once. */
  maxConnectionsPerClient: number;
}

/** How often Node looks for requests past their timeouts: a quarter of the shorter one, 0.1–1 s. */
export function connectionsCheckingIntervalMs(limits: ServerLimits): number {
  const shorter = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return Math.min(1_000, Math.max(100, Math.floor(shorter / 4)));
}

/** The options Fastify passes on to Node's HTTP server. */
export function fastifyServerOptions(limits: ServerLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: connectionsCheckingIntervalMs(limits),
    },
  };
}

/**
 * Caps the connections held at once, in all and per client address (the socket's address: behind
 * a reverse proxy every client has the proxy's, so raise the per-client cap there).
 */
export function limitConnections(server: Server, limits: ServerLimits): void {
  server.maxConnections = limits.maxConnections;
  const held = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = held.get(address) ?? 0;
    if (count >= limits.maxConnectionsPerClient) {
      // Closed at once, as Node closes connections over `maxConnections`: an answer written here
      // would race the HTTP parser, which is already reading the socket and could still hand a
      // request on it to the routes.
      socket.destroy();
      return;
    }
    held.set(address, count + 1);
    socket.once('close', () => {
      const left = (held.get(address) ?? 1) - 1;
      if (left === 0) held.delete(address);
      else held.set(address, left);
    });
  });
}
