import type { MessageRef } from '@scambuddy/contracts';

/** A flat i18next-style catalog: dotted keys to strings with `{{param}}` placeholders. */
export type MessageCatalog = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]{1,40})\s*\}\}/g;

/**
 * Renders one message: the requested catalog first, then the fallback (English), then the key
 * itself so a missing translation is visible rather than blank.
 */
export function renderMessage(
  message: MessageRef,
  catalog: MessageCatalog,
  fallback?: MessageCatalog,
  locale = 'en',
): string {
  const params = message.params ?? {};
  const template =
    lookup(catalog, message.key, params.count, locale) ??
    (fallback ? lookup(fallback, message.key, params.count, 'en') : undefined) ??
    message.key;
  // Most texts have no placeholder; skipping the replace saves a regex pass on each of them.
  if (!template.includes('{{')) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** Flattens a nested JSON catalog ({ engine: { label: { high: '…' } } }) to dotted keys. */
export function flattenCatalog(nested: unknown, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  if (typeof nested !== 'object' || nested === null) return flat;
  for (const [key, value] of Object.entries(nested)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenCatalog(value, path));
  }
  return flat;
}

/**
 * i18next's plural convention: with a numeric `count`, `key_one`, `key_few`, … chosen by the
 * locale's CLDR rules (Intl.PluralRules), then `key_other`, then the bare key.
 */
function lookup(
  catalog: MessageCatalog,
  key: string,
  count: string | number | undefined,
  locale: string,
): string | undefined {
  if (typeof count === 'number') {
    const form = pluralForm(locale, count);
    const plural = catalog[`${key}_${form}`] ?? catalog[`${key}_other`];
    if (plural !== undefined) return plural;
  }
  return catalog[key];
}

// Building Intl.PluralRules costs far more than using it, and every result needs one.
const pluralRulesByLocale = new Map<string, Intl.PluralRules>();

function pluralForm(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRulesByLocale.get(locale);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      // An unknown locale tag: English rules are a safe default.
      rules = new Intl.PluralRules('en');
    }
    // Callers pass one of the twelve interface languages; the bound keeps any other caller safe.
    if (pluralRulesByLocale.size < 64) pluralRulesByLocale.set(locale, rules);
  }
  return rules.select(count);
}
