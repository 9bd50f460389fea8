import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../text/fold.js';
import { extractEntities } from './index.js';
import { extractUrls } from './urls.js';

const entitiesOf = (text: string) => extractEntities(text, foldForMatching(text).text);

describe('extractUrls', () => {
  it.each([
    ['http://paypa1-secure.com/login', 'lookalike', 'paypal'],
    ['https://amaz0n.com', 'lookalike', 'amazon'],
    // Two digits for letters are two edits: read back as letters, the name is Google's.
    ['g00gle-account-review.com/verify', 'lookalike', 'google'],
    ['https://micr0s0ft-support.net', 'lookalike', 'microsoft'],
    ['https://wellsfargo-alerts.net/x', 'lookalike', 'wells_fargo'],
    ['http://paypal.com.secure-check.top/a', 'brand_in_subdomain', 'paypal'],
    ['http://10.0.0.7/verify', 'ip_host', undefined],
    ['203.0.113.9/login', 'ip_host', undefined],
    ['https://xn--pypal-4ve.com', 'punycode', undefined],
    ['bit.ly/3xYz', 'shortener', undefined],
    ['https://toll-pay.xyz', 'risky_tld', undefined],
    ['https://sites.google.com/view/chase-verify', 'brand_on_shared_page', 'chase'],
    ['https://paypal.me/jsmith2291', 'shared_page', undefined],
    [
      'https://docs.google.com/forms/d/e/wells-fargo-secure/viewform',
      'brand_on_shared_page',
      'wells_fargo',
    ],
  ])('flags %s as %s', (url, flag, imitates) => {
    const [entity] = extractUrls(`Please visit ${url} today.`);
    expect(entity?.flags).toContain(flag);
    if (imitates) expect(entity?.imitates).toBe(imitates);
  });

  it('does not flag the real sites', () => {
    for (const url of [
      'https://www.paypal.com/signin',
      'https://www.irs.gov',
      'https://www.amazon.com/orders',
      'usps.com',
    ]) {
      expect(extractUrls(`Go to ${url}.`)[0]?.flags, url).toEqual([]);
    }
  });

  it('marks a shared page that names no company, or a random page id, only as shared', () => {
    for (const url of [
      'https://docs.google.com/spreadsheets/d/1abcXYZ/edit',
      'https://docs.google.com/forms/d/e/1FAIpQLSapple9x/viewform',
      'https://sites.google.com/view/smith-family-reunion',
    ]) {
      expect(extractUrls(`Go to ${url}.`)[0]?.flags, url).toEqual(['shared_page']);
    }
  });

  it('ignores e-mail domains, abbreviations and decimals', () => {
    expect(extractUrls('Write to jane@gmail.com, e.g. on Mon. It costs 3.50 in the U.S.')).toEqual(
      [],
    );
  });

  it('does not take a bare version number for a link to an IP address', () => {
    expect(extractUrls('Changed revisions 1.91.2.1,1.91.2.2 in release 2.4.0.1')).toEqual([]);
  });
});

describe('extractEntities', () => {
  it('finds phone numbers and marks toll-free ones', () => {
    const { phones } = entitiesOf('Call 1-888-555-0123 or (202) 555-0143.');
    expect(phones.map((p) => p.e164)).toEqual(['+18885550123', '+12025550143']);
    expect(phones.map((p) => p.tollFree)).toEqual([true, false]);
  });

  it('finds amounts', () => {
    expect(entitiesOf('Pay $1,500.00 or 300 dollars').amounts.map((a) => a.value)).toEqual([
      1500, 300,
    ]);
  });

  it('finds payment methods, gift card brands and remote-access tools', () => {
    const found = entitiesOf(
      'Buy Google Play gift cards or use a Bitcoin ATM, then install AnyDesk. Zelle works too.',
    );
    expect(found.payment_methods).toEqual(
      expect.arrayContaining(['gift_card', 'crypto', 'crypto_atm', 'zelle']),
    );
    expect(found.gift_card_brands).toContain('Google Play');
    expect(found.remote_access_tools).toContain('AnyDesk');
  });

  it('finds e-mail addresses and named organisations', () => {
    const found = entitiesOf('Social Security office: write to agent@ssa-help.com about the IRS.');
    expect(found.emails).toEqual(['agent@ssa-help.com']);
    expect(found.organisations).toEqual(expect.arrayContaining(['SSA', 'IRS']));
  });

  it('tells a code request from a service sending a code', () => {
    expect(entitiesOf('Please read me the verification code we sent').one_time_code_request).toBe(
      true,
    );
    expect(
      entitiesOf("Your verification code is 123456. Don't share this code").one_time_code_request,
    ).toBe(false);
  });
});
