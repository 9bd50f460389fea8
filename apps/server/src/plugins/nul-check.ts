import { findNulCharacter, NUL_CHARACTER_MESSAGE } from '@scambuddy/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';

/** The part of a request a NUL was found in, named as the validation errors name it. */
export function nulProblem(parts: { query: unknown; body: unknown; params: unknown }) {
  for (const [part, value] of Object.entries(parts)) {
    const path = findNulCharacter(value);
    if (path !== undefined) return `${path === '' ? part : path}: ${NUL_CHARACTER_MESSAGE}`;
  }
  return undefined;
}

/**
 * Refuses a NUL character anywhere in a request's query, path parameters or parsed body with
 * 400 VALIDATION_FAILED (issue 18, item 5), before any route's schema or the database sees it.
 * Bodies a route reads itself (multipart) are checked by `parseOrThrow`.
 */
export const nulCheckPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const problem = nulProblem({
        query: request.query,
        body: request.body,
        params: request.params,
      });
      if (problem !== undefined) throw new AppError('VALIDATION_FAILED', 400, problem);
    });
  },
  { name: 'nul-check' },
);
