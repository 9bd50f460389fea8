import { ErrorBodySchema } from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error.js';

/**
 * Sign-in arrives with issue 5. Until then nobody is signed in: `GET /auth/user` answers 401,
 * which the client reads as "signed out".
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/user',
    { schema: { response: { 401: ErrorBodySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      throw new AppError('UNAUTHENTICATED', 401);
    },
  );
};
