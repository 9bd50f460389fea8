import type { IntelItem } from '@scambuddy/contracts';

export interface KnownKeys {
  ids: ReadonlySet<string>;
  contentHashes: ReadonlySet<string>;
}

export interface DedupeResult {
  fresh: IntelItem[];
  duplicates: { item: IntelItem; matched: 'id' | 'contentHash' }[];
}

/**
 * Keeps the first of each article: an item is a duplicate when its id (canonical URL) or its
 * content hash was already stored (`known`) or already seen earlier in this batch. Order is kept,
 * so callers pass the preferred copy first (for example the source listed first in the registry).
 */
export function dedupeItems(
  items: readonly IntelItem[],
  known: KnownKeys = { ids: new Set(), contentHashes: new Set() },
): DedupeResult {
  const ids = new Set(known.ids);
  const hashes = new Set(known.contentHashes);
  const result: DedupeResult = { fresh: [], duplicates: [] };
  for (const item of items) {
    if (ids.has(item.id)) {
      result.duplicates.push({ item, matched: 'id' });
      continue;
    }
    if (hashes.has(item.contentHash)) {
      result.duplicates.push({ item, matched: 'contentHash' });
      continue;
    }
    ids.add(item.id);
    hashes.add(item.contentHash);
    result.fresh.push(item);
  }
  return result;
}
