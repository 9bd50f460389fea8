import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withRateLimit } from '../../plugins/rate-limit.js';
import {
  AnalyzeImageFieldsSchema,
  AnalyzeResponseSchema,
  AnalyzeTextBodySchema,
} from './analysis.schemas.js';
import type { AnalysisService } from './analysis.service.js';
import { multipartLimits, readMultipartForm } from './read-multipart.js';
import { AppError } from '../../plugins/app-error.js';
import { parseOrThrow } from './validate-input.js';
import { requestedLanguage } from '../translate/request-language.js';

export interface AnalysisRoutesOptions {
  service: AnalysisService;
  maxUploadBytes: number;
  ratePerMinute: number;
}

/**
 * `POST /api/analyze`: JSON `{inputType: 'text'|'transcript', text, state?, channel?}` or a
 * multipart screenshot `{image, inputType: 'image', state?, channel?}` → `{result, analysisId}`.
 * A signed-in person's analyses are stored with their id (and text) for their history.
 */
export const analysisRoutes: FastifyPluginAsyncZod<AnalysisRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(multipart, { limits: multipartLimits(options.maxUploadBytes) });

  app.post(
    '/api/analyze',
    {
      config: withRateLimit({ max: options.ratePerMinute, timeWindowMs: 60_000 }),
      schema: { response: { 200: AnalyzeResponseSchema } },
    },
    async (request) => {
      if (!request.isMultipart()) {
        const body = parseOrThrow(AnalyzeTextBodySchema, request.body);
        const language = requestedLanguage(body.language, request.headers['accept-language']);
        return options.service.analyzeText({ ...body, language, userId: request.user?.id ?? null });
      }
      const form = await readMultipartForm(request, 'image', options.maxUploadBytes);
      const fields = parseOrThrow(AnalyzeImageFieldsSchema, form.fields);
      if (form.file === undefined) {
        throw new AppError('VALIDATION_FAILED', 400, 'image: Required; choose a screenshot');
      }
      return options.service.analyzeScreenshot({
        image: form.file,
        state: fields.state,
        channel: fields.channel,
        language: requestedLanguage(fields.language, request.headers['accept-language']),
        userId: request.user?.id ?? null,
        clientKey: request.ip,
      });
    },
  );
};
