import { describe, expect, it } from 'vitest';
import { domainKey, emailKey, normaliseIdentifier, phoneKey } from './identifiers.js';
import { isNearIdentical, textFingerprint } from './similarity.js';
import { findVerifyingAlert, officialScamTypes, type OfficialAlert } from './verification.js';

describe('identifier keys', () => {
  it('treats the usual ways of writing one US number as the same', () => {
    const keys = ['(800) 555-0199', '1-800-555-0199', '+1 800 555 0199', '800.555.0199'].map(
      phoneKey,
    );
    expect(new Set(keys)).toEqual(new Set(['8005550199']));
    expect(phoneKey('12')).toBeNull();
  });

  it('compares e-mail addresses without case and sites by registrable domain', () => {
    expect(emailKey(' Refunds@Secure-Help.example ')).toBe('refunds@secure-help.example');
    expect(domainKey('https://www.Login.Pay-Now.example.com/verify?x=1')).toBe('example.com');
    expect(domainKey('pay-now.example.co.uk')).toBe('example.co.uk');
    expect(domainKey('not a url')).toBeNull();
    expect(normaliseIdentifier({ kind: 'domain', value: 'http://shop.example.com' })).toEqual({
      kind: 'domain',
      value: 'example.com',
    });
  });
});

describe('near-identical text', () => {
  const story =
    'A caller said my grandson was in jail in Mexico and needed $3,000 in gift cards for bail right away.';
  it('matches the same story with different case and punctuation or one changed word', () => {
    expect(isNearIdentical(story, story.toUpperCase().replace(/[.,]/g, ''))).toBe(true);
    expect(textFingerprint(story)).toBe(textFingerprint(`  ${story.toLowerCase()} `));
    expect(
      isNearIdentical(
        `${story} I hung up and called my daughter who said he was fine at home.`,
        `${story} I hung up and called my daughter who said he was safe at home.`,
      ),
    ).toBe(true);
  });

  it('does not match a different story', () => {
    expect(
      isNearIdentical(
        story,
        'An e-mail said my Amazon order was cancelled and asked me to log in with a link.',
      ),
    ).toBe(false);
  });
});

const FTC_ALERT: OfficialAlert = {
  id: 'a1',
  agency: 'Federal Trade Commission',
  title: 'Scammers pretend to be your grandchild in trouble',
  summary:
    'Callers pretend to be a grandchild in jail who needs bail money right away, often in gift cards. Hang up and call your grandchild. Calls come from 888-555-0142.',
  scamTypes: ['family_emergency', 'phone'],
};

const report = {
  category: 'phone-scam' as const,
  scamType: 'family-emergency' as const,
  title: 'Call about my grandson in jail',
  description:
    'The caller said my grandson was arrested and needed bail money in gift cards right away.',
  phoneKey: null,
  emailKey: null,
  domainKey: null,
};

describe('verification against official alerts', () => {
  it('maps a report to the official scam types', () => {
    expect(officialScamTypes(report).sort()).toEqual(['family_emergency', 'phone']);
    expect(officialScamTypes({ category: 'in-person-scam', scamType: 'other' })).toEqual([]);
  });

  it('verifies by the same scam type and an identifier the alert names', () => {
    const withPhone = { ...report, description: 'Short text.', phoneKey: '8885550142' };
    expect(findVerifyingAlert(withPhone, [FTC_ALERT])?.agency).toBe('Federal Trade Commission');
  });

  it('verifies by the same scam type and the same wording', () => {
    expect(findVerifyingAlert(report, [FTC_ALERT])?.id).toBe('a1');
  });

  it('stays pending when the scam type differs, even with the same identifier', () => {
    const other = {
      ...report,
      category: 'email-scam' as const,
      scamType: 'romance' as const,
      phoneKey: '8885550142',
    };
    expect(findVerifyingAlert(other, [FTC_ALERT])).toBeNull();
  });

  it('stays pending when the type matches but nothing else does', () => {
    const unrelated = {
      ...report,
      title: 'Odd call',
      description: 'Someone called about a vacation prize and hung up when I asked questions.',
    };
    expect(findVerifyingAlert(unrelated, [FTC_ALERT])).toBeNull();
  });
});
