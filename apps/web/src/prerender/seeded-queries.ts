/**
 * Data a server-drawn page was drawn with (decision 0046), handed to the client in a JSON data
 * block so its first render draws the same screen instead of "Loading..." and a second fetch.
 * A data block is not script: the strict CSP allows it.
 */
export interface SeededQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

export const SEEDED_QUERIES_ID = 'scambuddy-seeded-queries';

/** The data block's text: JSON with `<` escaped, so no value can close the element early. */
export function serialiseSeededQueries(queries: readonly SeededQuery[]): string {
  return JSON.stringify(queries).replaceAll('<', '\\u003c');
}

/** The queries in the page's data block, or none when there is none or it is not well formed. */
export function readSeededQueries(doc: Document): SeededQuery[] {
  const text = doc.getElementById(SEEDED_QUERIES_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is SeededQuery =>
        typeof entry === 'object' &&
        entry !== null &&
        Array.isArray((entry as SeededQuery).queryKey) &&
        'data' in entry,
    );
  } catch {
    return [];
  }
}
