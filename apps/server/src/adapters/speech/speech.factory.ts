import { createOpenAiCompatibleSpeech } from './openai-compatible.speech.js';
import { createPocketSphinxSpeech } from './pocketsphinx.speech.js';
import type { PocketSphinxOptions } from './pocketsphinx.speech.js';
import type { SpeechConfig } from './speech.config.js';
import type { SpeechToText } from './speech.types.js';

/** Builds the provider the configuration names: the local PocketSphinx unless STT_URL is set. */
export function createSpeechToText(
  config: SpeechConfig,
  local: PocketSphinxOptions = {},
): SpeechToText {
  if (config.STT_PROVIDER === 'openai-compatible') {
    if (config.STT_URL === undefined) {
      throw new Error('STT_URL is required for the openai-compatible speech provider');
    }
    return createOpenAiCompatibleSpeech({
      url: config.STT_URL,
      model: config.STT_MODEL,
      timeoutMs: config.STT_TIMEOUT_MS,
      ...(config.STT_API_KEY ? { apiKey: config.STT_API_KEY } : {}),
    });
  }
  return createPocketSphinxSpeech({ timeoutMs: config.STT_TIMEOUT_MS, ...local });
}
