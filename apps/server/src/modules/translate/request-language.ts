import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@scambuddy/contracts';

/**
 * The language a request wants its texts in: the explicit `language` field when sent, else the
 * first of the twelve named in Accept-Language (by q-value), else English.
 */
export function requestedLanguage(
  explicit: LanguageCode | undefined,
  acceptLanguage: string | undefined,
): LanguageCode {
  if (explicit) return explicit;
  return fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

export function fromAcceptLanguage(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number(quality ?? 1), index };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguageCode);
}
