import {
  FEEDBACK_RATE_LIMIT_PER_MINUTE,
  FeedbackBodySchema,
  FeedbackParamsSchema,
  FeedbackResponseSchema,
} from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../adapters/clock.js';
import { AppError } from '../../plugins/app-error.js';
import { withRateLimit } from '../../plugins/rate-limit.js';
import type { FeedbackRepository } from './feedback.repository.js';
import { voterKey } from './voter-key.js';

export interface FeedbackRoutesOptions {
  repository: FeedbackRepository;
  clock: Clock;
  ratePerMinute?: number;
}

/**
 * `POST /api/analysis/:id/feedback` `{verdict, voterToken?}` → `{verdict, recorded}`: "Was this
 * right?" under a result. 404 for an unknown analysis; 400 when an anonymous visitor sends no token.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/api/analysis/:id/feedback',
    {
      config: withRateLimit({
        max: options.ratePerMinute ?? FEEDBACK_RATE_LIMIT_PER_MINUTE,
        timeWindowMs: 60_000,
      }),
      schema: {
        params: FeedbackParamsSchema,
        body: FeedbackBodySchema,
        response: { 200: FeedbackResponseSchema },
      },
    },
    async (request) => {
      const userId = request.user?.id ?? null;
      const key = voterKey(userId, request.body.voterToken);
      if (key === null) {
        throw new AppError('VALIDATION_FAILED', 400, 'voterToken: Required when not signed in');
      }
      const analysisId = request.params.id;
      if (!(await options.repository.analysisExists(analysisId))) {
        throw new AppError('NOT_FOUND', 404, 'There is no analysis with this id.');
      }
      return options.repository.insertOnce({
        analysisId,
        userId,
        voterKey: key,
        verdict: request.body.verdict,
        createdAt: options.clock.now(),
      });
    },
  );
};
