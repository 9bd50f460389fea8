import { describe, expect, it } from 'vitest';
import { HASH_SIZE, type SparseVector } from '../model/features.js';
import { balancedWeights, keepBuckets, sourceInvariantBuckets } from './source-invariance.js';

const vector = (indices: number[]): SparseVector => ({
  indices: Int32Array.from(indices),
  values: Float32Array.from(indices, () => 1),
});

describe('sourceInvariantBuckets', () => {
  // Bucket 1: only the one-label source uses it (its style). Bucket 2: every source uses it alike.
  const examples = [
    { features: vector([1, 2]), label: 1, group: 'phish-only', channel: 'email' },
    { features: vector([1, 2]), label: 1, group: 'phish-only', channel: 'email' },
    { features: vector([2]), label: 1, group: 'sms', channel: 'sms' },
    { features: vector([2]), label: 0, group: 'sms', channel: 'sms' },
    { features: vector([3]), label: 0, group: 'sms', channel: 'sms' },
    { features: vector([2, HASH_SIZE]), label: 1, group: 'sms', channel: 'sms' },
  ];

  it('leaves out buckets that identify a one-label source and keeps shared ones', () => {
    const keep = sourceInvariantBuckets(examples, 1);
    expect(keep[1]).toBe(0);
    expect(keep[2]).toBe(1);
    expect(keep[3]).toBe(1);
  });

  it('keeps every bucket when every source has both labels', () => {
    const twoLabel = examples.filter((e) => e.group === 'sms');
    expect(sourceInvariantBuckets(twoLabel, 1).every((flag) => flag === 1)).toBe(true);
  });

  it('never drops signal features', () => {
    const keep = sourceInvariantBuckets(examples, 1);
    const kept = keepBuckets(vector([1, 2, HASH_SIZE]), keep);
    expect([...kept.indices]).toEqual([2, HASH_SIZE]);
    expect(kept.values).toHaveLength(2);
  });
});

describe('balancedWeights', () => {
  it('gives each source the same weight within a label and keeps each label its share', () => {
    const example = (label: number, group: string) => ({
      features: vector([]),
      label,
      group,
      channel: 'sms',
    });
    const examples = [
      example(1, 'a'),
      example(1, 'a'),
      example(1, 'a'),
      example(1, 'b'),
      example(0, 'a'),
    ];
    const weights = [...balancedWeights(examples)];
    const total = (label: number, group?: string) =>
      weights
        .filter((_, i) => examples[i]?.label === label && (!group || examples[i]?.group === group))
        .reduce((sum, w) => sum + w, 0);
    expect(total(1, 'a')).toBeCloseTo(total(1, 'b'));
    expect(total(1)).toBeCloseTo(4);
    expect(total(0)).toBeCloseTo(1);
  });
});
