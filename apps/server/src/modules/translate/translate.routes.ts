import { TranslateRequestSchema, TranslateResponseSchema } from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withRateLimit } from '../../plugins/rate-limit.js';
import type { TranslateService } from './translate.service.js';

export interface TranslateRoutesOptions {
  service: TranslateService;
  /** Per client address; a page of news items asks for one translation per item. */
  ratePerMinute?: number;
}

const DEFAULT_RATE_PER_MINUTE = 120;

/**
 * `POST /api/translate {text, targetLanguage, sourceLanguage?}` → `{translated, text, …}`.
 * Open to guests: it serves public texts (news items, community reports) to every reader.
 */
export const translateRoutes: FastifyPluginAsyncZod<TranslateRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/api/translate',
    {
      config: withRateLimit({
        max: options.ratePerMinute ?? DEFAULT_RATE_PER_MINUTE,
        timeWindowMs: 60_000,
      }),
      schema: { body: TranslateRequestSchema, response: { 200: TranslateResponseSchema } },
    },
    async (request) => options.service.translate(request.body),
  );
};
