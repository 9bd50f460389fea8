import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALL_AUDIO_MAX_BASE64_CHARS,
  TranscribeAndFilterBodySchema,
  TranscribeAndFilterResponseSchema,
  type TranscribeAndFilterResponse,
} from '@scambuddy/contracts';
import { AppError } from '../../plugins/app-error.js';
import { withRateLimit } from '../../plugins/rate-limit.js';
import { parseOrThrow } from '../analysis/validate-input.js';
import {
  transcribeAndFilterCall,
  type CallRecordingServiceDeps,
} from './call-recording.service.js';

export interface CallRecordingRoutesOptions extends CallRecordingServiceDeps {
  ratePerMinute: number;
}

/** Room for the JSON around the base64 audio. */
const JSON_OVERHEAD_BYTES = 4 * 1024;

/**
 * `POST /api/transcribe-and-filter` (spec part 2 §7): JSON `{audioData: base64, sessionId}` →
 * `{filteredTranscript, piiItems, analysis: {scam_score}}`, plus `rawTranscript` for an admin
 * only (DELTAS row 1): the role is checked here, so the raw text never reaches anyone else.
 */
export const callRecordingRoutes: FastifyPluginAsyncZod<CallRecordingRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/api/transcribe-and-filter',
    {
      bodyLimit: CALL_AUDIO_MAX_BASE64_CHARS + JSON_OVERHEAD_BYTES,
      config: withRateLimit({ max: options.ratePerMinute, timeWindowMs: 60_000 }),
      schema: { response: { 200: TranscribeAndFilterResponseSchema } },
    },
    async (request): Promise<TranscribeAndFilterResponse> => {
      refuseOversizedAudio(request.body);
      const body = parseOrThrow(TranscribeAndFilterBodySchema, request.body);
      const audio = Buffer.from(body.audioData, 'base64');
      const call = await transcribeAndFilterCall(options, audio);
      const answer: TranscribeAndFilterResponse = {
        sessionId: body.sessionId,
        filteredTranscript: call.filteredTranscript,
        piiItems: call.piiItems,
        analysis: { scam_score: call.scamScore },
      };
      return request.user?.role === 'admin'
        ? { ...answer, rawTranscript: call.rawTranscript }
        : answer;
    },
  );
};

/** Too much audio is a 413 like on /api/transcribe, not a 400 among the field problems. */
function refuseOversizedAudio(body: unknown): void {
  const audioData: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'audioData') : undefined;
  if (typeof audioData === 'string' && audioData.length > CALL_AUDIO_MAX_BASE64_CHARS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      413,
      'The recording is larger than 10 MB. Please record a shorter call.',
    );
  }
}
