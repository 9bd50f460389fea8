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

  it('lists only true statements: the web preview done, the app not started, ideas after', () => {
    expect(IMPLEMENTATION_STATUS.phases.map((p) => [p.id, p.itemKeys.length])).toEqual([
      ['phase1', 2],
      ['phase2', 0],
      ['future', 3],
    ]);
    const keys = IMPLEMENTATION_STATUS.phases.flatMap((p) => p.itemKeys);
    // The spec's "6 core screens" and "API endpoints" describe an app that does not exist.
    expect(keys).not.toContain('status.phase1.items.screens');
    expect(keys).not.toContain('status.phase1.items.api');
  });
});
