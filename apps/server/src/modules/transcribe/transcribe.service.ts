import { checkAudioUpload } from '../../adapters/uploads/index.js';
import { SpeechError, type SpeechToText } from '../../adapters/speech/index.js';
import { AppError } from '../../plugins/app-error.js';
import { uploadRefusalError } from '../analysis/upload-refusal-error.js';

export const NO_TEXT_FROM_AUDIO_MESSAGE = 'No text was extracted from the audio';
export const SPEECH_UNAVAILABLE_MESSAGE =
  'Voice to text is not available on this server right now. Please type the message instead.';

export interface TranscribeServiceDeps {
  speech: SpeechToText;
  maxAudioBytes: number;
  maxAudioSeconds: number;
}

/**
 * A voice recording to a text draft: content checks first (nothing runs on a refused file), then
 * the configured provider. Every failure becomes a clear answer; the typing path stays open.
 */
export async function transcribeRecording(
  deps: TranscribeServiceDeps,
  audio: Buffer,
): Promise<{ text: string }> {
  const checked = checkAudioUpload(audio, deps.maxAudioBytes);
  if (!checked.ok) {
    throw uploadRefusalError(checked, 'recording', { maxBytes: deps.maxAudioBytes, maxPixels: 0 });
  }
  if (!(await deps.speech.isAvailable())) {
    throw new AppError('SERVICE_UNAVAILABLE', 503, SPEECH_UNAVAILABLE_MESSAGE);
  }
  const transcript = await deps.speech
    .transcribe({ audio, mimeType: checked.mimeType })
    .catch((error: unknown) => {
      throw toSpeechAppError(error, deps.maxAudioSeconds);
    });
  const text = transcript.text.trim();
  if (text.length === 0) throw new AppError('NO_TEXT_FOUND', 422, NO_TEXT_FROM_AUDIO_MESSAGE);
  return { text };
}

/** Decision 0011's mapping of the providers' error codes to HTTP answers. */
function toSpeechAppError(error: unknown, maxAudioSeconds: number): unknown {
  if (!(error instanceof SpeechError)) return error;
  switch (error.code) {
    case 'STT_UNAVAILABLE':
      return new AppError('SERVICE_UNAVAILABLE', 503, SPEECH_UNAVAILABLE_MESSAGE);
    case 'AUDIO_TOO_LONG':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        413,
        `The recording is longer than ${maxAudioSeconds / 60} minutes. Please record a shorter message.`,
      );
    case 'AUDIO_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 413, 'The recording is too large.');
    case 'AUDIO_UNREADABLE':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        415,
        'The recording could not be played. Please record it again.',
      );
    case 'NO_TEXT_EXTRACTED':
      return new AppError('NO_TEXT_FOUND', 422, NO_TEXT_FROM_AUDIO_MESSAGE);
    case 'STT_TIMEOUT':
      return new AppError(
        'SERVICE_UNAVAILABLE',
        504,
        'Voice to text took too long. Please try again or type the message instead.',
      );
    case 'STT_FAILED':
      return new AppError(
        'SERVICE_UNAVAILABLE',
        502,
        'Voice to text failed. Please try again or type the message instead.',
      );
  }
}
