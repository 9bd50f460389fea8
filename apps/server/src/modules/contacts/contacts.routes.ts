import {
  FederalContactsResponseSchema,
  RECOVERY_PAYMENT_METHOD,
  RecoveryContactsQuerySchema,
  RecoveryContactsResponseSchema,
} from '@scambuddy/contracts';
import { FIXED_FEDERAL_CONTACTS, selectContacts } from '@scambuddy/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const ONE_HOUR_SECONDS = 3_600;

/**
 * `GET /api/contacts/federal`: the five fixed federal contacts the results screen reveals with
 * "Show All Federal Resources". Served rather than bundled so the client never carries the whole
 * directory and every number shown comes from the one sourced copy.
 *
 * `GET /api/contacts/recovery`: the contacts for the report-and-recover packet (issue 10), chosen
 * by the engine's own selection rules as for a high-risk result where the harm is done.
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

  app.get(
    '/api/contacts/recovery',
    {
      schema: {
        querystring: RecoveryContactsQuerySchema,
        response: { 200: RecoveryContactsResponseSchema },
      },
    },
    async (request, reply) => {
      const { payment, state, scamType, organisations } = request.query;
      const method = RECOVERY_PAYMENT_METHOD[payment];
      const contacts = selectContacts({
        scamType: scamType ?? 'other',
        paymentMethods: method ? [method] : [],
        harmDone: true,
        band: 'high',
        ...(state ? { state } : {}),
        ...(organisations
          ? { organisations: organisations.split(',').map((name) => name.trim()) }
          : {}),
      });
      return reply.header('cache-control', `public, max-age=${ONE_HOUR_SECONDS}`).send(contacts);
    },
  );
};
