import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { OcrService } from '../../adapters/ocr/index.js';
import type { SpeechToText } from '../../adapters/speech/index.js';
import type { Database } from '../../db/database.js';
import { createFeedbackRepository } from '../feedback/feedback.repository.js';
import { feedbackRoutes } from '../feedback/feedback.routes.js';
import type { CandidateTrainer } from '../model/candidate-trainer.js';
import type { ModelHolder } from '../model/model-holder.js';
import { createModelRepository } from '../model/model.repository.js';
import { modelRoutes } from '../model/model.routes.js';
import { createRetrainService } from '../model/retrain.service.js';
import { trainInWorker } from '../model/worker-trainer.js';
import { createAdminRepository } from './admin.repository.js';
import { adminRoutes } from './admin.routes.js';
import { createAdminService, type TrendsCollector } from './admin.service.js';

export interface AdminAreaOptions {
  db: Database;
  clock: Clock;
  ocr: OcrService;
  speech: SpeechToText;
  holder: ModelHolder;
  /** ENGINE_CORPUS_DIR; unset: retrain from the derived examples committed with the model (decision 0052). */
  corpusDir: string | undefined;
  /** The intelligence collector when that module is registered. */
  trends?: TrendsCollector | undefined;
  trainer?: CandidateTrainer;
  alertIntervalMs?: number;
}

/**
 * Issue 5's operator side in one registration: "Was this right?" answers, the admin dashboard's
 * figures and alerts, and real retraining of the engine model.
 */
export const adminAreaPlugin: FastifyPluginAsync<AdminAreaOptions> = async (app, options) => {
  await app.register(feedbackRoutes, {
    repository: createFeedbackRepository(options.db.orm),
    clock: options.clock,
  });
  const models = createModelRepository(options.db.orm);
  await app.register(modelRoutes, {
    service: createRetrainService({
      repository: models,
      holder: options.holder,
      clock: options.clock,
      corpusDir: options.corpusDir ?? null,
      trainer: options.trainer ?? trainInWorker,
      onError: (error) => app.log.error({ err: error }, 'model retraining failed'),
    }),
  });
  await app.register(adminRoutes, {
    service: createAdminService({
      repository: createAdminRepository(options.db.orm),
      models,
      holder: options.holder,
      db: options.db,
      ocr: options.ocr,
      speech: options.speech,
      clock: options.clock,
      ...(options.trends ? { trends: options.trends } : {}),
    }),
    ...(options.alertIntervalMs === undefined ? {} : { alertIntervalMs: options.alertIntervalMs }),
  });
};
