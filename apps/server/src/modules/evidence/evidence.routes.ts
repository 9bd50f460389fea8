import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVIDENCE_LIMITS,
  EvidenceListResponseSchema,
  EvidencePackageDataSchema,
  EvidenceSubmitResponseSchema,
} from '@scambuddy/contracts';
import type { Clock } from '../../adapters/clock.js';
import { AppError } from '../../plugins/app-error.js';
import { withRateLimit } from '../../plugins/rate-limit.js';
import { currentUser, requireUser } from '../auth/guards.js';
import type { AnalysisRepository } from '../analysis/analysis.repository.js';
import { parseOrThrow } from '../analysis/validate-input.js';
import type { EvidenceRepository } from './evidence.repository.js';
import {
  PACKAGE_FORM_LIMITS,
  parsePackageJson,
  readPackageDataField,
} from './read-package-form.js';

export interface EvidenceRoutesOptions {
  repository: EvidenceRepository;
  /** Checks that a package's `analysisId` names an analysis that exists. */
  analyses: Pick<AnalysisRepository, 'findById'>;
  clock: Clock;
}

/** Packages a client address may submit per minute: a person submits one, a script many. */
export const EVIDENCE_SUBMITS_PER_MINUTE = 10;

/** 16 random bytes in base64url: a report id nobody can guess. */
function newReportId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * `POST /api/evidence/submit` (multipart `packageData`, spec part 2 §7) stores the package and
 * answers `{reportId}`; signed in, it is kept under the person's account. A package may name the
 * analysis it was collected for (`analysisId`, issue 10); only an existing one is accepted, and
 * only that id is kept, so nothing of the analysis shows through the package. `GET /api/evidence`
 * lists the signed-in person's packages, newest first.
 */
export const evidenceRoutes: FastifyPluginAsyncZod<EvidenceRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(multipart, { limits: PACKAGE_FORM_LIMITS });

  app.post(
    '/api/evidence/submit',
    {
      bodyLimit: EVIDENCE_LIMITS.maxPackageBytes + 64 * 1024,
      config: withRateLimit({ max: EVIDENCE_SUBMITS_PER_MINUTE, timeWindowMs: 60_000 }),
      schema: { response: { 200: EvidenceSubmitResponseSchema } },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          415,
          'Send the package as multipart form data in the "packageData" field.',
        );
      }
      const raw = await readPackageDataField(request);
      const data = parseOrThrow(EvidencePackageDataSchema, parsePackageJson(raw));
      if (data.analysisId !== undefined) {
        const analysis = await options.analyses.findById(data.analysisId);
        if (analysis === undefined) {
          throw new AppError(
            'VALIDATION_FAILED',
            400,
            'analysisId: there is no result with this id. Open the evidence tools again from the result’s recovery steps, or send the package without it.',
          );
        }
      }
      const reportId = newReportId();
      await options.repository.insert({
        reportId,
        userId: request.user?.id ?? null,
        data,
        submittedAt: options.clock.now(),
      });
      return { reportId };
    },
  );

  app.get(
    '/api/evidence',
    { preHandler: requireUser, schema: { response: { 200: EvidenceListResponseSchema } } },
    async (request) => ({
      packages: await options.repository.listByUser(currentUser(request).id),
    }),
  );
};
