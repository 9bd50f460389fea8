import { HASH_SIZE, type SparseVector } from '../model/features.js';

/** What the source-invariance steps need to know of a training example. */
export interface SourcedVector {
  features: SparseVector;
  label: number;
  group: string;
  channel: string;
}

function documentCounts(examples: readonly SourcedVector[]): Float64Array {
  const counts = new Float64Array(HASH_SIZE);
  for (const example of examples) {
    for (const index of example.features.indices) {
      if (index < HASH_SIZE) counts[index] = (counts[index] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * Text buckets the model may learn from. A source with only one label (Nazario: phishing only)
 * cannot separate "this source's style" from "scam", so a bucket it uses far more often than
 * comparable sources with both labels identifies the source, not the label: it is left out.
 * Comparable means the two-label sources of the same channels (e-mail against e-mail) when there
 * are any, else all two-label sources. A bucket is kept when its document rate in the one-label
 * source is at most `maxRatio` times its (add-one smoothed) rate in the comparable sources.
 * Signal features are always kept; with no one-label source every bucket is.
 */
export function sourceInvariantBuckets(
  examples: readonly SourcedVector[],
  maxRatio: number,
): Uint8Array {
  const byGroup = new Map<string, SourcedVector[]>();
  for (const example of examples) {
    const members = byGroup.get(example.group) ?? [];
    members.push(example);
    byGroup.set(example.group, members);
  }
  const hasBothLabels = (members: readonly SourcedVector[]): boolean =>
    new Set(members.map((m) => m.label)).size === 2;
  const twoLabel = [...byGroup.values()].filter(hasBothLabels).flat();
  const keep = new Uint8Array(HASH_SIZE).fill(1);
  if (twoLabel.length === 0) return keep;
  for (const members of byGroup.values()) {
    if (hasBothLabels(members)) continue;
    const channels = new Set(members.map((m) => m.channel));
    const sameChannel = twoLabel.filter((e) => channels.has(e.channel));
    const comparable = sameChannel.length > 0 ? sameChannel : twoLabel;
    const inSource = documentCounts(members);
    const inComparable = documentCounts(comparable);
    for (let index = 0; index < HASH_SIZE; index += 1) {
      const sourceRate = (inSource[index] ?? 0) / members.length;
      const comparableRate = ((inComparable[index] ?? 0) + 1) / comparable.length;
      if (sourceRate > maxRatio * comparableRate) keep[index] = 0;
    }
  }
  return keep;
}

/** The vector without the text buckets `keep` leaves out (their weights then stay at zero). */
export function keepBuckets(vector: SparseVector, keep: Uint8Array): SparseVector {
  const indices: number[] = [];
  const values: number[] = [];
  for (let k = 0; k < vector.indices.length; k += 1) {
    const index = vector.indices[k] ?? 0;
    if (index >= HASH_SIZE || keep[index] === 1) {
      indices.push(index);
      values.push(vector.values[k] ?? 0);
    }
  }
  return { indices: Int32Array.from(indices), values: Float32Array.from(values) };
}

/**
 * Example weights giving every source the same total weight within each label, while each label
 * keeps its share of the corpus: a large source cannot dominate what a label looks like, and the
 * class balance (which the bias and calibration rest on) stays as it was.
 */
export function balancedWeights(examples: readonly SourcedVector[]): Float64Array {
  const cellKey = (example: SourcedVector): string => `${example.label}\u0000${example.group}`;
  const cellSizes = new Map<string, number>();
  const labelSizes = new Map<number, number>();
  for (const example of examples) {
    const key = cellKey(example);
    cellSizes.set(key, (cellSizes.get(key) ?? 0) + 1);
    labelSizes.set(example.label, (labelSizes.get(example.label) ?? 0) + 1);
  }
  const cellsOfLabel = new Map<number, number>();
  for (const key of cellSizes.keys()) {
    const label = Number(key.split('\u0000')[0]);
    cellsOfLabel.set(label, (cellsOfLabel.get(label) ?? 0) + 1);
  }
  return Float64Array.from(examples, (example) => {
    const perCell = (labelSizes.get(example.label) ?? 0) / (cellsOfLabel.get(example.label) ?? 1);
    return perCell / (cellSizes.get(cellKey(example)) ?? 1);
  });
}
