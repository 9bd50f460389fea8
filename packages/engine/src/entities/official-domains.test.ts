import { describe, expect, it } from 'vitest';
import { prepareMessage } from '../pipeline.js';
import {
  carriedAddress,
  isOfficialLink,
  isUserContent,
  OFFICIAL_DOMAINS,
} from './official-domains.js';
import { extractUrls } from './urls.js';

const official = (url: string): boolean => {
  const [entity] = extractUrls(`Go to ${url} now.`);
  return entity !== undefined && isOfficialLink(entity.url, entity.host, entity.domain);
};

describe('official links', () => {
  it.each([
    'https://www.google.com/maps',
    'https://www.paypal.com/signin',
    'https://venmo.com/account',
    'https://cash.app/help',
    'https://www.homedepot.com/order/123',
    'https://www.ssa.gov/myaccount',
  ])('%s is the organisation speaking', (url) => {
    expect(official(url)).toBe(true);
  });

  it.each([
    // Pages anyone can publish on a company's domain.
    'https://sites.google.com/view/account-help',
    'https://docs.google.com/forms/d/e/1FAIpQL/viewform',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://paypal.me/jsmith2291',
    'https://venmo.com/u/jsmith',
    'https://cash.app/$landlord22',
    't.me/cryptovip88',
    'https://chat.whatsapp.com/AbCdEf',
    // A redirect goes to the address it carries, not to its host.
    'https://www.google.com/url?q=https://chase-verify.top/login',
    'https://www.linkedin.com/redir?url=http%3A%2F%2Fexample.top',
  ])('%s is not', (url) => {
    expect(official(url)).toBe(false);
  });

  it('reads user content by host, sub-domain or the beginning of the address', () => {
    expect(isUserContent('https://www.youtube.com/watch?v=1', 'www.youtube.com')).toBe(true);
    expect(isUserContent('https://venmo.com/u/jsmith', 'venmo.com')).toBe(true);
    expect(isUserContent('https://venmo.com/about', 'venmo.com')).toBe(false);
  });

  it('gives every customer-service number its page, as ten digits no other entry has', () => {
    const numbers = OFFICIAL_DOMAINS.flatMap((entry) =>
      (entry.phones ?? []).map((phone) => {
        expect(entry.phoneSource ?? '', entry.id).toMatch(/https:\/\/[a-z0-9.-]+\//);
        const onPage = (entry.phoneSource ?? '').match(/https:\/\/(?:www\.)?([a-z0-9.-]+)\//)?.[1];
        expect(
          entry.domains.some((domain) => onPage === domain || onPage?.endsWith(`.${domain}`)),
          `${entry.id}: ${onPage ?? ''}`,
        ).toBe(true);
        return phone.replace(/\D/g, '');
      }),
    );
    expect(numbers.every((digits) => /^[2-9]\d{9}$/.test(digits))).toBe(true);
    expect(numbers.filter((digits, index) => numbers.indexOf(digits) !== index)).toEqual([]);
  });

  it('lists each organisation and each domain once', () => {
    const ids = OFFICIAL_DOMAINS.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const domains = OFFICIAL_DOMAINS.flatMap((entry) => entry.domains);
    expect(domains.filter((domain, index) => domains.indexOf(domain) !== index)).toEqual([]);
  });

  it('gives every entry a source, and user content only on the entry’s own domains', () => {
    for (const entry of OFFICIAL_DOMAINS) {
      expect(entry.source.length, entry.id).toBeGreaterThan(10);
      for (const place of entry.userContent ?? []) {
        const host = place.split('/')[0] ?? '';
        const onOwnDomain = entry.domains.some(
          (domain) => host === domain || host.endsWith(`.${domain}`),
        );
        expect(onOwnDomain, `${entry.id}: ${place}`).toBe(true);
      }
    }
  });

  it('does not reassure when a personal payment link asks for money', () => {
    const found = prepareMessage(
      "Hi grandma it's me, I lost my phone. Pay me here so I can get home: paypal.me/jsmith2291",
      'sms',
      'text',
    ).hitIds;
    expect(found).toContain('payment_app_request');
    expect(found).not.toContain('legit_official_links_only');
  });
});

describe('carried addresses', () => {
  it('reads the address a redirect carries, decoded, in its own letters', () => {
    expect(carriedAddress('https://www.google.com/url?q=https://Evil.example/A&sa=D')).toBe(
      'https://Evil.example/A',
    );
    expect(carriedAddress('https://l.example.com/r?u=https%3A%2F%2Fevil.example%2Fx')).toBe(
      'https://evil.example/x',
    );
    expect(carriedAddress('https://example.com/go/www.evil.example/x')).toBe('www.evil.example/x');
  });

  it('reads none in an ordinary link, and keeps a broken escape as it is', () => {
    expect(carriedAddress('https://www.paypal.com/signin?returnUri=%2Fmyaccount')).toBeNull();
    expect(carriedAddress('https://www.usps.com')).toBeNull();
    expect(carriedAddress('https://x.example/r?u=https://evil.example/%E0%A4%A')).toBe(
      'https://evil.example/%E0%A4%A',
    );
    expect(carriedAddress(`https://x.example/r?u=https://${'a'.repeat(5000)}`)?.length).toBe(500);
  });
});
