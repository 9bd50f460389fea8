import { createHash } from 'node:crypto';

/**
 * "Near-identical text" for grouping: the same words in nearly the same order, whatever the case,
 * punctuation or spacing. Measured as the Jaccard overlap of word triples (shingles), which
 * ignores a changed word or two but not a different story.
 */

/** At or above this overlap two descriptions count as the same report told again. */
export const NEAR_IDENTICAL_THRESHOLD = 0.8;
const SHINGLE_WORDS = 3;

export function normaliseText(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKC')
      // "3,000" and "3000" are the same amount.
      .replace(/(\d)[,.](?=\d)/g, '$1')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** SHA-256 of the normalised text: the same text sent twice has the same fingerprint. */
export function textFingerprint(text: string): string {
  return createHash('sha256').update(normaliseText(text)).digest('hex');
}

export function shingles(text: string): Set<string> {
  const words = normaliseText(text).split(' ').filter(Boolean);
  const result = new Set<string>();
  if (words.length < SHINGLE_WORDS) {
    if (words.length > 0) result.add(words.join(' '));
    return result;
  }
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i += 1) {
    result.add(words.slice(i, i + SHINGLE_WORDS).join(' '));
  }
  return result;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const item of small) if (large.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export function isNearIdentical(a: string, b: string): boolean {
  return jaccard(shingles(a), shingles(b)) >= NEAR_IDENTICAL_THRESHOLD;
}
