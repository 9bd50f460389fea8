import { describe, expect, it } from 'vitest';
import { titleFromUrl } from './title-from-url.js';

describe('titleFromUrl', () => {
  it.each([
    [
      'https://oig.ssa.gov/scam-alerts/2026-08-31-protect-your-social-security-number/',
      'Protect your social security number',
    ],
    [
      'https://oig.hhs.gov/fraud/consumer-alerts/fraud-alert-genetic-testing-scam/',
      'Fraud alert genetic testing scam',
    ],
    ['https://example.gov/news/beware_of_fake_calls.html', 'Beware of fake calls'],
    [
      'https://oig.ssa.gov/scam-alerts/2026-03-10-ssa-provides-new-and-replacement-social-security-cards-for-free/',
      'SSA provides new and replacement social security cards for free',
    ],
  ])('%s reads "%s"', (url, title) => {
    expect(titleFromUrl(url)).toBe(title);
  });

  it.each([
    'https://example.gov/',
    'https://example.gov/news/12345',
    'https://example.gov/index.html',
    'not a url',
  ])('%s gives no title', (url) => {
    expect(titleFromUrl(url)).toBeNull();
  });
});
