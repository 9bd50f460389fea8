import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TranscriptionResponseSchema } from '@scambuddy/contracts';
import { AppError } from '../../plugins/app-error.js';
import { withRateLimit } from '../../plugins/rate-limit.js';
import { multipartLimits, readMultipartForm } from '../analysis/read-multipart.js';
import { transcribeRecording, type TranscribeServiceDeps } from './transcribe.service.js';

export interface TranscribeRoutesOptions extends TranscribeServiceDeps {
  ratePerMinute: number;
}

/** Spec part 1 §3 "Transcription response". */

/** `POST /api/transcribe` (multipart `audio`) → `{text}`, an editable draft for the text box. */
export const transcribeRoutes: FastifyPluginAsyncZod<TranscribeRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(multipart, { limits: multipartLimits(options.maxAudioBytes) });

  app.post(
    '/api/transcribe',
    {
      config: withRateLimit({ max: options.ratePerMinute, timeWindowMs: 60_000 }),
      schema: { response: { 200: TranscriptionResponseSchema } },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          415,
          'Send the recording as multipart form data in the "audio" field.',
        );
      }
      const form = await readMultipartForm(request, 'audio', options.maxAudioBytes);
      if (form.file === undefined) {
        throw new AppError('VALIDATION_FAILED', 400, 'audio: Required; record a message first');
      }
      return transcribeRecording(options, form.file);
    },
  );
};
