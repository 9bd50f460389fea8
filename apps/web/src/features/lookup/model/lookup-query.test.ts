import { LOOKUP_MESSAGES } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { sampleResult } from '../../analyze/test/sample-result.js';
import { lookupTargetsOf, messageKeyOf, queryProblem } from './lookup-query.js';

describe('queryProblem', () => {
  it('asks for at least three characters and at most 300', () => {
    expect(queryProblem('  ab ')).toBe('tooShort');
    expect(queryProblem('x'.repeat(301))).toBe('tooLong');
    expect(queryProblem('irs.gov')).toBeNull();
  });
});

describe('messageKeyOf', () => {
  it('finds our message inside a server refusal', () => {
    expect(messageKeyOf(`q: ${LOOKUP_MESSAGES.notRecognised}`)).toBe('notRecognised');
    expect(messageKeyOf('Something else')).toBeNull();
    expect(messageKeyOf(null)).toBeNull();
  });
});

describe('lookupTargetsOf', () => {
  type Entities = Parameters<typeof lookupTargetsOf>[0]['entities'];
  /** A sample analysis's entities with only the phone numbers and links a test needs. */
  const entitiesWith = (phones: Entities['phones'], urls: Entities['urls']): Entities => ({
    ...sampleResult().entities,
    phones,
    urls,
  });

  it('offers each number and site once, numbers first, at most five', () => {
    const phone = (raw: string, e164: string) => ({ raw, e164, tollFree: false });
    const url = (host: string, domain: string | null) => ({ url: host, host, domain, flags: [] });
    const entities = entitiesWith(
      [phone('(800) 555-0199', '+18005550199'), phone('800.555.0199', '+18005550199')],
      [
        url('login.paypa1.com', 'paypa1.com'),
        url('paypa1.com', 'paypa1.com'),
        url('10.0.0.7', null),
      ],
    );
    expect(lookupTargetsOf({ entities })).toEqual(['(800) 555-0199', 'paypa1.com', '10.0.0.7']);
  });

  it('offers a page anyone can publish on a company domain whole, not the company domain', () => {
    const entities = entitiesWith(
      [],
      [
        {
          url: 'https://sites.google.com/view/chase-verify',
          host: 'sites.google.com',
          domain: 'google.com',
          flags: ['shared_page', 'brand_on_shared_page'],
        },
        {
          url: 'https://www.google.com/maps',
          host: 'www.google.com',
          domain: 'google.com',
          flags: [],
        },
      ],
    );
    expect(lookupTargetsOf({ entities })).toEqual([
      'https://sites.google.com/view/chase-verify',
      'google.com',
    ]);
  });
});
