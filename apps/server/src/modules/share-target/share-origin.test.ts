import { describe, expect, it } from 'vitest';
import { isTrustedShareRequest } from './share-origin.js';

const base = { publicOrigin: 'https://scambuddy.example', requestOrigin: 'http://10.0.0.5:3000' };

describe('isTrustedShareRequest', () => {
  it.each([
    // An OS share: the browser started the navigation.
    [undefined, 'none', true],
    ['null', 'none', true],
    ['https://scambuddy.example', 'same-origin', true],
    ['https://evil.example', 'cross-site', false],
    ['null', 'cross-site', false],
    ['https://a.scambuddy.example', 'same-site', false],
    // Fetch metadata wins over a forged-looking Origin, and is matched exactly.
    ['https://scambuddy.example', 'cross-site', false],
    [undefined, 'NONE', true],
    [undefined, 'something-else', false],
    // No fetch metadata: the app-wide rule.
    [undefined, undefined, true],
    ['https://scambuddy.example', undefined, true],
    ['http://10.0.0.5:3000', undefined, true],
    ['https://evil.example', undefined, false],
    ['null', undefined, false],
    ['https://evil.example', '', false],
  ])('Origin %s, Sec-Fetch-Site %s → %s', (origin, secFetchSite, expected) => {
    expect(isTrustedShareRequest({ ...base, origin, secFetchSite })).toBe(expected);
  });
});
