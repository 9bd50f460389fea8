/**
 * The NUL character (U+0000). No text anyone sends needs it, and PostgreSQL cannot store it in a
 * text column (it answers "invalid byte sequence"), so every text field and query refuses it with
 * a message that says so (issue 18, item 5) instead of failing deep in the database.
 */
export const NUL_CHARACTER_MESSAGE =
  'contains the invisible NUL character (\\u0000), which is not accepted; remove it and send again';

/** Deepest nesting looked into: far beyond any request body the contracts describe. */
const MAX_DEPTH = 32;

/**
 * The path ("text", "items.2.title") of the first string in a parsed JSON value, query or form
 * that holds a NUL, a key included; `''` when the value itself is such a string; undefined when
 * there is none.
 */
export function findNulCharacter(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null || path.length >= MAX_DEPTH) return undefined;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const inside = [...path, key];
    if (key.includes('\u0000')) return inside.join('.');
    const found = findNulCharacter(item, inside);
    if (found !== undefined) return found;
  }
  return undefined;
}
