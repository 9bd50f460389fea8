import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyCatalogs } from './catalog-loaders.js';
import { BUNDLED_NAMESPACES, COMPANION_NAMESPACES, createI18n, resources } from './i18n.js';

/**
 * Issue 9: only the home page's English catalogs are bundled; the rest are fetched when a screen
 * asks for its namespace. These checks keep that split honest as features add namespaces.
 */

const webSrc = join(dirname(fileURLToPath(import.meta.url)), '..');
const englishNamespaces = readdirSync(join(webSrc, 'locales/en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe('bundled and fetched catalogs', () => {
  it('bundles exactly the listed English namespaces (the glob literals match the list)', () => {
    expect(Object.keys(resources.en ?? {}).sort()).toEqual([...BUNDLED_NAMESPACES].sort());
    expect(Object.keys(resources)).toEqual(['en']);
  });

  it('fetches every other catalog on demand, English ones included', () => {
    const lazyEnglish = lazyCatalogs.filter((id) => id.startsWith('en/')).map((id) => id.slice(3));
    expect([...lazyEnglish, ...BUNDLED_NAMESPACES].sort()).toEqual([...englishNamespaces].sort());
    expect(lazyCatalogs).toContain('es/common');
  });

  it('loads a namespace a screen asks for (and its companions, if it has any)', async () => {
    const i18n = createI18n('en');
    expect(i18n.hasResourceBundle('en', 'trends')).toBe(false);
    await i18n.loadNamespaces('trends');
    expect(i18n.hasResourceBundle('en', 'trends')).toBe(true);
    for (const companion of COMPANION_NAMESPACES.trends ?? []) {
      expect(i18n.hasResourceBundle('en', companion), companion).toBe(true);
    }
  });

  it('falls back to English where a language has no catalog for a namespace yet', async () => {
    const i18n = createI18n('en');
    const english = i18n.getFixedT('en', 'about')('title', { defaultValue: '' });
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('about');
    expect(i18n.t('about:title', { defaultValue: '' })).not.toBe('');
    expect(typeof english).toBe('string');
  });

  it('fetches with a screen every fetched namespace it reads by prefix', () => {
    // A `namespace:key` read of a fetched namespace that the file does not ask for through
    // useTranslation must come with a namespace it does ask for (COMPANION_NAMESPACES).
    const fetched = new Set(
      englishNamespaces.filter((ns) => !BUNDLED_NAMESPACES.includes(ns as never)),
    );
    const problems: string[] = [];
    for (const file of sourceFiles(webSrc)) {
      if (file.endsWith('i18n-pending.ts')) continue;
      const code = readFileSync(file, 'utf8');
      const declared = new Set(
        [...code.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap((match) =>
          [...(match[1] ?? '').matchAll(/'([a-z-]+)'/g)].map((name) => name[1] ?? ''),
        ),
      );
      const prefixed = new Set(
        [...code.matchAll(/['"`]([a-z-]+):[A-Za-z$]/g)].map((match) => match[1] ?? ''),
      );
      for (const namespace of prefixed) {
        if (!fetched.has(namespace) || declared.has(namespace)) continue;
        const covered = [...declared].some((own) =>
          (COMPANION_NAMESPACES[own] ?? []).includes(namespace),
        );
        if (!covered) problems.push(`${relative(webSrc, file)} reads ${namespace}:`);
      }
    }
    expect(problems).toEqual([]);
  });
});
