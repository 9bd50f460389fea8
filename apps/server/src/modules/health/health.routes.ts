import { HealthResponseSchema } from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth, type HealthDeps } from './health.service.js';

/** `GET /api/health`: 200 when the database answers, 503 when it does not; storage as a warning. */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, deps) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
    async (request, reply) => {
      const health = await checkHealth(deps);
      if (!health.database.ok) request.log.warn({ database: health.database }, 'database not ok');
      if (!health.storage.ok)
        request.log.warn({ storage: health.storage }, 'data folder low on space');
      return reply
        .status(health.database.ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );
};
