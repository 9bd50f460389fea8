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
}

export const intelSocketRoutes: FastifyPluginAsync<IntelSocketOptions> = async (
  app,
  { service, publicOrigin, heartbeatMs = WS_HEARTBEAT_MS },
) => {
  const clients = new Map<WebSocket, { alive: boolean }>();
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
    },
    // A plain GET (no upgrade) gets the API's JSON 404, as every unknown API address does.
    handler: async () => {
      throw new AppError('NOT_FOUND', 404, 'Only WebSocket connections are accepted at /ws.');
    },
    wsHandler: (socket) => {
      const state = { alive: true };
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
