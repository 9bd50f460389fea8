import { describe, expect, it } from 'vitest';
import { rejoinSplitUrls } from './rejoin-urls.js';

describe('rejoinSplitUrls', () => {
  const cases: { name: string; input: string; expected: string }[] = [
    {
      name: 'a host cut after a hyphen',
      input: 'Log in at https://secure-\nbank.com/login today',
      expected: 'Log in at https://secure-bank.com/login today',
    },
    {
      name: 'a host cut after a dot',
      input: 'Visit www.usps-redelivery.\ntop/pay now',
      expected: 'Visit www.usps-redelivery.top/pay now',
    },
    {
      name: 'a host without a dot yet',
      input: 'https://secure\nbank.com',
      expected: 'https://securebank.com',
    },
    {
      name: 'a path continuing on the next line',
      input: 'https://bank.com\n/account/verify?id=7',
      expected: 'https://bank.com/account/verify?id=7',
    },
    {
      name: 'a link cut mid-word at the edge of a bubble',
      input: 'pay $1.99 at https://usps-redelivery.to\np/pay',
      expected: 'pay $1.99 at https://usps-redelivery.top/pay',
    },
    {
      name: 'a link cut across three lines',
      input: 'https://account-\nverify-\nsecure.com/x',
      expected: 'https://account-verify-secure.com/x',
    },
    {
      name: 'a query string cut after "="',
      input: 'https://pay.example.com/?token=\nabc123 thanks',
      expected: 'https://pay.example.com/?token=abc123 thanks',
    },
  ];

  it.each(cases)('joins $name', ({ input, expected }) => {
    expect(rejoinSplitUrls(input)).toBe(expected);
  });

  const untouched: { name: string; input: string }[] = [
    {
      name: 'a complete link followed by a sentence',
      input: 'Go to https://usps.com\nThanks for waiting',
    },
    {
      name: 'a complete link followed by a single word',
      input: 'https://usps.com/track\nReply STOP',
    },
    { name: 'two links on consecutive lines', input: 'https://a-\nhttps://b.com' },
    { name: 'a hyphenated word that is not a link', input: 'a well-\nknown scam' },
    { name: 'a complete link followed by a blank line', input: 'https://usps.com/\n\nnext' },
    { name: 'text without links', input: 'Your package is on hold\npay the fee' },
  ];

  it.each(untouched)('leaves $name alone', ({ input }) => {
    expect(rejoinSplitUrls(input)).toBe(input);
  });
});
