import { describe, expect, it } from 'vitest';
import { dataSource } from '../../intelligence/test/fixtures.js';
import { groupSources } from './source-groups.js';

describe('groupSources', () => {
  it('keeps federal, state, nonprofit in order with each card status of part 2 §4', () => {
    const groups = groupSources([
      dataSource({ name: 'B', sourceType: 'state', errorCount: 6 }),
      dataSource({ name: 'A', sourceType: 'state', errorCount: 1 }),
      dataSource({ name: 'C', sourceType: 'federal', isActive: false }),
      dataSource({ name: 'D', sourceType: 'federal', lastSuccessful: null }),
    ]);
    expect(groups.map((group) => group.sourceType)).toEqual(['federal', 'state', 'nonprofit']);
    expect(groups[0]?.sources.map((s) => [s.name, s.status])).toEqual([
      ['C', 'inactive'],
      ['D', 'pending'],
    ]);
    expect(groups[1]?.sources.map((s) => [s.name, s.status])).toEqual([
      ['A', 'issues'],
      ['B', 'offline'],
    ]);
    expect(groups[2]?.sources).toEqual([]);
  });
});
