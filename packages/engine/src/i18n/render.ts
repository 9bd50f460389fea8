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
): string {
  const template = catalog[message.key] ?? fallback?.[message.key] ?? message.key;
  const params = message.params ?? {};
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
