import { z } from 'zod';
import { MAX_AUDIO_BYTES, SpeechError } from './speech.types.js';
import type { SpeechToText } from './speech.types.js';

export interface OpenAiCompatibleOptions {
  /** The service's base URL; `/v1/audio/transcriptions` is appended. */
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxBytes?: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** What the endpoint answers with `response_format=json`: only `text` is relied upon. */
const TranscriptionResponseSchema = z.object({ text: z.string() });

/** File names tell the service the container, as OpenAI's API reads the extension. */
const FILE_NAMES: Record<string, string> = {
  'audio/webm': 'recording.webm',
  'audio/mp4': 'recording.m4a',
  'audio/ogg': 'recording.ogg',
  'audio/wav': 'recording.wav',
};

export function transcriptionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/v1/audio/transcriptions`;
}

/** The service's own error message, when it sent one in OpenAI's `{ error: { message } }` shape. */
function upstreamMessage(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const message = z.object({ error: z.object({ message: z.string() }) }).safeParse(parsed);
    if (message.success) return message.data.error.message.slice(0, 300);
  } catch {
    // not JSON: fall through to the raw text
  }
  return body.slice(0, 300);
}

/**
 * Any service that speaks OpenAI's `/v1/audio/transcriptions` (OpenAI, Groq, a self-hosted
 * faster-whisper or whisper.cpp server): one multipart POST with the recording and the model name.
 */
export function createOpenAiCompatibleSpeech(options: OpenAiCompatibleOptions): SpeechToText {
  const doFetch = options.fetch ?? fetch;
  const maxBytes = options.maxBytes ?? MAX_AUDIO_BYTES;
  const endpoint = transcriptionsUrl(options.url);

  return {
    provider: 'openai-compatible',
    // Configured is available: asking the service on every check would spend its quota, and an
    // outage shows up as STT_FAILED on the request itself.
    isAvailable: async () => true,
    async transcribe({ audio, mimeType }) {
      if (audio.length > maxBytes) {
        throw new SpeechError(
          'AUDIO_TOO_LARGE',
          `${audio.length} bytes is over the ${maxBytes}-byte limit`,
        );
      }
      const baseType = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
      const fileName = FILE_NAMES[baseType];
      if (fileName === undefined || audio.length === 0) {
        throw new SpeechError('AUDIO_UNREADABLE', `cannot send ${mimeType} recordings`);
      }
      const form = new FormData();
      // A copy on its own ArrayBuffer: a Buffer may sit on a shared pool, which Blob's DOM type
      // (in programs that also load the DOM library, such as the benchmarks) does not accept.
      form.append('file', new Blob([Uint8Array.from(audio)], { type: baseType }), fileName);
      form.append('model', options.model);
      form.append('response_format', 'json');
      const headers: Record<string, string> = {};
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          body: form,
          headers,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') {
          throw new SpeechError(
            'STT_TIMEOUT',
            `the speech service did not answer within ${options.timeoutMs} ms`,
            { cause: error },
          );
        }
        throw new SpeechError('STT_FAILED', 'the speech service could not be reached', {
          cause: error,
        });
      }

      const body = await response.text();
      if (response.status === 401 || response.status === 403) {
        throw new SpeechError(
          'STT_FAILED',
          `the speech service refused the API key (${response.status}): ${upstreamMessage(body)}`,
        );
      }
      if (response.status === 413) {
        throw new SpeechError(
          'AUDIO_TOO_LARGE',
          'the speech service refused the recording as too large',
        );
      }
      if (!response.ok) {
        throw new SpeechError(
          'STT_FAILED',
          `the speech service answered ${response.status}: ${upstreamMessage(body)}`,
        );
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch (error) {
        throw new SpeechError(
          'STT_FAILED',
          'the speech service answered with something other than JSON',
          { cause: error },
        );
      }
      const transcript = TranscriptionResponseSchema.safeParse(parsed);
      if (!transcript.success) {
        throw new SpeechError('STT_FAILED', 'the speech service answered without a text field');
      }
      const text = transcript.data.text.trim();
      if (text.length === 0) {
        throw new SpeechError('NO_TEXT_EXTRACTED', 'No text was extracted from the audio');
      }
      return { text };
    },
  };
}
