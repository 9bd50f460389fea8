import {
  DEFAULT_LANGUAGE,
  TranslateResponseSchema,
  type LanguageCode,
  type TranslateResponse,
} from '@scambuddy/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from './api-client.js';
import { currentLanguage } from './i18n.js';
import { beginTranslation } from './translation-status.js';

export interface TranslatedText {
  /** The translation when there is one, else the original (never blank while loading). */
  text: string;
  isTranslating: boolean;
  /** True only when the text shown is a translation, so a screen can say "Translated". */
  isTranslated: boolean;
}

/** Asks the server once per text and language; the "Translating to …" indicator follows it. */
export async function fetchTranslation(
  text: string,
  targetLanguage: LanguageCode,
  sourceLanguage?: LanguageCode,
): Promise<TranslateResponse> {
  const settle = beginTranslation();
  try {
    const response = await apiRequest('POST', '/api/translate', {
      text,
      targetLanguage,
      ...(sourceLanguage ? { sourceLanguage } : {}),
    });
    return TranslateResponseSchema.parse(await response.json());
  } finally {
    settle();
  }
}

/**
 * Free text no catalog holds (news items, community reports; DELTAS row 8) in the reader's
 * language. The original shows at once and is swapped for the translation when it arrives; any
 * failure keeps the original. Nothing is requested for English readers or for text that is
 * already in the reader's language.
 */
export function useTranslatedText(
  text: string,
  sourceLanguage: LanguageCode = DEFAULT_LANGUAGE,
): TranslatedText {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const isNeeded = language !== sourceLanguage && [...text.trim()].length > 1;
  const query = useQuery({
    queryKey: ['translate', sourceLanguage, language, text],
    queryFn: () => fetchTranslation(text, language, sourceLanguage),
    enabled: isNeeded,
    staleTime: Infinity,
    retry: false,
  });
  if (!isNeeded) return { text, isTranslating: false, isTranslated: false };
  const translation = query.data;
  return {
    text: translation?.text ?? text,
    isTranslating: query.isPending && query.fetchStatus === 'fetching',
    isTranslated: translation?.translated === true,
  };
}
