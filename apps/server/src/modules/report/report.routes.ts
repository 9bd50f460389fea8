import { ErrorBodySchema } from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalysisRepository } from '../analysis/analysis.repository.js';
import { ReportParamsSchema, SavedReportSchema } from './report.schemas.js';
import { findReport } from './report.service.js';

export interface ReportRoutesOptions {
  repository: AnalysisRepository;
}

/** `GET /api/report/:id` → `{id, createdAt, result}`; an unknown or malformed id → 404 JSON. */
export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, options) => {
  app.get(
    '/api/report/:id',
    {
      schema: {
        params: ReportParamsSchema,
        response: { 200: SavedReportSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const report = await findReport(options.repository, request.params.id);
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
