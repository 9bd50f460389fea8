import { LookupQuerySchema, LookupResponseSchema } from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withRateLimit } from '../../plugins/rate-limit.js';
import type { LookupService } from './lookup.service.js';

export interface LookupRoutesOptions {
  service: LookupService;
}

/** Lookups one client address may make per minute: plenty for a person, little for a scraper. */
export const LOOKUPS_PER_MINUTE = 60;

/**
 * GET /api/lookup?q=… (issue 10): a phone number or a web address, public like the community
 * board it reads. Anything else is refused with a plain 400.
 */
export const lookupRoutes: FastifyPluginAsyncZod<LookupRoutesOptions> = async (app, options) => {
  app.get(
    '/api/lookup',
    {
      config: withRateLimit({ max: LOOKUPS_PER_MINUTE, timeWindowMs: 60_000 }),
      schema: { querystring: LookupQuerySchema, response: { 200: LookupResponseSchema } },
    },
    async (request, reply) => {
      // Answers depend on reports and alerts that keep arriving; never cached by the browser.
      reply.header('cache-control', 'no-store');
      return options.service.lookup(request.query.q);
    },
  );
};
