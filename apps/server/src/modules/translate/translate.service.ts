import type { TranslateRequest, TranslateResponse } from '@scambuddy/contracts';
import type { Clock } from '../../adapters/clock.js';
import type { TranslationProvider } from './libre-translate.js';
import type { TranslationMemory } from './translation-memory.repository.js';

export interface TranslateServiceDeps {
  memory: TranslationMemory;
  /** Null when TRANSLATE_URL is not set: every text comes back as it was. */
  provider: TranslationProvider | null;
  clock: Clock;
  /** Failures are logged without the text (it may be a person's report). */
  onProviderError?: (error: unknown) => void;
}

export type TranslateService = ReturnType<typeof createTranslateService>;

/**
 * Memory first, then the provider; anything that cannot be translated comes back unchanged with
 * the reason, so the reader always has the original to read.
 */
export function createTranslateService(deps: TranslateServiceDeps) {
  return {
    async translate(request: TranslateRequest): Promise<TranslateResponse> {
      const { text, targetLanguage, sourceLanguage } = request;
      // A single character (or nothing) has nothing to translate: a digit, a symbol, a letter.
      if ([...text.trim()].length <= 1) return untouched(text, 'too_short');
      if (sourceLanguage === targetLanguage) return untouched(text, 'same_language');
      const key = { text, source: sourceLanguage ?? 'auto', target: targetLanguage } as const;
      const remembered = await deps.memory.find(key);
      if (remembered !== undefined) return { translated: true, text: remembered, cached: true };
      if (deps.provider === null) return untouched(text, 'no_provider');
      let translatedText: string;
      try {
        translatedText = await deps.provider.translate(key);
      } catch (error) {
        deps.onProviderError?.(error);
        return untouched(text, 'provider_failed');
      }
      await deps.memory.save(key, translatedText, deps.clock.now());
      return { translated: true, text: translatedText, cached: false };
    },
  };
}

function untouched(
  text: string,
  reason: Extract<TranslateResponse, { translated: false }>['reason'],
): TranslateResponse {
  return { translated: false, text, reason };
}
