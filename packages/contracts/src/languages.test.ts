import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  LanguageOptionSchema,
  findLanguage,
  isLanguageCode,
} from './index.js';

describe('language options', () => {
  it('lists the twelve codes of spec part 1 §3 in picker order', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'it',
      'pt',
      'ru',
      'zh',
      'ja',
      'ko',
      'ar',
      'hi',
    ]);
    expect(LANGUAGE_CODES).toHaveLength(12);
  });

  it('uses the twelve flags of §2.2 in the same order', () => {
    expect(LANGUAGES.map((l) => l.flag)).toEqual([
      'US',
      'ES',
      'FR',
      'DE',
      'IT',
      'PT',
      'RU',
      'CN',
      'JP',
      'KR',
      'SA',
      'IN',
    ]);
  });

  it('marks only Arabic as right to left', () => {
    expect(LANGUAGES.filter((l) => l.rtl).map((l) => l.code)).toEqual(['ar']);
  });

  it('has English as the default and every option valid', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    for (const option of LANGUAGES) expect(LanguageOptionSchema.parse(option)).toEqual(option);
  });

  it.each([
    ['en', true],
    ['ar', true],
    ['xx', false],
    ['EN', false],
    [null, false],
  ])('isLanguageCode(%s) is %s', (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected);
  });

  it('finds the native name of a code', () => {
    expect(findLanguage('es').nativeName).toBe('Español');
    expect(findLanguage('ar').nativeName).toBe('العربية');
  });
});
