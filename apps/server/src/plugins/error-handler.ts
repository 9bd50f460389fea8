import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';
import { loggableError, toErrorResponse } from './error-response.js';

export interface ErrorHandlerOptions {
  bodyLimitBytes: number;
}

/**
 * Every error leaves as `{ code, message }`. Faults on our side are logged in full with the
 * request id (pino adds `reqId` to request logs) and answered with a generic message.
 */
export const errorHandlerPlugin = fp<ErrorHandlerOptions>(
  async (app: FastifyInstance, options) => {
    app.setErrorHandler((error, request, reply) => {
      const response = toErrorResponse(error, options);
      if (response.isServerFault) {
        request.log.error({ err: loggableError(error) }, 'request failed');
      } else if (!(error instanceof AppError)) {
        request.log.info({ code: response.body.code, status: response.statusCode }, 'bad request');
      }
      if (response.headers) reply.headers(response.headers);
      return reply
        .status(response.statusCode)
        .type('application/json; charset=utf-8')
        .send(response.body);
    });
  },
  { name: 'error-handler' },
);
