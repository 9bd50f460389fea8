import { ErrorBodySchema, ReportQuerySchema } from '@scambuddy/contracts';
import { resultInLanguage } from '@scambuddy/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalysisRepository } from '../analysis/analysis.repository.js';
import { ReportParamsSchema, SavedReportSchema } from './report.schemas.js';
import { findReport } from './report.service.js';

export interface ReportRoutesOptions {
  repository: AnalysisRepository;
}

/**
 * `GET /api/report/:id[?language=xx]` → `{id, createdAt, result}`, its texts in the language asked
 * for; an unknown or malformed id → 404 JSON, an unknown language → 400.
 */
export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, options) => {
  app.get(
    '/api/report/:id',
    {
      schema: {
        params: ReportParamsSchema,
        querystring: ReportQuerySchema,
        response: { 200: SavedReportSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const stored = await findReport(options.repository, request.params.id);
      const { language } = request.query;
      const report =
        language === undefined
          ? stored
          : { ...stored, result: resultInLanguage(stored.result, language) };
      // Issue 19: the owner also sees the text read from their screenshot; nobody else does.
      const ownerId = request.user?.id;
      const readText =
        ownerId === undefined
          ? undefined
          : await options.repository.findReadText(request.params.id, ownerId);
      if (readText !== undefined) report.readText = readText;
      // Whoever holds the link may read it, but no shared cache should keep a copy.
      return reply.header('cache-control', 'private, no-store').send(report);
    },
  );
};
