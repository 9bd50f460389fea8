import type { Entities } from '@scambuddy/contracts';
import { SIGNAL_INDEX, SIGNALS } from '../signals/catalog.js';
import { combineHashes, hashString } from './hash.js';
import { forEachModelToken } from './tokens.js';

/** Text features are hashed into 2^HASH_BITS buckets; signal features follow them. */
export const HASH_BITS = 18;
export const HASH_SIZE = 1 << HASH_BITS;
export const FEATURE_COUNT = HASH_SIZE + SIGNALS.length;

const WORD_SEED = 0x51;
const PAIR_SEED = 0x77;
const CHAR_SEED = 0x3d;
const META_SEED = 0x1f;
const CHAR_GRAM = 4;
const MAX_TOKEN_CHARS = 30;
const HEADER_NAMES = /^(?:from|subject|to|cc|date|reply-to):[ \t]?/gm;

export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

const DIGIT_OR_APOSTROPHE = /[0-9']/;
const REDACTION = /^x{2,}$/;

function normaliseToken(token: string): string {
  const clipped = token.length > MAX_TOKEN_CHARS ? token.slice(0, MAX_TOKEN_CHARS) : token;
  // Most words have neither; the two replaces below would copy them for nothing.
  if (!DIGIT_OR_APOSTROPHE.test(clipped)) return clipped;
  return clipped.replace(/[0-9]/g, '0').replace(/'/g, '');
}

function bucket(hash: number): number {
  return hash & (HASH_SIZE - 1);
}

/**
 * Counts per bucket, kept in one reused array instead of a Map (the hot spot of feature
 * building): `order` lists the buckets in the order they were first counted, which is the order
 * a Map would have given, so the features come out exactly as before. The engine is synchronous,
 * so one array per thread is enough; `take` leaves it empty for the next message.
 */
class BucketCounts {
  private readonly counts = new Float64Array(HASH_SIZE);
  readonly order: number[] = [];

  add(index: number, amount: number): void {
    if (this.counts[index] === 0) this.order.push(index);
    this.counts[index] = (this.counts[index] ?? 0) + amount;
  }

  /** The count of each bucket in `order`, emptying the array. */
  take(): Float64Array {
    const taken = new Float64Array(this.order.length);
    for (let i = 0; i < this.order.length; i += 1) {
      const index = this.order[i] ?? 0;
      taken[i] = this.counts[index] ?? 0;
      this.counts[index] = 0;
    }
    return taken;
  }

  /** Empties the array, even after a message whose counting was cut short by an error. */
  clear(): void {
    for (const index of this.order) this.counts[index] = 0;
    this.order.length = 0;
  }
}

const scratch = new BucketCounts();

function addCharGrams(counts: BucketCounts, token: string, times: number): void {
  if (token.length < 2) return;
  const padded = ` ${token} `;
  for (let start = 0; start + CHAR_GRAM <= padded.length; start += 1) {
    let hash = (0x811c9dc5 ^ CHAR_SEED) >>> 0;
    for (let k = start; k < start + CHAR_GRAM; k += 1) {
      hash ^= padded.charCodeAt(k);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    counts.add(bucket(hash), times);
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
  const counts = scratch;
  counts.clear();
  const tokenCounts = new Map<string, number>();
  let previous = -1;
  // Header names say "this is an e-mail", not "this is a scam": left out so the model cannot learn
  // the channel (in leave-one-source-out, every e-mail left for training may be a scam).
  const body = match.replace(HEADER_NAMES, '');
  forEachModelToken(body, (found) => {
    // "XXXX" is how one source (CFPB) redacts names and dates, and "xx" how UK texters sign off:
    // marks of a source, not of a scam or its absence.
    if (REDACTION.test(found)) return;
    const token = normaliseToken(found);
    const hash = hashString(token, WORD_SEED);
    counts.add(bucket(hash), 1);
    if (previous >= 0) counts.add(bucket(combineHashes(previous, hash) ^ PAIR_SEED), 1);
    previous = hash;
    tokenCounts.set(token, (tokenCounts.get(token) ?? 0) + 1);
  });
  for (const [token, times] of tokenCounts) addCharGrams(counts, token, times);
  const flags = [
    entities.urls.length > 0 ? 'has_url' : '',
    entities.phones.length > 0 ? 'has_phone' : '',
    entities.amounts.length > 0 ? 'has_amount' : '',
  ];
  for (const flag of flags) if (flag) counts.add(bucket(hashString(flag, META_SEED)), 1);

  const order = counts.order;
  const taken = counts.take();
  let norm = 0;
  for (let i = 0; i < taken.length; i += 1) {
    const value = 1 + Math.log(taken[i] ?? 1);
    taken[i] = value;
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  const size = order.length + signalIds.length;
  const indices = new Int32Array(size);
  const values = new Float32Array(size);
  let position = 0;
  for (let i = 0; i < order.length; i += 1) {
    indices[position] = order[i] ?? 0;
    values[position] = (taken[i] ?? 0) * scale;
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
