import { ErrorBodySchema, UserSchema } from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.js';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie.js';

export interface AuthRoutesOptions {
  isHttps: boolean;
  /** The person's safety score, computed by the dashboard rules from their stored activity. */
  safetyScoreOf: (userId: string) => Promise<number>;
}

/**
 * The session endpoints every client uses. The sign-in routes (OpenID Connect, development
 * sign-in) register beside these.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  app.get(
    '/auth/user',
    { schema: { response: { 200: UserSchema, 401: ErrorBodySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.user;
      if (user === null) throw new AppError('UNAUTHENTICATED', 401);
      return { ...user, safetyScore: await options.safetyScoreOf(user.id) };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request, reply) => {
      if (request.sessionToken !== null) await app.sessions.destroy(request.sessionToken);
      reply.clearCookie(SESSION_COOKIE, { ...sessionCookieOptions(options.isHttps), maxAge: 0 });
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );
};
