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
import type { EngineRunner } from './adapters/engine/engine-runner.js';
import type { SpeechToText } from './adapters/speech/index.js';
import { MAX_AUDIO_BYTES, MAX_AUDIO_SECONDS } from './adapters/speech/index.js';
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from './adapters/uploads/index.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { loggerOptions, type LoggerSettings } from './logger.js';
import { createAnalysisRepository } from './modules/analysis/analysis.repository.js';
import { analysisRoutes } from './modules/analysis/analysis.routes.js';
import { createAnalysisService } from './modules/analysis/analysis.service.js';
import { createScreenshotBudget } from './modules/analysis/screenshot-budget.js';
import { OCR_CLIENT_WINDOW_MS } from './adapters/ocr/ocr.config.js';
import { authContextPlugin } from './modules/auth/auth-context.plugin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { signInRoutes } from './modules/auth/sign-in.routes.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { userRoutes } from './modules/user/user.routes.js';
import { contactsRoutes } from './modules/contacts/contacts.routes.js';
import { communityRoutes, createCommunity } from './modules/community/index.js';
import { createLookup, lookupRoutes } from './modules/lookup/index.js';
import { createTranslate, translateRoutes } from './modules/translate/index.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { freeBytesIn } from './modules/health/health.service.js';
import { reportRoutes } from './modules/report/report.routes.js';
import { shareTargetRoutes } from './modules/share-target/share-target.routes.js';
import { statesRoutes } from './modules/states/states.routes.js';
import { aboutRoutes } from './modules/about/about.routes.js';
import { createAssessmentRepository } from './modules/assessment/assessment.repository.js';
import { assessmentRoutes } from './modules/assessment/assessment.routes.js';
import { transcribeRoutes } from './modules/transcribe/transcribe.routes.js';
import { callRecordingRoutes } from './modules/call-recording/call-recording.routes.js';
import { createEvidenceRepository } from './modules/evidence/evidence.repository.js';
import { evidenceRoutes } from './modules/evidence/evidence.routes.js';
import { createHelperRepository } from './modules/helper/helper.repository.js';
import { helperRoutes } from './modules/helper/helper.routes.js';
import { createHelperService } from './modules/helper/helper.service.js';
import { withHelperAlerts } from './modules/helper/helper-alerts.js';
import { intelligencePlugin } from './modules/intelligence/intel.plugin.js';
import { adminAreaPlugin } from './modules/admin/admin-area.plugin.js';
import { forwardingPlugin } from './modules/forwarding/forwarding.plugin.js';
import { createModelHolder } from './modules/model/model-holder.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { hostCheckPlugin } from './plugins/host-check.js';
import { nulCheckPlugin } from './plugins/nul-check.js';
import { originCheckPlugin } from './plugins/origin-check.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { staticClientPlugin } from './plugins/static-client.js';
import { readServerVersion } from './server-root.js';
import { fastifyServerOptions, limitConnections } from './server-limits.js';

/**
 * Largest JSON body accepted: 1 MiB holds far more than the longest message anyone pastes for
 * analysis, and keeps one request from tying up memory. Uploads set their own limits per route.
 */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface RegisteredRoute {
  method: string;
  url: string;
  isWebSocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far (HEAD included), in registration order. */
    routeTable: readonly RegisteredRoute[];
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  clock: Clock;
  /** The engine's model, loaded once at start-up (`loadModel()`). */
  engineModel: EngineModel;
  /** Reads screenshots; main.ts starts the tesseract.js pool, tests pass the fake. */
  ocr: OcrService;
  /** Where analyses run: main.ts starts engine threads (decision 0045); tests run it inline. */
  engine?: EngineRunner;
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
    // Slow clients are cut off and connections capped (issue 18, decision 0050).
    ...fastifyServerOptions(deps.config.serverLimits),
  }).withTypeProvider<ZodTypeProvider>();
  limitConnections(app.server, deps.config.serverLimits);

  // Every route as registered, for the tests that must cover all endpoints (fuzz, role matrix).
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isWebSocket = (route as { websocket?: boolean }).websocket === true;
    for (const method of methods) routeTable.push({ method, url: route.url, isWebSocket });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Cross-cutting plugins first, so every route below gets them.
  await app.register(errorHandlerPlugin, { bodyLimitBytes: JSON_BODY_LIMIT_BYTES });
  await app.register(securityHeadersPlugin, { isHttps: deps.config.isHttps });
  // Issue 18: DNS rebinding — only our own host name (and loopback) is answered.
  await app.register(hostCheckPlugin, { publicUrl: deps.config.publicUrl });
  await app.register(originCheckPlugin, { publicOrigin: deps.config.publicOrigin });
  // Issue 18: a NUL anywhere in what is sent is a 400 that says so, never a database 500.
  await app.register(nulCheckPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authContextPlugin, {
    orm: deps.db.orm,
    clock: deps.clock,
    adminEmails: deps.config.adminEmails,
    sessionSecret: deps.config.sessionSecret,
  });

  // Feature modules, one line each.
  await app.register(healthRoutes, {
    db: deps.db,
    clock: deps.clock,
    version: deps.version ?? readServerVersion(),
    freeStorageBytes: () => freeBytesIn(deps.config.dataDir),
  });
  const dashboard = createDashboardService(deps.db.orm);
  await app.register(authRoutes, {
    isHttps: deps.config.isHttps,
    safetyScoreOf: dashboard.safetyScore,
  });
  await app.register(signInRoutes, { orm: deps.db.orm, clock: deps.clock, ...deps.config });
  await app.register(userRoutes, {
    orm: deps.db.orm,
    clock: deps.clock,
    dashboard,
    isHttps: deps.config.isHttps,
  });
  const community = createCommunity({
    orm: deps.db.orm,
    clock: deps.clock,
    model: deps.engineModel,
  });
  await app.register(communityRoutes, {
    service: community,
    secret: deps.config.sessionSecret,
    isHttps: deps.config.isHttps,
    submitPerHour: deps.config.rateLimits.communityReportsPerHour,
  });
  const analysisRepository = createAnalysisRepository(deps.db.orm);
  const helper = createHelperService({
    repository: createHelperRepository(deps.db.orm),
    clock: deps.clock,
  });
  await app.register(helperRoutes, { service: helper });
  const uploadLimits = { maxBytes: MAX_UPLOAD_BYTES, maxPixels: MAX_IMAGE_PIXELS };
  // Admin retraining swaps the model analyses use (modules/model).
  const modelHolder = createModelHolder(deps.engineModel);
  // Shared by POST /api/analyze and the share target (POST /share, issue 10).
  const analysisService = createAnalysisService({
    // Issue 10: a signed-in person's HIGH-risk result alerts their trusted helpers.
    repository: withHelperAlerts(analysisRepository, helper, (error) =>
      app.log.warn({ err: error }, 'helper alert failed'),
    ),
    model: modelHolder,
    clock: deps.clock,
    ocr: deps.ocr,
    uploadLimits,
    communityLookup: community.lookup,
    ...(deps.engine === undefined ? {} : { engine: deps.engine }),
    // Issue 18: each client address's share of the screenshot readers (decision 0050).
    screenshotBudget: createScreenshotBudget({
      concurrentPerClient: deps.config.ocr.jobsPerClient,
      msPerWindow: deps.config.ocr.timePerClientMs,
      windowMs: OCR_CLIENT_WINDOW_MS,
      now: () => deps.clock.monotonicMs(),
    }),
  });
  await app.register(analysisRoutes, {
    service: analysisService,
    maxUploadBytes: uploadLimits.maxBytes,
    ratePerMinute: deps.config.rateLimits.analyzePerMinute,
  });
  // Issue 10: the installed app's Web Share Target; every outcome is a redirect to a page.
  await app.register(shareTargetRoutes, {
    service: analysisService,
    maxUploadBytes: uploadLimits.maxBytes,
    ratePerMinute: deps.config.rateLimits.analyzePerMinute,
    publicOrigin: deps.config.publicOrigin,
  });
  await app.register(reportRoutes, { repository: analysisRepository });
  // Issue 20: checking by forwarding (e-mail to check@, SMS webhook), the same analysis service.
  await app.register(forwardingPlugin, {
    settings: deps.config.forwarding,
    orm: deps.db.orm,
    clock: deps.clock,
    analysis: analysisService,
    publicUrl: deps.config.publicUrl,
    secret: deps.config.sessionSecret,
    maxImageBytes: uploadLimits.maxBytes,
  });
  // Issue 10: caller and link lookup, reading the community board and the official alerts.
  await app.register(lookupRoutes, {
    service: createLookup({ orm: deps.db.orm, communityLookup: community.lookup }),
  });
  await app.register(statesRoutes);
  await app.register(assessmentRoutes, {
    repository: createAssessmentRepository(deps.db.orm),
    clock: deps.clock,
  });
  await app.register(aboutRoutes, { engineModel: deps.engineModel });
  await app.register(contactsRoutes);
  await app.register(translateRoutes, {
    service: createTranslate({
      orm: deps.db.orm,
      clock: deps.clock,
      translate: deps.config.translate,
      onProviderError: (error) => app.log.warn({ err: error }, 'translation provider failed'),
    }),
  });
  await app.register(transcribeRoutes, {
    speech: deps.speech,
    maxAudioBytes: MAX_AUDIO_BYTES,
    maxAudioSeconds: MAX_AUDIO_SECONDS,
    ratePerMinute: deps.config.rateLimits.transcribePerMinute,
  });
  await app.register(callRecordingRoutes, {
    speech: deps.speech,
    maxAudioBytes: MAX_AUDIO_BYTES,
    maxAudioSeconds: MAX_AUDIO_SECONDS,
    // The live model: a retraining an admin accepted scores calls too.
    model: modelHolder,
    clock: deps.clock,
    ...(deps.engine === undefined ? {} : { engine: deps.engine }),
    ratePerMinute: deps.config.rateLimits.transcribePerMinute,
  });
  await app.register(evidenceRoutes, {
    repository: createEvidenceRepository(deps.db.orm),
    analyses: analysisRepository,
    clock: deps.clock,
  });

  // Scam intelligence (issue 6): app.intelligence (collectAll, schedule), its endpoints and /ws.
  await app.register(intelligencePlugin, {
    db: deps.db,
    clock: deps.clock,
    engineModel: deps.engineModel,
    config: deps.config,
    version: deps.version ?? readServerVersion(),
  });

  // Issue 5, operators: "Was this right?", admin figures and alerts, real retraining.
  await app.register(adminAreaPlugin, {
    ...deps,
    holder: modelHolder,
    corpusDir: deps.config.engineCorpusDir,
    trends: app.intelligence,
  });

  // Last: the built client and the not-found answer for everything above.
  await app.register(staticClientPlugin, {
    webDistDir: deps.config.webDistDir,
    serveSourceMaps: !deps.config.isProduction,
  });

  return app;
}
