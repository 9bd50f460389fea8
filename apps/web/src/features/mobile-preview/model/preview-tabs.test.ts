import { describe, expect, it } from 'vitest';
import { IMPLEMENTATION_STATUS, PREVIEW_FEATURES, toggleFeature } from './preview-tabs.js';

describe('preview tabs', () => {
  it('offers the five features in the order of the spec', () => {
    expect(PREVIEW_FEATURES.map((f) => f.id)).toEqual([
      'threatShield',
      'academy',
      'tips',
      'leaderboard',
      'buddy',
    ]);
  });

  it.each([
    [null, 'academy', 'academy'],
    ['academy', 'tips', 'tips'],
    ['academy', 'academy', null],
  ] as const)('selected %s, clicking %s selects %s', (selected, clicked, expected) => {
    expect(toggleFeature(selected, clicked)).toBe(expected);
  });

  it('lists phase 1 with three items, phase 2, and three future items', () => {
    expect(IMPLEMENTATION_STATUS.phases.map((p) => [p.id, p.itemKeys.length])).toEqual([
      ['phase1', 3],
      ['phase2', 0],
      ['future', 3],
    ]);
  });
});
