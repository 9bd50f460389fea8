import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import type { SessionUser } from './session-store.js';

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.user === null) throw new AppError('UNAUTHENTICATED', 401);
}

/** preHandler: 401 signed out, 403 signed in without the admin role. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.user === null) throw new AppError('UNAUTHENTICATED', 401);
  if (request.user.role !== 'admin') throw new AppError('FORBIDDEN', 403);
}

/** For handlers behind requireUser: the user, typed as present. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (request.user === null) throw new AppError('UNAUTHENTICATED', 401);
  return request.user;
}
