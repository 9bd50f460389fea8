import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  PREFERENCE_COOKIES,
  findLanguage,
  isLanguageCode,
  type LanguageCode,
} from '@scambuddy/contracts';
import i18next, { type BackendModule, type Resource, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setPreferenceCookie } from './preference-cookies.js';
import { STORAGE_KEYS, readStored, writeStored } from './storage.js';

/**
 * What the home page and the chrome around every screen (navigation, footer, widgets, the
 * analysis result) read on their first paint. Only these English catalogs are bundled; every
 * other catalog, English included, is its own chunk fetched when a screen first asks for its
 * namespace (issue 9: the home page ships at most 150 KB of JavaScript).
 */
export const BUNDLED_NAMESPACES = [
  'common',
  'pages',
  'analyze',
  'report',
  'feedback',
  'account',
] as const;

// The literal list must match BUNDLED_NAMESPACES, and the exclusions in catalog-loaders.ts too
// (import.meta.glob only takes literals); the i18n tests check that they do.
const bundledEnglishFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/en/common.json',
    '../locales/en/pages.json',
    '../locales/en/analyze.json',
    '../locales/en/report.json',
    '../locales/en/feedback.json',
    '../locales/en/account.json',
  ],
  { eager: true, import: 'default' },
);
/**
 * Namespaces a screen reads with a `namespace:` prefix without asking for them through
 * useTranslation; they are fetched together with the one it does ask for, so the screen never
 * shows a raw key. The i18n tests scan the code for new cases.
 */
export const COMPANION_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  // Empty since trends and sources stopped reading `intelligence:` keys (issue 6 web side). The
  // backend fetches companions itself and adds them before reporting the namespace loaded; it
  // must not call instance.loadNamespaces there, which waits on the read still pending.
};

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

/** The bundled English catalogs. */
export const resources = buildResources(bundledEnglishFiles);

/**
 * A catalog chunk, or an empty catalog where the language has none for the namespace yet. The
 * table of the 250-odd catalog chunks is itself a chunk, fetched with the first catalog a screen
 * or a language asks for: a first visit to home in English needs none (issue 9's budget).
 */
async function fetchCatalog(language: string, namespace: string): Promise<Record<string, unknown>> {
  const { catalogLoaders } = await import('./catalog-loaders.js');
  const load = catalogLoaders[`../locales/${language}/${namespace}.json`];
  return load ? load() : {};
}

/**
 * The i18next backend: a catalog chunk per language and namespace (an untranslated namespace gets
 * an empty catalog, so English shows through the fallback). A namespace's companions are added
 * before it is reported loaded, so the screen's first render already has them.
 */
function catalogBackend(instance: i18n): BackendModule {
  const withCompanions = async (language: string, namespace: string) => {
    const companions = (COMPANION_NAMESPACES[namespace] ?? []).filter(
      (companion) => !instance.hasResourceBundle(language, companion),
    );
    const [catalog, ...companionCatalogs] = await Promise.all([
      fetchCatalog(language, namespace),
      ...companions.map((companion) => fetchCatalog(language, companion)),
    ]);
    companions.forEach((companion, index) => {
      instance.addResourceBundle(language, companion, companionCatalogs[index] ?? {}, true, true);
      // Listed as in use, so a change of language fetches it too.
      const inUse = instance.options.ns;
      if (Array.isArray(inUse) && !inUse.includes(companion)) inUse.push(companion);
    });
    return catalog;
  };
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read: (language, namespace, callback) => {
      withCompanions(language, namespace).then(
        (catalog) => callback(null, catalog),
        (error: unknown) => callback(error instanceof Error ? error : String(error), false),
      );
    },
  };
}

/** i18next's loader of languages and namespaces (typed `any` by i18next). */
interface BackendConnector {
  load(languages: string[], namespaces: string[], callback: (error: unknown) => void): void;
}

/**
 * Fetches a language's catalogs for the namespaces in use (once) and adds them to the instance.
 * It never rejects: a catalog that cannot be fetched falls back to English.
 */
export function loadLanguage(instance: i18n, code: LanguageCode): Promise<void> {
  const inUse = instance.options.ns;
  const namespaces = [
    ...new Set([...BUNDLED_NAMESPACES, ...(typeof inUse === 'string' ? [inUse] : (inUse ?? []))]),
  ];
  const connector = instance.services.backendConnector as BackendConnector | undefined;
  if (!connector) return Promise.resolve();
  return new Promise((resolve) => connector.load([code], namespaces, () => resolve()));
}

/** The stored choice when it is one of the twelve, else English (spec part 1 §4). */
export function readStoredLanguage(): LanguageCode {
  const stored = readStored(STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/** `<html lang>` and `dir` follow the language so screen readers and layout switch with it. */
export function applyDocumentLanguage(code: LanguageCode): void {
  // The build's page pre-rendering (src/prerender) runs without a document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = findLanguage(code).rtl ? 'rtl' : 'ltr';
}

export function currentLanguage(instance: i18n): LanguageCode {
  // `language` first: `resolvedLanguage` stays "en" for a language whose catalogs were added
  // after init (loadLanguage), which sent main.tsx's first load, the picker and the server
  // requests to English.
  const code = isLanguageCode(instance.language) ? instance.language : instance.resolvedLanguage;
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
}

/** Mirrors the language into the cookie the server reads (decision 0046). */
export function mirrorLanguageCookie(code: LanguageCode): void {
  setPreferenceCookie(PREFERENCE_COOKIES.language, code === DEFAULT_LANGUAGE ? null : code);
}

export async function changeLanguage(instance: i18n, code: LanguageCode): Promise<void> {
  writeStored(STORAGE_KEYS.language, code);
  mirrorLanguageCookie(code);
  await loadLanguage(instance, code);
  await instance.changeLanguage(code);
}

/**
 * A ready instance with the bundled English catalogs; `preloaded` adds catalogs already in memory
 * (tests pass every language from test/all-catalogs.ts). Other catalogs are fetched as screens
 * ask for their namespaces (react-i18next suspends them meanwhile); the app calls loadLanguage
 * for the stored choice before its first render.
 */
export function createI18n(
  language: LanguageCode = readStoredLanguage(),
  preloaded: Resource = {},
): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code) => {
    if (isLanguageCode(code)) applyDocumentLanguage(code);
  });
  const merged: Resource = { ...preloaded };
  for (const [code, bundles] of Object.entries(resources)) {
    merged[code] = { ...merged[code], ...bundles };
  }
  void instance
    .use(catalogBackend(instance))
    .use(initReactI18next)
    .init({
      resources: merged,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      ns: [...BUNDLED_NAMESPACES],
      defaultNS: 'common',
      // React already escapes what it renders.
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      initAsync: false,
    });
  applyDocumentLanguage(language);
  return instance;
}
