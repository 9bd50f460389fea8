// No zod here (and none imported): the web client's home page uses these values, and it ships
// without zod (issue 9: home ≤ 150 KB of JavaScript). The schemas built from them stay in languages.ts.

/** The twelve interface languages of spec part 1 §3, in the order the picker shows them (§2.2). */
export const LANGUAGE_CODES = [
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
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** ISO 3166-1 alpha-2 country whose flag stands for the language in the picker (§2.2). */
export const FLAG_COUNTRIES = [
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
] as const;
export type FlagCountry = (typeof FLAG_COUNTRIES)[number];

/** One interface language; LanguageOptionSchema (languages.ts) checks the same shape. */
export interface LanguageOption {
  code: LanguageCode;
  /** English name of the language. */
  name: string;
  /** The language's name in itself, as its speakers write it. */
  nativeName: string;
  flag: FlagCountry;
  /** Written right to left; only Arabic among the twelve. */
  rtl: boolean;
}

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', name: 'English', nativeName: 'English', flag: 'US', rtl: false },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: 'ES', rtl: false },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: 'FR', rtl: false },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: 'DE', rtl: false },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', flag: 'IT', rtl: false },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: 'PT', rtl: false },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: 'RU', rtl: false },
  { code: 'zh', name: 'Chinese', nativeName: '中文', flag: 'CN', rtl: false },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', flag: 'JP', rtl: false },
  { code: 'ko', name: 'Korean', nativeName: '한국어', flag: 'KR', rtl: false },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: 'SA', rtl: true },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: 'IN', rtl: false },
];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return (LANGUAGE_CODES as readonly unknown[]).includes(value);
}

/** The option for a code; every code of the schema has exactly one. */
export function findLanguage(code: LanguageCode): LanguageOption {
  const option = LANGUAGES.find((language) => language.code === code);
  if (!option) throw new Error(`No language option for ${code}`);
  return option;
}
