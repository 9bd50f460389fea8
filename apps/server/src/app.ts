import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Clock } from './adapters/clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { loggerOptions, type LoggerSettings } from './logger.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { originCheckPlugin } from './plugins/origin-check.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { staticClientPlugin } from './plugins/static-client.js';
import { readServerVersion } from './server-root.js';

/**
 * Largest JSON body accepted: 1 MiB holds far more than the longest message anyone pastes for
 * analysis, and keeps one request from tying up memory. Uploads set their own limits per route.
 */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  db: Database;
  clock: Clock;
  /** `false` keeps tests quiet. */
  logger: LoggerSettings | false;
  /** Defaults to the server package's version. */
  version?: string;
}

/** Builds the whole server without listening: main.ts listens, tests call `app.inject()`. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(deps.logger),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Random ids stay unique across instances and restarts, so a log line can be traced.
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Cross-cutting plugins first, so every route below gets them.
  await app.register(errorHandlerPlugin, { bodyLimitBytes: JSON_BODY_LIMIT_BYTES });
  await app.register(securityHeadersPlugin, { isHttps: deps.config.isHttps });
  await app.register(originCheckPlugin, { publicOrigin: deps.config.publicOrigin });
  await app.register(rateLimitPlugin);

  // Feature modules, one line each.
  await app.register(healthRoutes, {
    db: deps.db,
    clock: deps.clock,
    version: deps.version ?? readServerVersion(),
  });
  await app.register(authRoutes);

  // Last: the built client and the not-found answer for everything above.
  await app.register(staticClientPlugin, { webDistDir: deps.config.webDistDir });

  return app;
}
