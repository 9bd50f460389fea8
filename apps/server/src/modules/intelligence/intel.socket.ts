import websocket from '@fastify/websocket';
import { WsClientPingSchema, type WsServerMessage } from '@scambuddy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../plugins/app-error.js';
import { isAllowedOrigin, requestOrigin } from '../../plugins/origin-check.js';
import type { IntelligenceService } from './intel.service.js';

/** Server ping interval; a client that has not answered the previous ping is dropped. */
export const WS_HEARTBEAT_MS = 30_000;
/** Clients only ever send `{type:'ping'}`. */
const WS_MAX_PAYLOAD_BYTES = 1024;

/** Caps on open sockets (issue 18): in all, and per client address. */
export interface WebSocketLimits {
  maxConnections: number;
  maxConnectionsPerClient: number;
}

/** The configuration's defaults (WS_MAX_CONNECTIONS, WS_MAX_CONNECTIONS_PER_CLIENT). */
export const DEFAULT_WEB_SOCKET_LIMITS: WebSocketLimits = {
  maxConnections: 1_000,
  maxConnectionsPerClient: 10,
};

/** WebSocket close code 1013, "try again later": the server is at its cap. */
const WS_TRY_AGAIN_LATER = 1013;

/**
 * GET /ws (part 2 §7): every connected client gets `{type:'cache-updated', newAlerts}` after a
 * collection on any instance adds items. The data is public, so no session is needed.
 */
export interface IntelSocketOptions {
  service: Pick<IntelligenceService, 'onCacheUpdated'>;
  /** PUBLIC_URL's origin: a handshake from any other site is refused (403). */
  publicOrigin: string;
  /** Defaults to WS_HEARTBEAT_MS; tests shorten it. */
  heartbeatMs?: number;
  limits?: WebSocketLimits;
}

export const intelSocketRoutes: FastifyPluginAsync<IntelSocketOptions> = async (
  app,
  { service, publicOrigin, heartbeatMs = WS_HEARTBEAT_MS, limits = DEFAULT_WEB_SOCKET_LIMITS },
) => {
  const clients = new Map<WebSocket, { alive: boolean; address: string }>();
  const openFrom = (address: string) =>
    [...clients.values()].filter((client) => client.address === address).length;
  /** Why a new socket from `address` is refused, if it is. */
  const overCap = (address: string): AppError | undefined => {
    if (clients.size >= limits.maxConnections) {
      return new AppError(
        'SERVICE_UNAVAILABLE',
        503,
        'Too many live connections right now. Please try again later.',
        30,
      );
    }
    if (openFrom(address) >= limits.maxConnectionsPerClient) {
      return new AppError(
        'RATE_LIMITED',
        429,
        'Too many live connections from your address. Please close other ScamBuddy tabs.',
        30,
      );
    }
    return undefined;
  };
  const heartbeat = setInterval(() => {
    for (const [socket, state] of clients) {
      if (!state.alive) {
        clients.delete(socket);
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  await app.register(websocket, {
    options: { maxPayload: WS_MAX_PAYLOAD_BYTES },
    // Runs before the server closes: say "going away" (1001) so clients reconnect with backoff.
    preClose(done) {
      clearInterval(heartbeat);
      for (const socket of clients.keys()) socket.close(1001, 'server shutting down');
      clients.clear();
      this.websocketServer.close(() => done());
    },
  });

  const send = (socket: WebSocket, message: WsServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };

  service.onCacheUpdated((message) => {
    for (const socket of clients.keys()) send(socket, message);
  });

  app.route({
    method: 'GET',
    url: '/ws',
    // Another site's page may not open the socket with the visitor's cookies. Checked here, after
    // @fastify/websocket's own onRequest hook, so a refused handshake's socket is closed by it.
    preValidation: async (request) => {
      const allowed = isAllowedOrigin({
        method: request.method,
        origin: request.headers.origin,
        publicOrigin,
        requestOrigin: requestOrigin(request),
        isWebSocket: request.headers.upgrade?.toLowerCase() === 'websocket',
      });
      if (!allowed) throw new AppError('FORBIDDEN_ORIGIN', 403);
      const refusal = overCap(request.ip);
      if (refusal) throw refusal;
    },
    // A plain GET (no upgrade) gets the API's JSON 404, as every unknown API address does.
    handler: async () => {
      throw new AppError('NOT_FOUND', 404, 'Only WebSocket connections are accepted at /ws.');
    },
    wsHandler: (socket, request) => {
      // Checked again once open: handshakes that passed the check together may exceed the cap.
      if (overCap(request.ip) !== undefined) {
        socket.close(WS_TRY_AGAIN_LATER, 'too many connections');
        return;
      }
      const state = { alive: true, address: request.ip };
      clients.set(socket, state);
      socket.on('pong', () => {
        state.alive = true;
      });
      socket.on('message', (data) => {
        state.alive = true;
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          return;
        }
        if (WsClientPingSchema.safeParse(parsed).success) send(socket, { type: 'pong' });
      });
      socket.on('close', () => clients.delete(socket));
      socket.on('error', () => clients.delete(socket));
    },
  });
};
