import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/** Security headers on every response: pages, files, API answers and errors alike. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(options.isHttps),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      hsts: options.isHttps ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
      // Cross-origin isolation would block the Google sign-in pop-ups and images issue 5 adds.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
