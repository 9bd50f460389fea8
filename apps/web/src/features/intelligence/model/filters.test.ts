import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, hasActiveFilters, newsSearch, trendsSearch } from './filters.js';

describe('intelligence filters', () => {
  it('send nothing when nothing is chosen', () => {
    expect(trendsSearch(EMPTY_FILTERS)).toBe('');
    expect(newsSearch(EMPTY_FILTERS)).toBe('');
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
  });

  it('send the chosen filters, the trimmed search, and the order only with a sort key', () => {
    const filters = {
      ...EMPTY_FILTERS,
      q: '  gift cards ',
      category: 'phone',
      agency: 'FTC',
      severity: 'high' as const,
      sortBy: 'date',
    };
    expect(trendsSearch(filters)).toBe(
      '?category=phone&severity=high&agency=FTC&q=gift+cards&sortBy=date&sortOrder=desc',
    );
    expect(newsSearch(filters)).toBe(
      '?category=phone&agency=FTC&q=gift+cards&sortBy=date&sortOrder=desc',
    );
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('never sends news a sort key it does not have (severity, impact)', () => {
    expect(newsSearch({ ...EMPTY_FILTERS, sortBy: 'impact' })).toBe('');
    expect(trendsSearch({ ...EMPTY_FILTERS, sortBy: 'impact' })).toBe(
      '?sortBy=impact&sortOrder=desc',
    );
  });
});
