import type { Entities } from '@scambuddy/contracts';
import { SIGNAL_INDEX, SIGNALS } from '../signals/catalog.js';
import { combineHashes, hashString } from './hash.js';

/** Text features are hashed into 2^HASH_BITS buckets; signal features follow them. */
export const HASH_BITS = 18;
export const HASH_SIZE = 1 << HASH_BITS;
export const FEATURE_COUNT = HASH_SIZE + SIGNALS.length;

const WORD_SEED = 0x51;
const PAIR_SEED = 0x77;
const CHAR_SEED = 0x3d;
const META_SEED = 0x1f;
const CHAR_GRAM = 4;
const TOKEN = /[a-z0-9$£€']+|[^\sa-z0-9]/g;
const MAX_TOKEN_CHARS = 30;
const HEADER_NAMES = /^(?:from|subject|to|cc|date|reply-to):[ \t]?/gm;

export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

function normaliseToken(token: string): string {
  const clipped = token.length > MAX_TOKEN_CHARS ? token.slice(0, MAX_TOKEN_CHARS) : token;
  return clipped.replace(/[0-9]/g, '0').replace(/'/g, '');
}

function bucket(hash: number): number {
  return hash & (HASH_SIZE - 1);
}

function add(counts: Map<number, number>, index: number, amount: number): void {
  counts.set(index, (counts.get(index) ?? 0) + amount);
}

function addCharGrams(counts: Map<number, number>, token: string, times: number): void {
  if (token.length < 2) return;
  const padded = ` ${token} `;
  for (let start = 0; start + CHAR_GRAM <= padded.length; start += 1) {
    let hash = (0x811c9dc5 ^ CHAR_SEED) >>> 0;
    for (let k = start; k < start + CHAR_GRAM; k += 1) {
      hash ^= padded.charCodeAt(k);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    add(counts, bucket(hash), times);
  }
}

/**
 * Word unigrams and bigrams, character 4-grams inside words, and a few entity flags, as
 * log-scaled counts normalised to unit length; then one binary feature per detected signal.
 */
export function buildFeatures(
  match: string,
  entities: Entities,
  signalIds: readonly string[],
): SparseVector {
  const counts = new Map<number, number>();
  const tokenCounts = new Map<string, number>();
  let previous = -1;
  // Header names say "this is an e-mail", not "this is a scam": left out so the model cannot learn
  // the channel (in leave-one-source-out, every e-mail left for training may be a scam).
  const body = match.replace(HEADER_NAMES, '');
  for (const found of body.matchAll(TOKEN)) {
    const token = normaliseToken(found[0]);
    const hash = hashString(token, WORD_SEED);
    add(counts, bucket(hash), 1);
    if (previous >= 0) add(counts, bucket(combineHashes(previous, hash) ^ PAIR_SEED), 1);
    previous = hash;
    tokenCounts.set(token, (tokenCounts.get(token) ?? 0) + 1);
  }
  for (const [token, times] of tokenCounts) addCharGrams(counts, token, times);
  const flags = [
    entities.urls.length > 0 ? 'has_url' : '',
    entities.phones.length > 0 ? 'has_phone' : '',
    entities.amounts.length > 0 ? 'has_amount' : '',
  ];
  for (const flag of flags) if (flag) add(counts, bucket(hashString(flag, META_SEED)), 1);

  let norm = 0;
  for (const [index, count] of counts) {
    const value = 1 + Math.log(count);
    counts.set(index, value);
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  const size = counts.size + signalIds.length;
  const indices = new Int32Array(size);
  const values = new Float32Array(size);
  let position = 0;
  for (const [index, value] of counts) {
    indices[position] = index;
    values[position] = value * scale;
    position += 1;
  }
  for (const id of signalIds) {
    const signalIndex = SIGNAL_INDEX.get(id);
    if (signalIndex === undefined) continue;
    indices[position] = HASH_SIZE + signalIndex;
    values[position] = 1;
    position += 1;
  }
  return { indices: indices.subarray(0, position), values: values.subarray(0, position) };
}
