import {
  DashboardPayloadSchema,
  DeleteAccountResponseSchema,
  ErrorBodySchema,
  HistoryPayloadSchema,
  UserDataExportSchema,
} from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../adapters/clock.js';
import type { Orm } from '../../db/database.js';
import { AppError } from '../../plugins/app-error.js';
import { withRateLimit } from '../../plugins/rate-limit.js';
import { currentUser, requireUser } from '../auth/guards.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/session-cookie.js';
import type { DashboardService } from '../dashboard/dashboard.service.js';
import { deleteAccount, exportUserData } from './user-data.service.js';

export interface UserRoutesOptions {
  orm: Orm;
  clock: Clock;
  dashboard: DashboardService;
  isHttps: boolean;
}

const errors = { 401: ErrorBodySchema, 429: ErrorBodySchema };

/**
 * The signed-in person's own data (spec part 1 §2.10, §2.11, §7; issue 5 "Your data"). Each
 * route answers only about the person whose session it is; nobody can name another id.
 */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, options) => {
  // Personal answers must never be kept by a shared cache or the browser's back button.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/user/dashboard',
    { preHandler: requireUser, schema: { response: { 200: DashboardPayloadSchema, ...errors } } },
    async (request) => options.dashboard.dashboard(currentUser(request)),
  );

  app.get(
    '/api/user/history',
    { preHandler: requireUser, schema: { response: { 200: HistoryPayloadSchema, ...errors } } },
    async (request) => options.dashboard.history(currentUser(request).id),
  );

  app.get(
    '/api/user/export',
    {
      preHandler: requireUser,
      config: withRateLimit({ max: 10, timeWindowMs: 60_000 }),
      schema: { response: { 200: UserDataExportSchema, ...errors } },
    },
    async (request, reply) => {
      const data = await exportUserData(options.orm, options.clock, currentUser(request).id);
      if (data === null) throw new AppError('UNAUTHENTICATED', 401);
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="scambuddy-my-data-${day}.json"`);
      return data;
    },
  );

  app.delete(
    '/api/user',
    {
      preHandler: requireUser,
      config: withRateLimit({ max: 5, timeWindowMs: 60_000 }),
      schema: { response: { 200: DeleteAccountResponseSchema, ...errors } },
    },
    async (request, reply) => {
      await deleteAccount(options.orm, currentUser(request).id);
      reply.clearCookie(SESSION_COOKIE, { ...sessionCookieOptions(options.isHttps), maxAge: 0 });
      return { deleted: true as const };
    },
  );
};
