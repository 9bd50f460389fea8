import type { Entities } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { extractEntities } from '../entities/index.js';
import { buildFeatures, HASH_SIZE } from './features.js';

const SCAM = 'urgent: your acc0unt is locked. verify at https://secure-bank.top now or lose $500';
const ORDINARY = "hi mom, landed safely. call you tonight, it's cold here";

function features(text: string, signalIds: readonly string[] = []) {
  const vector = buildFeatures(text, extractEntities(text, text), signalIds);
  return { indices: [...vector.indices], values: [...vector.values] };
}

describe('feature building', () => {
  it('gives unit-length text features, then one feature per known signal', () => {
    const vector = features(SCAM, ['deadline', 'no_such_signal']);
    const textValues = vector.values.slice(0, -1);
    const norm = Math.sqrt(textValues.reduce((sum, value) => sum + value * value, 0));
    expect(norm).toBeCloseTo(1, 5);
    expect(vector.indices.at(-1)).toBeGreaterThanOrEqual(HASH_SIZE);
    expect(vector.values.at(-1)).toBe(1);
    expect(vector.indices.slice(0, -1).every((index) => index < HASH_SIZE)).toBe(true);
  });

  it('counts a repeated word more, on a log scale', () => {
    const once = features('refund');
    const thrice = features('refund refund refund');
    expect(thrice.indices).toEqual(expect.arrayContaining(once.indices));
    expect(new Set(thrice.indices).size).toBe(thrice.indices.length);
  });

  it('does not carry anything from one message to the next', () => {
    const fresh = features(ORDINARY);
    features(SCAM);
    expect(features(ORDINARY)).toEqual(fresh);
  });

  it('does not carry anything over from a message whose features failed', () => {
    const fresh = features(ORDINARY);
    const broken = {
      ...extractEntities(SCAM, SCAM),
      get urls(): never {
        throw new Error('broken entities');
      },
    } as unknown as Entities;
    expect(() => buildFeatures(SCAM, broken, [])).toThrow('broken entities');
    expect(features(ORDINARY)).toEqual(fresh);
  });
});
