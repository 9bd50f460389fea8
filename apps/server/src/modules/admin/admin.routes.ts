import {
  AdminAlertListSchema,
  AdminAlertSchema,
  AdminStatsSchema,
  AlertParamsSchema,
  TrendsUpdateResponseSchema,
} from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withRateLimit } from '../../plugins/rate-limit.js';
import { requireAdmin } from '../auth/guards.js';
import type { AdminService } from './admin.service.js';

/** How often the alert rules run on their own (they also run on every stats request). */
export const ALERT_EVALUATION_INTERVAL_MS = 15 * 60_000;

export interface AdminRoutesOptions {
  service: AdminService;
  /** 0 turns the timer off (tests evaluate through the stats request). */
  alertIntervalMs?: number;
}

/**
 * Admin dashboard endpoints (spec part 1 §7), admins only (401 signed out, 403 signed in):
 * `GET /api/admin/stats`, `GET /api/admin/alerts`, `POST /api/admin/alerts/:id/resolve`,
 * `POST /api/admin/trends/update`.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const intervalMs = options.alertIntervalMs ?? ALERT_EVALUATION_INTERVAL_MS;
  if (intervalMs > 0) {
    const timer = setInterval(() => {
      options.service.evaluateAlerts().catch((error: unknown) => {
        app.log.error({ err: error }, 'admin alert evaluation failed');
      });
    }, intervalMs);
    // Never the reason the process stays up; stopped with the app.
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/admin/stats',
    { preHandler: requireAdmin, schema: { response: { 200: AdminStatsSchema } } },
    async (_request, reply) => reply.headers(noStore).send(await options.service.stats()),
  );

  app.get(
    '/api/admin/alerts',
    { preHandler: requireAdmin, schema: { response: { 200: AdminAlertListSchema } } },
    async (_request, reply) => reply.headers(noStore).send(await options.service.alerts()),
  );

  app.post(
    '/api/admin/alerts/:id/resolve',
    {
      preHandler: requireAdmin,
      config: withRateLimit({ max: 60, timeWindowMs: 60_000 }),
      schema: { params: AlertParamsSchema, response: { 200: AdminAlertSchema } },
    },
    async (request) => options.service.resolve(request.params.id),
  );

  app.post(
    '/api/admin/trends/update',
    {
      preHandler: requireAdmin,
      config: withRateLimit({ max: 5, timeWindowMs: 60_000 }),
      schema: { response: { 200: TrendsUpdateResponseSchema } },
    },
    async () => options.service.updateTrends(),
  );
};
