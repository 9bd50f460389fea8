import type { LanguageCode } from '@scambuddy/contracts';
import { z } from 'zod';

/** Translates one text; throws TranslationProviderError on any failure. */
export interface TranslationProvider {
  translate(request: {
    text: string;
    source: LanguageCode | 'auto';
    target: LanguageCode;
  }): Promise<string>;
}

export class TranslationProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'TranslationProviderError';
  }
}

export interface LibreTranslateOptions {
  /** Base URL; `/translate` is appended. */
  url: string;
  apiKey?: string | undefined;
  /** A slow provider must not hold the reader's page; the original is shown instead. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 8_000;

const ResponseSchema = z.object({ translatedText: z.string() });

/** A LibreTranslate-compatible service: `POST {url}/translate {q, source, target, format}`. */
export function createLibreTranslateProvider(options: LibreTranslateOptions): TranslationProvider {
  const endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  const doFetch = options.fetch ?? fetch;
  return {
    async translate({ text, source, target }) {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            q: text,
            source,
            target,
            format: 'text',
            ...(options.apiKey ? { api_key: options.apiKey } : {}),
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        throw new TranslationProviderError('translation provider unreachable', { cause: error });
      }
      if (!response.ok) {
        throw new TranslationProviderError(`translation provider answered ${response.status}`);
      }
      const parsed = ResponseSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success || parsed.data.translatedText.trim() === '') {
        throw new TranslationProviderError('translation provider sent no translatedText');
      }
      return parsed.data.translatedText;
    },
  };
}
