import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, type LanguageCode } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { KNOWN_UNUSED_KEYS, PENDING_TRANSLATION_NAMESPACES } from './i18n-pending.js';

/**
 * Issue 8, "Done when" 1: every catalog of every language has exactly English's keys (plural
 * keys in the forms that language's CLDR rules need), every English key is used by the code, and
 * the same placeholders appear in every translation.
 */

const here = dirname(fileURLToPath(import.meta.url));
const webSrc = join(here, '..');
const localesDir = join(webSrc, 'locales');
const contractsSrc = join(webSrc, '../../../packages/contracts/src');

type Catalog = { [key: string]: string | Catalog | Catalog[] | string[] };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  if (typeof node !== 'object' || node === null) return {};
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(node)) {
    Object.assign(flat, flatten(value, prefix ? `${prefix}.${key}` : key));
  }
  return flat;
}

function readCatalog(language: string, namespace: string): Record<string, string> | undefined {
  const path = join(localesDir, language, `${namespace}.json`);
  try {
    return flatten(JSON.parse(readFileSync(path, 'utf8')) as Catalog);
  } catch {
    return undefined;
  }
}

const englishNamespaces = readdirSync(join(localesDir, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

const english = Object.fromEntries(
  englishNamespaces.map((namespace) => [namespace, readCatalog('en', namespace) ?? {}]),
);

/** English's keys as a language needs them: `x_one`/`x_other` become that language's forms. */
function expectedKeys(language: LanguageCode, catalog: Record<string, string>): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(catalog)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && catalog[`${base}_other`] !== undefined) {
      for (const category of categories) keys.add(`${base}_${category}`);
    } else keys.add(key);
  }
  return [...keys].sort();
}

function placeholders(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '')),
  ].sort();
}

function englishText(catalog: Record<string, string>, key: string): string {
  return catalog[key] ?? catalog[key.replace(PLURAL_SUFFIX, '_other')] ?? '';
}

const translatedLanguages = LANGUAGE_CODES.filter((code) => code !== 'en');

describe('translation catalogs', () => {
  it('lists as pending only namespaces that exist in English and are not translated', () => {
    for (const namespace of PENDING_TRANSLATION_NAMESPACES) {
      expect(englishNamespaces, namespace).toContain(namespace);
    }
  });

  it('has no catalog in another language for a namespace English does not have', () => {
    for (const language of translatedLanguages) {
      const files = readdirSync(join(localesDir, language)).map((file) =>
        file.replace(/\.json$/, ''),
      );
      for (const namespace of files)
        expect(englishNamespaces, `${language}/${namespace}`).toContain(namespace);
    }
  });

  describe.each(translatedLanguages)('%s', (language) => {
    const translatedNamespaces = englishNamespaces.filter(
      (namespace) => !PENDING_TRANSLATION_NAMESPACES.includes(namespace),
    );
    it.each(translatedNamespaces)(
      '%s has every key, no extra key and the same placeholders',
      (namespace) => {
        const source = english[namespace] ?? {};
        const catalog = readCatalog(language, namespace);
        expect(catalog, `${language}/${namespace}.json is missing`).toBeDefined();
        if (!catalog) return;
        const expected = expectedKeys(language, source);
        const actual = Object.keys(catalog).sort();
        expect(
          actual.filter((key) => !expected.includes(key)),
          'keys English does not have',
        ).toEqual([]);
        expect(
          expected.filter((key) => !actual.includes(key)),
          'missing keys',
        ).toEqual([]);
        for (const key of expected) {
          const text = catalog[key] ?? '';
          expect(text.trim(), `${language} ${namespace}:${key} is empty`).not.toBe('');
          const wanted = placeholders(englishText(source, key));
          // A singular form may spell the number out ("one sign") instead of {{count}}.
          if (/_(zero|one|two)$/.test(key)) {
            expect(wanted, `${language} ${namespace}:${key}`).toEqual(
              expect.arrayContaining(placeholders(text)),
            );
          } else {
            expect(placeholders(text), `${language} ${namespace}:${key}`).toEqual(wanted);
          }
        }
      },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Unused English keys. A key is used when the code names it: a string literal equal to the key
// (or to `namespace:key`), or, for keys built at run time, a template literal whose fixed start
// is a prefix of the key (`errors.codes.${code}` declares every `errors.codes.*` key). A literal
// with a dot also covers the keys under it, which `t(key, { returnObjects: true })` reads whole.
// Plural forms count as their base key.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

interface KeyReferences {
  literals: Set<string>;
  /** Template literals with `${…}` turned into "one key segment", anchored at a key boundary. */
  patterns: RegExp[];
}

const KEY_LIKE = /^[A-Za-z_\uE000][\w\uE000-]*([.:][\w \uE000-]*)*$/;

function collectReferences(files: string[]): KeyReferences {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/'([^'\n\\]{1,200})'|"([^"\n\\]{1,200})"/g)) {
      literals.add(match[1] ?? match[2] ?? '');
    }
    for (const match of code.matchAll(/`([^`\n]{1,200})`/g)) {
      const template = (match[1] ?? '').replace(/\$\{[^}]*\}/g, '\uE000');
      // It needs a fixed segment of its own: `${a}.${b}` would declare every key.
      const isDeclaration =
        template.includes('\uE000') &&
        KEY_LIKE.test(template) &&
        /(^|[.:])[A-Za-z]\w*(?=[.:]|$)/.test(template);
      if (!isDeclaration) continue;
      const source = template
        .split('\uE000')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^.:]+');
      patterns.push(new RegExp(`^${source}(?:[.:_]|$)`));
    }
  }
  return { literals, patterns };
}

const references = collectReferences([...sourceFiles(webSrc), ...sourceFiles(contractsSrc)]);

function isUsed(namespace: string, key: string): boolean {
  const base = key.replace(PLURAL_SUFFIX, '');
  const names = [base, `${namespace}:${base}`];
  if (names.some((name) => references.literals.has(name))) return true;
  const parts = base.split('.');
  for (let length = parts.length - 1; length >= 2; length -= 1) {
    const parent = parts.slice(0, length).join('.');
    if (references.literals.has(parent) || references.literals.has(`${namespace}:${parent}`))
      return true;
  }
  return references.patterns.some((pattern) => names.some((name) => pattern.test(name)));
}

describe('English keys', () => {
  it.each(englishNamespaces)('%s: every key is used by the code', (namespace) => {
    const unused = Object.keys(english[namespace] ?? {}).filter(
      (key) => !isUsed(namespace, key) && !KNOWN_UNUSED_KEYS.includes(`${namespace}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Hard-coded user-visible strings: JSX text and aria-label/title/placeholder/alt string literals
// in components must come from i18next. Text without letters (a bullet, a dash, "·", digits) and
// the product's own name are allowed, and so is "Aa", the aria-hidden text-size icon.

const ALLOWED_TEXT = /^[\s\p{P}\p{S}\d]*$|^ScamBuddy$|^Aa$/u;
const TEXT_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];

function hardCodedStrings(source: string): string[] {
  const code = source
    // Comments may say anything.
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  // Text between a tag's end and the next tag or expression: `>Hello<` or `>Hello {`.
  for (const match of code.matchAll(/(?<!=)>([^<>{}=;()`]*)(?=<|\{)/g)) {
    const text = (match[1] ?? '').trim();
    if (
      text !== '' &&
      /\p{L}/u.test(text) &&
      !ALLOWED_TEXT.test(text) &&
      // Code that follows an element in an expression (`<A />,\n children: [`) is not text.
      !/[&|?:[]\s*$/.test(text) &&
      !/^[,;)\]]/.test(text)
    ) {
      found.push(`text "${text}"`);
    }
  }
  for (const attribute of TEXT_ATTRIBUTES) {
    for (const match of code.matchAll(
      new RegExp(`\\s${attribute}=(?:"([^"]*)"|'([^']*)'|\\{\\s*'([^']*)'\\s*\\})`, 'g'),
    )) {
      const text = match[1] ?? match[2] ?? match[3] ?? '';
      if (/\p{L}/u.test(text) && !ALLOWED_TEXT.test(text)) found.push(`${attribute}="${text}"`);
    }
  }
  return found;
}

describe('components', () => {
  const components = sourceFiles(webSrc).filter((file) => file.endsWith('.tsx'));

  it('finds the components to scan', () => {
    expect(components.length).toBeGreaterThan(20);
  });

  it('show no hard-coded user-visible text (everything goes through i18next)', () => {
    const problems = components.flatMap((file) =>
      hardCodedStrings(readFileSync(file, 'utf8')).map(
        (problem) => `${relative(webSrc, file)}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('the scan catches JSX text and text attributes', () => {
    expect(hardCodedStrings('<p>Save This Report</p>')).toEqual(['text "Save This Report"']);
    expect(hardCodedStrings('<input placeholder="Your name" />')).toEqual([
      'placeholder="Your name"',
    ]);
    expect(hardCodedStrings("<img alt={'A scam'} />")).toEqual(['alt="A scam"']);
    expect(hardCodedStrings('<p>{t("save.button")}</p><span> · </span><b>ScamBuddy</b>')).toEqual(
      [],
    );
  });
});
