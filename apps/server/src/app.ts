import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { EngineModel } from '@scambuddy/engine';
import type { Clock } from './adapters/clock.js';
import type { OcrService } from './adapters/ocr/index.js';
import type { SpeechToText } from './adapters/speech/index.js';
import { MAX_AUDIO_BYTES, MAX_AUDIO_SECONDS } from './adapters/speech/index.js';
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from './adapters/uploads/index.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { loggerOptions, type LoggerSettings } from './logger.js';
import { createAnalysisRepository } from './modules/analysis/analysis.repository.js';
import { analysisRoutes } from './modules/analysis/analysis.routes.js';
import { createAnalysisService } from './modules/analysis/analysis.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { contactsRoutes } from './modules/contacts/contacts.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { reportRoutes } from './modules/report/report.routes.js';
import { statesRoutes } from './modules/states/states.routes.js';
import { transcribeRoutes } from './modules/transcribe/transcribe.routes.js';
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
  /** The engine's model, loaded once at start-up (`loadModel()`). */
  engineModel: EngineModel;
  /** Reads screenshots; main.ts starts the tesseract.js pool, tests pass the fake. */
  ocr: OcrService;
  speech: SpeechToText;
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
  const analysisRepository = createAnalysisRepository(deps.db.orm);
  const uploadLimits = { maxBytes: MAX_UPLOAD_BYTES, maxPixels: MAX_IMAGE_PIXELS };
  await app.register(analysisRoutes, {
    service: createAnalysisService({
      repository: analysisRepository,
      model: deps.engineModel,
      clock: deps.clock,
      ocr: deps.ocr,
      uploadLimits,
    }),
    maxUploadBytes: uploadLimits.maxBytes,
    ratePerMinute: deps.config.rateLimits.analyzePerMinute,
  });
  await app.register(reportRoutes, { repository: analysisRepository });
  await app.register(statesRoutes);
  await app.register(contactsRoutes);
  await app.register(transcribeRoutes, {
    speech: deps.speech,
    maxAudioBytes: MAX_AUDIO_BYTES,
    maxAudioSeconds: MAX_AUDIO_SECONDS,
    ratePerMinute: deps.config.rateLimits.transcribePerMinute,
  });

  // Last: the built client and the not-found answer for everything above.
  await app.register(staticClientPlugin, { webDistDir: deps.config.webDistDir });

  return app;
}
