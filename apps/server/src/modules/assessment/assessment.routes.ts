import {
  AssessmentAnswersSchema,
  ErrorBodySchema,
  VulnerabilityProfileInputSchema,
  VulnerabilityProfileResponseSchema,
  VulnerabilityProfileSchema,
  assessmentRiskScore,
} from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../adapters/clock.js';
import { withRateLimit } from '../../plugins/rate-limit.js';
import { currentUser, requireUser } from '../auth/guards.js';
import type { AssessmentRepository } from './assessment.repository.js';

export interface AssessmentRoutesOptions {
  repository: AssessmentRepository;
  clock: Clock;
}

/** Saving is a deliberate act; thirty a minute per address leaves room for a shared household connection. */
const SAVES_PER_MINUTE = 30;

/**
 * The signed-in person's vulnerability profile (spec part 2 §7). The score is always recomputed
 * here from the answers with the contract's pure function; a `riskScore` in the body is dropped by
 * the schema, so nobody can store a score their answers do not give.
 */
export const assessmentRoutes: FastifyPluginAsyncZod<AssessmentRoutesOptions> = async (
  app,
  { repository, clock },
) => {
  app.get(
    '/api/vulnerability-profile',
    {
      preHandler: requireUser,
      schema: { response: { 200: VulnerabilityProfileResponseSchema, 401: ErrorBodySchema } },
    },
    async (request, reply) => {
      const profile = await repository.find(currentUser(request).id);
      return reply.header('cache-control', 'private, no-store').send({ profile });
    },
  );

  app.post(
    '/api/vulnerability-profile',
    {
      // Before body validation, so a signed-out request is told 401 whatever it sent.
      preValidation: requireUser,
      config: withRateLimit({ max: SAVES_PER_MINUTE, timeWindowMs: 60_000 }),
      schema: {
        body: VulnerabilityProfileInputSchema,
        response: { 200: VulnerabilityProfileSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const answers = AssessmentAnswersSchema.parse(request.body);
      const riskScore = assessmentRiskScore(answers);
      const updatedAt = clock.now();
      await repository.save({ userId: currentUser(request).id, ...answers, riskScore, updatedAt });
      return { ...answers, riskScore, updatedAt: updatedAt.toISOString() };
    },
  );
};
