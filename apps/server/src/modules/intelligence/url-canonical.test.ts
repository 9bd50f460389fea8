import { describe, expect, it } from 'vitest';
import { canonicalUrl, cleanUrl } from './url-canonical.js';

describe('cleanUrl', () => {
  it.each([
    ['https://www.ftc.gov/a/b?utm_source=rss&utm_medium=feed#top', 'https://www.ftc.gov/a/b'],
    ['https://WWW.FTC.GOV/A/B/?id=7&fbclid=xyz', 'https://www.ftc.gov/A/B/?id=7'],
    [
      'http://oig.ssa.gov/scam-alerts/2026-08-31-x/',
      'http://oig.ssa.gov/scam-alerts/2026-08-31-x/',
    ],
    ['  https://ic3.gov/PSA/2026/PSA260101  ', 'https://ic3.gov/PSA/2026/PSA260101'],
    ['ftp://example.gov/file', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s → %s', (raw, expected) => {
    expect(cleanUrl(raw)).toBe(expected);
  });
});

describe('canonicalUrl', () => {
  it('gives the same identity to the variants agencies serve', () => {
    const variants = [
      'https://www.ftc.gov/news/item',
      'http://ftc.gov/news/item/',
      'https://WWW.FTC.gov:443/news/item?utm_campaign=x#section',
      'https://ftc.gov/news/item//',
    ];
    expect(new Set(variants.map(canonicalUrl))).toEqual(new Set(['https://ftc.gov/news/item']));
  });

  it('keeps paths case-sensitive and meaningful parameters, sorted', () => {
    expect(canonicalUrl('https://www.justice.gov/news/rss?type=press_release&m=1')).toBe(
      'https://justice.gov/news/rss?m=1&type=press_release',
    );
    expect(canonicalUrl('https://ic3.gov/PSA/2026/PSA260101')).not.toBe(
      canonicalUrl('https://ic3.gov/psa/2026/psa260101'),
    );
  });

  it('keeps the root as the bare host and a non-default port', () => {
    expect(canonicalUrl('https://www.fbi.gov/')).toBe('https://fbi.gov');
    expect(canonicalUrl('http://localhost:8080/feed.xml')).toBe('https://localhost:8080/feed.xml');
  });

  it('is null for what is not http(s)', () => {
    expect(canonicalUrl('mailto:someone@example.gov')).toBeNull();
  });
});
