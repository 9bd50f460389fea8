import { SignedInUserSchema } from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  // Spec delta 52: signed out is an ordinary answer (200, `null`), not a 401. Every public screen
  // asks this on load, and browsers log each 4xx as a console error, which visitors' consoles
  // and Lighthouse's best-practices audit counted on every page.
  app.get(
    '/auth/user',
    { schema: { response: { 200: SignedInUserSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.user;
      if (user === null) return null;
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
