import { LANGUAGE_CODES } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { ENGINE_CATALOGS } from './catalogs.js';
import { ENGLISH_CATALOG } from './english.js';
import { renderMessage, type MessageCatalog } from './render.js';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys a language must have: plural keys expand to that language's CLDR categories. */
function expectedKeys(code: string): string[] {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(ENGLISH_CATALOG)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && ENGLISH_CATALOG[`${base}_other`] !== undefined) {
      for (const category of categories) keys.add(`${base}_${category}`);
    } else keys.add(key);
  }
  return [...keys].sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

function englishFor(key: string): string {
  return ENGLISH_CATALOG[key] ?? ENGLISH_CATALOG[key.replace(PLURAL_SUFFIX, '_other')] ?? '';
}

describe('engine result texts in twelve languages', () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s has every key (with its plural forms), no extra key, and the same placeholders',
    (code) => {
      const catalog: MessageCatalog = ENGINE_CATALOGS[code];
      expect(Object.keys(catalog).sort()).toEqual(expectedKeys(code));
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(text, `${code} ${key} is still English`).not.toBe(englishFor(key));
        // A singular form may spell the number out ("one sign") instead of {{count}}.
        const expected = placeholders(englishFor(key));
        const actual = placeholders(text);
        if (/_(zero|one|two)$/.test(key)) {
          expect(expected, `${code} ${key}`).toEqual(expect.arrayContaining(actual));
        } else expect(actual, `${code} ${key}`).toEqual(expected);
      }
    },
  );

  it('picks the plural form by the language rules', () => {
    const message = { key: 'engine.explanation.evidence', params: { count: 1 } };
    expect(renderMessage(message, ENGLISH_CATALOG)).toBe(
      'What stood out: 1 warning sign, listed below.',
    );
    expect(renderMessage({ ...message, params: { count: 5 } }, ENGLISH_CATALOG)).toBe(
      'What stood out: 5 warning signs, listed below.',
    );
    expect(
      renderMessage(
        { ...message, params: { count: 3 } },
        ENGINE_CATALOGS.ru,
        ENGLISH_CATALOG,
        'ru',
      ),
    ).toContain('3 тревожных признака');
    expect(
      renderMessage(
        { ...message, params: { count: 5 } },
        ENGINE_CATALOGS.ru,
        ENGLISH_CATALOG,
        'ru',
      ),
    ).toContain('5 тревожных признаков');
    expect(
      renderMessage(
        { ...message, params: { count: 4 } },
        ENGINE_CATALOGS.ja,
        ENGLISH_CATALOG,
        'ja',
      ),
    ).toContain('4 件');
  });

  it('falls back to English for a key a translation lacks', () => {
    expect(renderMessage({ key: 'engine.when.now' }, {}, ENGLISH_CATALOG, 'fr')).toBe('Right now');
  });
});
