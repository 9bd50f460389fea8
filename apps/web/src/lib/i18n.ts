import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  findLanguage,
  isLanguageCode,
  type LanguageCode,
} from '@scambuddy/contracts';
import i18next, { type Resource, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, readStored, writeStored } from './storage.js';

// Every catalog is bundled: switching language is instant and works offline (DELTAS row 8).
const catalogFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function buildResources(files: Record<string, Record<string, unknown>>): Resource {
  const resources: Resource = {};
  for (const [path, catalog] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, language, namespace] = match;
    resources[language] = { ...resources[language], [namespace]: catalog };
  }
  return resources;
}

export const resources = buildResources(catalogFiles);

/**
 * One namespace per catalog file of English, which is always complete. `common` is the chrome
 * and is complete in all 12 languages (a test holds it so); feature namespaces may fall back to
 * English until they are translated.
 */
export const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

/** The stored choice when it is one of the twelve, else English (spec part 1 §4). */
export function readStoredLanguage(): LanguageCode {
  const stored = readStored(STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/** `<html lang>` and `dir` follow the language so screen readers and layout switch with it. */
export function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = code;
  document.documentElement.dir = findLanguage(code).rtl ? 'rtl' : 'ltr';
}

export function currentLanguage(instance: i18n): LanguageCode {
  const code = instance.resolvedLanguage ?? instance.language;
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
}

export async function changeLanguage(instance: i18n, code: LanguageCode): Promise<void> {
  writeStored(STORAGE_KEYS.language, code);
  await instance.changeLanguage(code);
}

export function createI18n(language: LanguageCode = readStoredLanguage()): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code) => {
    if (isLanguageCode(code)) applyDocumentLanguage(code);
  });
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    ns: namespaces,
    defaultNS: 'common',
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  applyDocumentLanguage(language);
  return instance;
}
