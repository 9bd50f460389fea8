import { FederalContactsResponseSchema } from '@scambuddy/contracts';
import { FIXED_FEDERAL_CONTACTS } from '@scambuddy/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const ONE_HOUR_SECONDS = 3_600;

/**
 * `GET /api/contacts/federal`: the five fixed federal contacts the results screen reveals with
 * "Show All Federal Resources". Served rather than bundled so the client never carries the whole
 * directory and every number shown comes from the one sourced copy.
 */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/contacts/federal',
    { schema: { response: { 200: FederalContactsResponseSchema } } },
    async (_request, reply) =>
      reply
        .header('cache-control', `public, max-age=${ONE_HOUR_SECONDS}`)
        .send([...FIXED_FEDERAL_CONTACTS]),
  );
};
