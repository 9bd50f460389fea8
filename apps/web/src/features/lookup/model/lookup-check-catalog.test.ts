import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, LOOKUP_CHECK_IDS } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../locales');

/**
 * Every check the server can send has a title and an explanation in every language: the catalog
 * test finds keys the code never uses, this one finds a check the catalogs forgot.
 */
describe('lookup check catalogs', () => {
  it.each(LANGUAGE_CODES)('%s explains every lookup check', (language) => {
    const catalog = JSON.parse(readFileSync(join(localesDir, language, 'lookup.json'), 'utf8')) as {
      checks: Record<string, { title?: string; explanation?: string }>;
    };
    const missing = LOOKUP_CHECK_IDS.filter(
      (id) => !catalog.checks[id]?.title || !catalog.checks[id]?.explanation,
    );
    expect(missing).toEqual([]);
  });
});
