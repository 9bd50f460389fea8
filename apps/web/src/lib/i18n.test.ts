import { LANGUAGE_CODES } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyDocumentLanguage,
  changeLanguage,
  createI18n,
  loadLanguage,
  readStoredLanguage,
} from './i18n.js';
import { allResources as resources } from '../test/all-catalogs.js';

type Catalog = { [key: string]: string | Catalog };

function flattenKeys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

function valueAt(catalog: Catalog, path: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const english = resources.en?.common as Catalog;
const englishKeys = flattenKeys(english).sort();

describe('catalogs', () => {
  it('bundles English completely: common, pages and legal', () => {
    expect(Object.keys(resources.en ?? {})).toEqual(
      expect.arrayContaining(['common', 'legal', 'pages']),
    );
    expect(englishKeys.length).toBeGreaterThan(100);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    'translates every chrome string into %s, keeping the placeholders',
    (code) => {
      const catalog = resources[code]?.common as Catalog | undefined;
      expect(catalog, `${code}/common.json`).toBeDefined();
      if (!catalog) return;
      expect(flattenKeys(catalog).sort()).toEqual(englishKeys);
      for (const key of englishKeys) {
        const text = valueAt(catalog, key) ?? '';
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(text), `${code} ${key}`).toEqual(
          placeholders(valueAt(english, key) ?? ''),
        );
      }
    },
  );

  it('really translates the navigation (not English copied over)', () => {
    for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
      const catalog = resources[code]?.common as Catalog;
      expect(valueAt(catalog, 'nav.analyze'), code).not.toBe('Analyze');
      expect(valueAt(catalog, 'footer.privacy'), code).not.toBe('Privacy Policy');
    }
  });
});

describe('language choice', () => {
  it('defaults to English and ignores an unknown stored value', () => {
    expect(readStoredLanguage()).toBe('en');
    localStorage.setItem('scambuddy.language', 'xx');
    expect(readStoredLanguage()).toBe('en');
  });

  it('restores the stored choice on load, fetching its catalogs, and sets <html lang> and dir', async () => {
    localStorage.setItem('scambuddy.language', 'ar');
    const i18n = createI18n();
    expect(i18n.language).toBe('ar');
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(false);
    await loadLanguage(i18n, 'ar');
    expect(i18n.t('nav.analyze')).toBe('افحص');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('stores a new choice under scambuddy.language and switches direction back', async () => {
    const i18n = createI18n('ar');
    await changeLanguage(i18n, 'es');
    expect(localStorage.getItem('scambuddy.language')).toBe('es');
    expect(i18n.t('footer.privacy')).toBe('Política de privacidad');
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('falls back to English for texts not yet translated', () => {
    const i18n = createI18n('fr');
    expect(i18n.t('pages:home.description')).toBe(
      'Tell us about a message, call or screenshot, and we will check it for signs of a scam.',
    );
  });

  it('sets right to left only for Arabic', () => {
    for (const code of LANGUAGE_CODES) {
      applyDocumentLanguage(code);
      expect(document.documentElement.dir).toBe(code === 'ar' ? 'rtl' : 'ltr');
    }
  });
});
