import { RetrainJobParamsSchema, RetrainJobSchema } from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error.js';
import { withRateLimit } from '../../plugins/rate-limit.js';
import { requireAdmin } from '../auth/guards.js';
import type { RetrainService } from './retrain.service.js';

export interface ModelRoutesOptions {
  service: RetrainService;
}

/**
 * `POST /api/admin/ml/restart` → 202 with the job (retraining runs in a worker thread);
 * `GET /api/admin/ml/jobs/:id` → the job's progress. Admins only. On start the active retrained
 * version, if any, is loaded again.
 */
export const modelRoutes: FastifyPluginAsyncZod<ModelRoutesOptions> = async (app, options) => {
  await options.service.restoreActive();
  app.addHook('onClose', async () => {
    await options.service.idle();
  });

  app.post(
    '/api/admin/ml/restart',
    {
      preHandler: requireAdmin,
      config: withRateLimit({ max: 10, timeWindowMs: 60_000 }),
      schema: { response: { 202: RetrainJobSchema } },
    },
    async (request, reply) => {
      const job = options.service.start();
      request.log.info({ jobId: job.id }, 'model retraining requested');
      return reply.status(202).send(job);
    },
  );

  app.get(
    '/api/admin/ml/jobs/:id',
    {
      preHandler: requireAdmin,
      schema: { params: RetrainJobParamsSchema, response: { 200: RetrainJobSchema } },
    },
    async (request, reply) => {
      const job = options.service.get(request.params.id);
      if (!job) throw new AppError('NOT_FOUND', 404, 'There is no retraining job with this id.');
      return reply.header('cache-control', 'no-store').send(job);
    },
  );
};
