import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { Orm } from '../../db/database.js';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie.js';
import type { SessionUser } from './session-store.js';
import { roleFor, upsertUserByEmail, type SignInProfile } from './users.repository.js';

export interface StartSessionDeps {
  app: FastifyInstance;
  orm: Orm;
  clock: Clock;
  adminEmails: readonly string[];
  isHttps: boolean;
}

/**
 * Ends a sign-in, whichever way it went: the account is found or created with the role
 * ADMIN_EMAILS gives it, any session the browser already had is destroyed, and a NEW session
 * token is set, so a token planted before sign-in (session fixation) is worth nothing after it.
 */
export async function startSession(
  deps: StartSessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  profile: SignInProfile,
): Promise<SessionUser> {
  const user = await upsertUserByEmail(
    deps.orm,
    deps.clock,
    profile,
    roleFor(profile.email, deps.adminEmails),
  );
  if (request.sessionToken !== null) await deps.app.sessions.destroy(request.sessionToken);
  const token = await deps.app.sessions.create(user.id);
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.isHttps));
  return user;
}
