import { describe, expect, it } from 'vitest';
import { joinSharedText, readShareFailure, shareFailedHref } from './index.js';

describe('joinSharedText', () => {
  it('joins title, text and link one per line', () => {
    expect(
      joinSharedText({ title: 'Bank', text: 'Your card is locked', url: 'https://x.top' }),
    ).toBe('Bank\nYour card is locked\nhttps://x.top');
  });

  it('leaves out a part another one already holds (Android repeats the link in text)', () => {
    expect(joinSharedText({ text: 'Pay now https://x.top/pay', url: 'https://x.top/pay' })).toBe(
      'Pay now https://x.top/pay',
    );
    expect(joinSharedText({ title: 'same', text: 'same' })).toBe('same');
  });

  it('trims and drops blank parts', () => {
    expect(joinSharedText({ title: '  ', text: '\n hello \n' })).toBe('hello');
    expect(joinSharedText({})).toBe('');
  });
});

describe('share failure query', () => {
  it('round-trips every reason', () => {
    for (const reason of ['empty', 'too-large', 'other-site'] as const) {
      expect(readShareFailure(shareFailedHref(reason).slice(1))).toBe(reason);
    }
  });

  it('is null for an ordinary home page and a generic reason for an unknown one', () => {
    expect(readShareFailure('')).toBeNull();
    expect(readShareFailure('?share=ok')).toBeNull();
    expect(readShareFailure('?share=failed&reason=<script>')).toBe('unreadable');
  });
});
