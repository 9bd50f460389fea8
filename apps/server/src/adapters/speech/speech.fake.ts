import { SpeechError } from './speech.types.js';
import type { SpeechToText, TranscribeInput } from './speech.types.js';

/**
 * A test double for routes: answers with the given text (or, given `undefined`, reports itself
 * unavailable), and records every recording it was sent.
 */
export function createFakeSpeechToText(
  text: string | undefined,
): SpeechToText & { readonly received: TranscribeInput[] } {
  const received: TranscribeInput[] = [];
  return {
    provider: 'local',
    received,
    isAvailable: async () => text !== undefined,
    async transcribe(input) {
      received.push(input);
      if (text === undefined)
        throw new SpeechError('STT_UNAVAILABLE', 'speech to text is not available');
      if (text.trim().length === 0) {
        throw new SpeechError('NO_TEXT_EXTRACTED', 'No text was extracted from the audio');
      }
      return { text };
    },
  };
}
