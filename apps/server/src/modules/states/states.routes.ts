import { US_STATES, UsStateSchema } from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ONE_DAY_SECONDS = 86_400;

/** `GET /api/states` → the 50 states and DC as `[{code, name}]`, alphabetical by name. */
export const statesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/states',
    { schema: { response: { 200: z.array(UsStateSchema).readonly() } } },
    async (_request, reply) =>
      reply.header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`).send(US_STATES),
  );
};
