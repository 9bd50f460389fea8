import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersOptions {
  /** HSTS is only meaningful (and only safe to promise) when the public address is HTTPS. */
  isHttps: boolean;
}

/** HSTS lifetime: one year, the value HSTS preload lists expect. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The Content-Security-Policy: scripts only from our own origin (no inline script, no eval), so
 * injected markup cannot run code. Inline styles are allowed because UI primitives set style
 * attributes for positioning. `blob:` media is for playing back a voice recording.
 */
export function contentSecurityPolicy(isHttps: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function helmetOptions(isHttps: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(isHttps) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: isHttps ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    // Cross-origin isolation would block the Google sign-in pop-ups and images of issue 5.
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet would set, computed once. Helmet re-derives its policy strings on every
 * call; these never change while the server runs, and that per-request work showed up at ~4 % of
 * the analyze benchmark's CPU (bench/analyze/README.md). Running helmet itself once against a
 * recording response keeps its exact header set and values.
 */
export function computeSecurityHeaders(isHttps: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(isHttps))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure !== undefined) throw new Error('The security header policy is not valid.');
  return headers;
}

/** Security headers on every response: pages, files, API answers and errors alike. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const headers = computeSecurityHeaders(options.isHttps);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security-headers' },
);
