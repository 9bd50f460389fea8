import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';

/** A route's own limit: at most `max` requests per client address in `timeWindowMs`. */
export interface RouteRateLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * Opts a route in to rate limiting; nothing is limited unless it asks:
 *
 *   app.post('/api/analyze', { config: withRateLimit({ max: 10, timeWindowMs: 60_000 }), ... })
 *
 * Over the limit the client gets 429 `{ code: 'RATE_LIMITED', message }` and `Retry-After`
 * in seconds. Counters are kept per instance in memory; with several instances each one counts
 * on its own, so a limit is per instance (a shared store can replace it when that matters).
 */
export function withRateLimit(limit: RouteRateLimit): FastifyContextConfig {
  return { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } };
}

/** Registers @fastify/rate-limit with no global limit; routes choose theirs with withRateLimit. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'RATE_LIMITED',
          context.statusCode,
          `Too many requests. Please try again in ${context.after}.`,
        ),
    });
  },
  { name: 'rate-limit' },
);
