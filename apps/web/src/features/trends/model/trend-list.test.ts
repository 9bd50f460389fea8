import { describe, expect, it } from 'vitest';
import { trend } from '../../intelligence/test/fixtures.js';
import { filterTrends, scamTypeChips } from './trend-list.js';

describe('filterTrends', () => {
  const alert = trend({ title: 'Medicare card scam', agency: 'HHS-OIG', type: 'scam-alert' });
  const news = trend({
    title: 'SEC annual report',
    description: 'Enforcement results',
    type: 'news',
  });

  it('matches title, description or agency without regard to case, then the type', () => {
    expect(filterTrends([alert, news], 'medicare', 'all')).toEqual([alert]);
    expect(filterTrends([alert, news], 'ENFORCEMENT', 'all')).toEqual([news]);
    expect(filterTrends([alert, news], 'hhs', 'all')).toEqual([alert]);
    expect(filterTrends([alert, news], '', 'news')).toEqual([news]);
    expect(filterTrends([alert, news], 'medicare', 'news')).toEqual([]);
  });
});

describe('scamTypeChips', () => {
  it('shows two chips and counts the rest', () => {
    expect(scamTypeChips(['phone', 'email', 'romance', 'medicare'])).toEqual({
      shown: ['phone', 'email'],
      more: 2,
    });
    expect(scamTypeChips(['phone'])).toEqual({ shown: ['phone'], more: 0 });
  });
});
