import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../adapters/clock.js';
import type { Orm } from '../../db/database.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { createSessionStore, type SessionStore, type SessionUser } from './session-store.js';
import { requireAdmin, requireUser } from './guards.js';
import { roleFor } from './users.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, or null. Set for every request before any route runs. */
    user: SessionUser | null;
    /** The raw session token from the cookie when it named a live session (for logout). */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /** Every route guarded by requireUser or requireAdmin, as registered (for the matrix test). */
    protectedRoutes: ProtectedRoute[];
  }
}

export interface ProtectedRoute {
  method: string;
  url: string;
  guard: 'requireUser' | 'requireAdmin';
}

type Hook = (...args: never[]) => unknown;

function hooksOf(value: unknown): Hook[] {
  if (Array.isArray(value)) return value as Hook[];
  return typeof value === 'function' ? [value as Hook] : [];
}

export interface AuthContextOptions {
  orm: Orm;
  clock: Clock;
  adminEmails: readonly string[];
  sessionSecret: string;
}

/**
 * Reads the session cookie on every request and sets `request.user`. Roles come from the server
 * only: the stored role, re-checked against ADMIN_EMAILS, so a removed admin loses access at once.
 */
export const authContextPlugin = fp<AuthContextOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(cookie, { secret: options.sessionSecret });
    const store = createSessionStore(options.orm, options.clock);
    app.decorate('sessions', store);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    // Guards are written as preHandlers; each is also run before body validation, so a signed-out
    // caller gets 401 and learns nothing about what the endpoint expects. Guarded routes are
    // recorded so the protected-endpoint test can check every one of them.
    const protectedRoutes: ProtectedRoute[] = [];
    app.decorate('protectedRoutes', protectedRoutes);
    app.addHook('onRoute', (route) => {
      const preHandlers = hooksOf(route.preHandler);
      const guard = preHandlers.includes(requireAdmin)
        ? requireAdmin
        : preHandlers.includes(requireUser)
          ? requireUser
          : undefined;
      if (guard === undefined) return;
      route.preValidation = [guard, ...hooksOf(route.preValidation)] as typeof route.preValidation;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        protectedRoutes.push({
          method,
          url: route.url,
          guard: guard === requireAdmin ? 'requireAdmin' : 'requireUser',
        });
      }
    });
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token === undefined || token === '') return;
      const user = await store.lookup(token);
      if (user === null) return;
      request.user = { ...user, role: roleFor(user.email, options.adminEmails) };
      request.sessionToken = token;
    });
  },
  { name: 'auth-context', dependencies: ['error-handler'] },
);
