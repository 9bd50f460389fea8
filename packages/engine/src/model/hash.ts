/** FNV-1a over a string's UTF-16 units: fast, stable across runs and platforms. */
export function hashString(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Combines two hashes (for word pairs) without building the joined string. */
export function combineHashes(a: number, b: number): number {
  let hash = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  hash = (hash ^ (b + 0x7f4a7c15 + (hash << 6) + (hash >>> 2))) >>> 0;
  hash ^= hash >>> 13;
  return Math.imul(hash, 0xc2b2ae35) >>> 0;
}

/** Small seeded generator (mulberry32) so shuffles and folds are reproducible. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
