import { useMutation } from '@tanstack/react-query';

/** Why a recording could not become text; the recorder turns each into its own message. */
export type TranscriptionFailure = 'unavailable' | 'no_text' | 'failed';

export class TranscriptionError extends Error {
  constructor(readonly reason: TranscriptionFailure) {
    super(reason);
    this.name = 'TranscriptionError';
  }
}

/** File name sent with the audio, so the server sees the container the browser recorded. */
export function recordingFileName(mimeType: string): string {
  return mimeType.includes('mp4') ? 'recording.mp4' : 'recording.webm';
}

/**
 * Spec part 1 §7: POST /api/transcribe with a multipart `audio` field answers `{text}`. A 503
 * means no speech provider is configured; an answer without text is the error of §5.
 */
export async function postTranscription(audio: Blob): Promise<string> {
  const form = new FormData();
  form.append('audio', audio, recordingFileName(audio.type));
  const response = await fetch('/api/transcribe', {
    method: 'POST',
    credentials: 'include',
    body: form,
  });
  if (response.status === 503) throw new TranscriptionError('unavailable');
  // 422 NO_TEXT_FOUND: the recording was read but held no words (spec part 1 §8).
  if (response.status === 422) throw new TranscriptionError('no_text');
  if (!response.ok) throw new TranscriptionError('failed');
  const body: unknown = await response.json().catch(() => null);
  const { TranscriptionResponseSchema } = await import('../../../lib/lazy-schemas.js');
  const parsed = TranscriptionResponseSchema.safeParse(body);
  if (!parsed.success) throw new TranscriptionError('failed');
  const text = parsed.data.text.trim();
  if (!text) throw new TranscriptionError('no_text');
  return text;
}

export function useTranscribe() {
  return useMutation({ mutationFn: postTranscription });
}
