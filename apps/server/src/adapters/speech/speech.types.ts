export interface TranscribeInput {
  /** The recording as uploaded, already accepted by `checkAudioUpload`. */
  audio: Buffer;
  /** Its content type from `checkAudioUpload` (audio/webm, audio/mp4, audio/ogg or audio/wav). */
  mimeType: string;
}

export interface Transcript {
  text: string;
}

/** Turns a short voice recording into text; every provider (local or remote) speaks this. */
export interface SpeechToText {
  readonly provider: 'local' | 'openai-compatible';
  /** Whether a transcription can be tried now; the route answers 503 when it cannot. */
  isAvailable(): Promise<boolean>;
  transcribe(input: TranscribeInput): Promise<Transcript>;
}

/**
 * Why a transcription failed. The route maps each code to an HTTP status and a translated message:
 * STT_UNAVAILABLE → 503, AUDIO_TOO_LONG / AUDIO_TOO_LARGE → 413, AUDIO_UNREADABLE → 415,
 * NO_TEXT_EXTRACTED → 422 ("No text was extracted from the audio"), STT_TIMEOUT → 504,
 * STT_FAILED → 502.
 */
export type SpeechErrorCode =
  | 'STT_UNAVAILABLE'
  | 'AUDIO_TOO_LONG'
  | 'AUDIO_TOO_LARGE'
  | 'AUDIO_UNREADABLE'
  | 'NO_TEXT_EXTRACTED'
  | 'STT_TIMEOUT'
  | 'STT_FAILED';

export class SpeechError extends Error {
  constructor(
    readonly code: SpeechErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SpeechError';
  }
}

/** Issue 4: a recording may last at most two minutes and weigh at most 10 MB. */
export const MAX_AUDIO_SECONDS = 120;
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
