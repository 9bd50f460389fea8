import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';

export interface OriginCheckOptions {
  /** The origin of PUBLIC_URL: pages served from there may change state. */
  publicOrigin: string;
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks where it was sent from itself (the share target, whose OS share is a
     * browser-initiated navigation: modules/share-target/share-origin.ts). Nothing else sets it.
     */
    ownOriginCheck?: true;
  }
}

/**
 * Whether a request may change state. Browsers send `Origin` on cross-site requests that change
 * state, so a present Origin that is neither our public origin nor the address the request was sent
 * to is another site trying to act with the visitor's cookies. No Origin at all is a non-browser
 * client (curl, a test), which cookies-based CSRF cannot come from.
 */
export function isAllowedOrigin(input: {
  method: string;
  origin: string | undefined;
  publicOrigin: string;
  requestOrigin: string;
  /**
   * A WebSocket handshake is a GET, but browsers let any site open one with the visitor's
   * cookies (cross-site WebSocket hijacking), so it is checked like a state-changing request.
   */
  isWebSocket?: boolean;
}): boolean {
  const checked = STATE_CHANGING_METHODS.has(input.method.toUpperCase()) || input.isWebSocket;
  if (!checked) return true;
  if (input.origin === undefined) return true;
  const origin = input.origin.toLowerCase();
  return (
    origin === input.publicOrigin.toLowerCase() || origin === input.requestOrigin.toLowerCase()
  );
}

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Refuses state-changing requests from other sites with 403 FORBIDDEN_ORIGIN, before the body is read. */
export const originCheckPlugin = fp<OriginCheckOptions>(
  async (app: FastifyInstance, options) => {
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.ownOriginCheck === true) return;
      const allowed = isAllowedOrigin({
        method: request.method,
        origin: request.headers.origin,
        publicOrigin: options.publicOrigin,
        requestOrigin: requestOrigin(request),
      });
      if (!allowed) throw new AppError('FORBIDDEN_ORIGIN', 403);
    });
  },
  { name: 'origin-check' },
);
