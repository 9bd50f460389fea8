import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';

export interface HostCheckOptions {
  /** PUBLIC_URL (or its default from HOST and PORT): its host name is the one we answer for. */
  publicUrl: string;
}

/**
 * Names that always reach this machine's own loopback. A page on another site cannot make a
 * browser send them (Host is set by the browser from the address, and a loopback address is
 * another origin), so accepting them opens nothing to DNS rebinding, while a proxy or health probe
 * on the same machine (nginx sends `Host: 127.0.0.1:3000` by default) keeps working.
 */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A Host header as the HTTP grammar has it: a name, an IPv4 address or a bracketed IPv6 one, a port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/** The host name of a Host header, lower-cased and without the port; undefined when not a host. */
export function hostNameOf(hostHeader: string | undefined): string | undefined {
  const match = HOST_HEADER.exec(hostHeader ?? '');
  const name = match?.[1]?.toLowerCase();
  // A fully qualified name may end with a dot (`localhost.`); it names the same host.
  return name?.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * Whether a request's Host names us. A DNS-rebinding page (evil.example resolving to 127.0.0.1)
 * sends `Host: evil.example`, and its Origin agrees with it, so the Origin check alone lets it act
 * with the visitor's cookies: the Host is what tells it apart (issue 18, item 4).
 */
export function isAllowedHost(hostHeader: string | undefined, publicUrl: string): boolean {
  const name = hostNameOf(hostHeader);
  if (name === undefined) return false;
  if (LOOPBACK_NAMES.has(name)) return true;
  return name === new URL(publicUrl).hostname.toLowerCase();
}

/**
 * Refuses, before anything else runs, every request (the WebSocket upgrade included) whose Host is
 * neither PUBLIC_URL's host nor a loopback name: 421 Misdirected Request with a plain message.
 */
export const hostCheckPlugin = fp<HostCheckOptions>(
  async (app: FastifyInstance, options) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isAllowedHost(request.headers.host, options.publicUrl)) {
        // A refused WebSocket upgrade owns its socket: end it once the answer is written, since
        // @fastify/websocket's own hooks (which would) have not run yet.
        if (request.headers.upgrade !== undefined) {
          reply.raw.once('finish', () => request.raw.socket.destroy());
        }
        throw new AppError(
          'BAD_REQUEST',
          421,
          `This server only answers for ${new URL(options.publicUrl).host}; open that address instead.`,
        );
      }
    });
  },
  { name: 'host-check' },
);
