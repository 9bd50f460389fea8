// Every catalog that is not bundled with the app (lib/i18n.ts), one chunk each. The exclusions
// must match BUNDLED_NAMESPACES in i18n.ts (import.meta.glob only takes literals); the i18n tests
// check that they do.
export const catalogLoaders = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/*/*.json',
    '!../locales/en/common.json',
    '!../locales/en/pages.json',
    '!../locales/en/analyze.json',
    '!../locales/en/report.json',
    '!../locales/en/feedback.json',
    '!../locales/en/account.json',
  ],
  { import: 'default' },
);

/** Every catalog that is fetched on demand, as `language/namespace`. */
export const lazyCatalogs: readonly string[] = Object.keys(catalogLoaders).map((path) =>
  path.replace(/^.*\/locales\//, '').replace(/\.json$/, ''),
);
