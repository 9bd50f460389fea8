import { describe, expect, it } from 'vitest';
import { normaliseWords, wordEditDistance, wordErrorRate } from './word-error-rate.js';

describe('wordErrorRate', () => {
  const cases: { name: string; reference: string; hypothesis: string; expected: number }[] = [
    { name: 'identical', reference: 'call me back', hypothesis: 'call me back', expected: 0 },
    {
      name: 'case and punctuation ignored',
      reference: 'Call me back!',
      hypothesis: 'call, me back',
      expected: 0,
    },
    {
      name: 'one substitution in four',
      reference: 'my social security number',
      hypothesis: 'like social security number',
      expected: 0.25,
    },
    {
      name: 'one deletion in four',
      reference: 'my social security number',
      hypothesis: 'social security number',
      expected: 0.25,
    },
    {
      name: 'one insertion in four',
      reference: 'my social security number',
      hypothesis: 'my social security ah number',
      expected: 0.25,
    },
    { name: 'nothing heard', reference: 'call me back', hypothesis: '', expected: 1 },
    {
      name: 'more words heard than said',
      reference: 'hi',
      hypothesis: 'hi there you',
      expected: 2,
    },
    { name: 'empty reference, empty hypothesis', reference: '', hypothesis: '', expected: 0 },
    { name: 'empty reference, words heard', reference: '', hypothesis: 'hello', expected: 1 },
  ];
  it.each(cases)('$name → $expected', ({ reference, hypothesis, expected }) => {
    expect(wordErrorRate(reference, hypothesis)).toBeCloseTo(expected, 10);
  });
});

describe('wordEditDistance', () => {
  it('counts a swap of two words as two edits', () => {
    expect(wordEditDistance(['a', 'b'], ['b', 'a'])).toBe(2);
  });
  it('is symmetric', () => {
    const a = ['please', 'call', 'me', 'back'];
    const b = ['please', 'delete', 'our', 'back', 'now'];
    expect(wordEditDistance(a, b)).toBe(wordEditDistance(b, a));
  });
});

describe('normaliseWords', () => {
  it('keeps apostrophes inside words and drops quotes around them', () => {
    expect(normaliseWords("'I don't know,' she said.")).toEqual([
      'i',
      "don't",
      'know',
      'she',
      'said',
    ]);
  });
});
