import { describe, expect, it } from 'vitest';
import { BRANDS } from '../entities/brands.js';
import { BRAND_NAMES, checkDomain } from './domain-checks.js';
import { classifyLookup } from './classify.js';
import { mentionsDomain, mentionsPhone } from './mentions.js';
import { checkPhone } from './phone-checks.js';

const ids = (checks: { id: string }[]) => checks.map((item) => item.id);
const find = (checks: { id: string; result: string; params: object }[], id: string) =>
  checks.find((item) => item.id === id);

describe('BRAND_NAMES', () => {
  // A look-alike's check names the brand it imitates: an id shown raw ("redcross") reads as a typo.
  it.each(BRANDS.map((brand) => brand.id))('names the brand %s as people write it', (id) => {
    expect(Object.hasOwn(BRAND_NAMES, id)).toBe(true);
  });
});

describe('checkPhone', () => {
  it.each([
    ['1-800-555-0199', '+18005550199', '800'],
    ['(888) 555-0147', '+18885550147', '888'],
    ['833.555.0100', '+18335550100', '833'],
    ['+1 866 555 0123', '+18665550123', '866'],
  ])('%s is a valid toll-free number', (raw, e164, areaCode) => {
    const result = checkPhone(raw);
    expect(result.normalized).toBe(e164);
    expect(result.country).toBe('US');
    expect(find(result.checks, 'phone_valid')?.result).toBe('info');
    expect(find(result.checks, 'phone_toll_free')).toMatchObject({
      result: 'info',
      params: { areaCode },
    });
    expect(ids(result.checks)).not.toContain('phone_premium');
  });

  it('names the organisation of a number in the sourced contacts directory', () => {
    const result = checkPhone('1-800-772-1213');
    expect(find(result.checks, 'phone_official_number')).toMatchObject({
      result: 'ok',
      params: { name: 'Social Security Administration (main line, to verify a call)' },
    });
    // A call from it can still be spoofed: the caveat stays.
    expect(ids(result.checks)).toContain('phone_spoofing_caveat');
    expect(ids(checkPhone('1-800-555-0199').checks)).not.toContain('phone_official_number');
  });

  it('flags 900 numbers as pay-per-call', () => {
    const result = checkPhone('1-900-555-1234');
    expect(result.normalized).toBe('+19005551234');
    expect(find(result.checks, 'phone_premium')).toMatchObject({ result: 'danger' });
    expect(ids(result.checks)).not.toContain('phone_toll_free');
  });

  it.each([
    ['876-555-1234', 'JM', '876'],
    ['+1 (876) 555-1234', 'JM', '876'],
    ['809 555 0100', 'DO', '809'],
    ['+1 473 555 0100', 'GD', '473'],
  ])('%s looks domestic but is in %s', (raw, country, areaCode) => {
    const result = checkPhone(raw);
    expect(result.country).toBe(country);
    expect(find(result.checks, 'phone_nanp_foreign')).toMatchObject({
      result: 'danger',
      params: { country, areaCode },
    });
    expect(ids(result.checks)).not.toContain('phone_north_america');
  });

  it('calls an ordinary US number North American, with no warning', () => {
    const result = checkPhone('(212) 736-5000');
    expect(result.normalized).toBe('+12127365000');
    expect(result.display).toBe('(212) 736-5000');
    expect(find(result.checks, 'phone_north_america')).toMatchObject({ params: { country: 'US' } });
    expect(result.checks.filter((item) => item.result === 'danger')).toEqual([]);
  });

  it('treats Puerto Rico and the US Virgin Islands as domestic', () => {
    expect(ids(checkPhone('787-555-0100').checks)).toContain('phone_north_america');
    expect(ids(checkPhone('340-555-0100').checks)).toContain('phone_north_america');
  });

  it('names international numbers and their premium ranges', () => {
    const london = checkPhone('+44 20 7946 0958');
    expect(london.normalized).toBe('+442079460958');
    expect(find(london.checks, 'phone_international')).toMatchObject({
      result: 'caution',
      params: { country: 'GB', callingCode: '44' },
    });
    expect(ids(checkPhone('+44 909 879 0000').checks)).toContain('phone_premium');
  });

  it.each(['555-1234', '1234567', '+1 123 456 7890', '202-555-01'])(
    '%s is not a complete number',
    (raw) => {
      const result = checkPhone(raw);
      expect(ids(result.checks)).toContain('phone_invalid');
      expect(ids(result.checks)).not.toContain('phone_valid');
    },
  );

  it('recognises three-digit service numbers and text short codes', () => {
    expect(find(checkPhone('911').checks, 'phone_n11')).toMatchObject({
      params: { number: '911' },
    });
    expect(ids(checkPhone('411').checks)).toContain('phone_n11');
    expect(ids(checkPhone('72345').checks)).toContain('phone_short_code');
    expect(ids(checkPhone('123456').checks)).toContain('phone_short_code');
  });

  it('always ends with the caller-ID spoofing caveat', () => {
    for (const raw of ['911', '1-800-555-0199', '555-1234', '+44 20 7946 0958']) {
      expect(checkPhone(raw).checks.at(-1)?.id, raw).toBe('phone_spoofing_caveat');
    }
  });
});

describe('checkDomain', () => {
  it('flags paypa1.com as a PayPal lookalike and normalises it', () => {
    const result = checkDomain('https://www.PayPa1.com/login?x=1');
    expect(result?.normalized).toBe('paypa1.com');
    expect(find(result?.checks ?? [], 'domain_lookalike')).toMatchObject({
      result: 'danger',
      params: { brand: 'PayPal' },
    });
    expect(ids(result?.checks ?? [])).not.toContain('domain_nothing_found');
  });

  it('decodes punycode and sees the Cyrillic letter imitating PayPal', () => {
    const result = checkDomain('xn--pypal-4ve.com');
    expect(result?.normalized).toBe('xn--pypal-4ve.com');
    expect(result?.display).toBe('pаypal.com');
    const checks = ids(result?.checks ?? []);
    expect(checks).toEqual(
      expect.arrayContaining(['domain_punycode', 'domain_homoglyph', 'domain_lookalike']),
    );
    expect(find(result?.checks ?? [], 'domain_homoglyph')?.params).toEqual({
      looksLike: 'paypal.com',
    });
    expect(find(result?.checks ?? [], 'domain_lookalike')?.params).toEqual({ brand: 'PayPal' });
  });

  it('takes an address typed in Unicode the same way', () => {
    const result = checkDomain('аpple.com');
    expect(result?.normalized.startsWith('xn--')).toBe(true);
    expect(find(result?.checks ?? [], 'domain_lookalike')?.params).toEqual({ brand: 'Apple' });
  });

  it('calls an address dressed as a .gov site an imitation of the government', () => {
    for (const address of ['dmv-ca.gov-ticket.cc', 'irs.gov.refund-status.com']) {
      const result = checkDomain(address);
      expect(find(result?.checks ?? [], 'domain_lookalike')?.params).toEqual({
        brand: '\u2066.gov\u2069',
      });
    }
    for (const address of ['dmv.ca.gov', 'www.gov.uk', 'public.govdelivery.com']) {
      expect(ids(checkDomain(address)?.checks ?? [])).not.toContain('domain_lookalike');
    }
  });

  it('reassures on irs.gov and real brand addresses, but never about age', () => {
    const irs = checkDomain('https://www.irs.gov/payments');
    expect(irs?.normalized).toBe('irs.gov');
    expect(ids(irs?.checks ?? [])).toEqual([
      'domain_official_gov',
      'domain_nothing_found',
      'domain_age_unknown',
    ]);
    const paypal = checkDomain('paypal.com');
    expect(find(paypal?.checks ?? [], 'domain_official_brand')?.params).toEqual({
      brand: 'PayPal',
    });
    expect(ids(checkDomain('army.mil')?.checks ?? [])).toContain('domain_official_gov');
    expect(ids(checkDomain('https://registrar.umich.edu/')?.checks ?? [])).toEqual([
      'domain_official_edu',
      'domain_nothing_found',
      'domain_age_unknown',
    ]);
    expect(ids(checkDomain('umich-edu.com')?.checks ?? [])).not.toContain('domain_official_edu');
  });

  it('does not vouch for a page anyone can publish on a real company address', () => {
    for (const [address, brand] of [
      ['https://sites.google.com/view/chase-verify', 'Google'],
      ['paypal.me/jsmith2291', 'PayPal'],
      ['t.me/cryptovip88', 'Telegram'],
    ] as const) {
      const found = checkDomain(address)?.checks ?? [];
      expect(find(found, 'domain_user_content'), address).toMatchObject({
        result: 'caution',
        params: { brand },
      });
      expect(ids(found), address).not.toContain('domain_official_brand');
    }
    expect(checkDomain('https://sites.google.com/view/chase-verify')?.display).toBe(
      'sites.google.com',
    );
    expect(ids(checkDomain('https://www.google.com/maps')?.checks ?? [])).toContain(
      'domain_official_brand',
    );
  });

  it('does not vouch for a redirect on a real company address, and names where it leads', () => {
    for (const [address, target] of [
      [
        'https://www.paypal.com/cgi-bin/webscr?cmd=_redirect&url=http://evil.example',
        'evil.example',
      ],
      ['https://www.google.com/url?q=https://paypa1-login.com/x&sa=D', 'paypa1-login.com'],
      [
        'https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fchase-verify.xyz%2Flogin',
        'chase-verify.xyz',
      ],
      ['amazon.com/gp/redirect.html?location=www.amaz0n-secure.com/x', 'www.amaz0n-secure.com'],
    ] as const) {
      const found = checkDomain(address)?.checks ?? [];
      expect(find(found, 'domain_redirect'), address).toMatchObject({
        result: 'caution',
        params: { target },
      });
      expect(ids(found), address).not.toContain('domain_official_brand');
      expect(ids(found), address).not.toContain('domain_user_content');
      expect(ids(found), address).not.toContain('domain_nothing_found');
    }
    expect(
      ids(checkDomain('https://www.paypal.com/signin?returnUri=%2Fmyaccount')?.checks ?? []),
    ).toEqual(['domain_official_brand', 'domain_nothing_found', 'domain_age_unknown']);
  });

  it('says when an address is made of service words, and not of a plain name', () => {
    const parking = checkDomain('https://denver-parkingpay.com/c/4471920');
    expect(find(parking?.checks ?? [], 'domain_service_words')?.result).toBe('caution');
    expect(ids(parking?.checks ?? [])).not.toContain('domain_nothing_found');
    expect(ids(checkDomain('duke-energy.com')?.checks ?? [])).not.toContain('domain_service_words');
    expect(ids(checkDomain('seattle-tacoma.com')?.checks ?? [])).not.toContain(
      'domain_service_words',
    );
  });

  it('says a shortener hides the destination', () => {
    const result = checkDomain('bit.ly/3xYz');
    expect(result?.normalized).toBe('bit.ly');
    expect(find(result?.checks ?? [], 'domain_shortener')?.result).toBe('caution');
  });

  it('flags risky endings, brands in subdomains, raw IPs, long chains and hyphens', () => {
    expect(find(checkDomain('toll-pay.xyz')?.checks ?? [], 'domain_risky_tld')?.params).toEqual({
      ending: '.xyz',
    });
    const sub = checkDomain('paypal.com.secure-check.top');
    expect(sub?.normalized).toBe('secure-check.top');
    expect(find(sub?.checks ?? [], 'domain_brand_in_subdomain')?.params).toMatchObject({
      brand: 'PayPal',
    });
    expect(ids(sub?.checks ?? [])).not.toContain('domain_lookalike');
    expect(ids(checkDomain('http://203.0.113.9/login')?.checks ?? [])).toContain('domain_ip_host');
    expect(ids(checkDomain('a.b.c.example.com')?.checks ?? [])).toContain('domain_many_subdomains');
    expect(ids(checkDomain('secure-account-verify.com')?.checks ?? [])).toContain(
      'domain_many_hyphens',
    );
  });

  it('finds nothing wrong with an ordinary address, and says age is unknown', () => {
    const result = checkDomain('Example.COM');
    expect(result?.normalized).toBe('example.com');
    expect(ids(result?.checks ?? [])).toEqual(['domain_nothing_found', 'domain_age_unknown']);
  });

  it.each(['localhost', 'foo.notarealending', 'mailto:x@y.com', 'https://'])(
    'refuses %s',
    (raw) => {
      expect(checkDomain(raw)).toBeNull();
    },
  );
});

describe('classifyLookup', () => {
  it.each([
    ['1-800-555-0199', 'phone', '+18005550199'],
    ['tel:+18005550199', 'phone', '+18005550199'],
    ['911', 'phone', '911'],
    ['paypa1.com', 'domain', 'paypa1.com'],
    ['https://login.paypa1.com/x', 'domain', 'paypa1.com'],
    ['192.168.0.1', 'domain', '192.168.0.1'],
  ])('%s is a %s (%s)', (query, kind, normalized) => {
    expect(classifyLookup(query)).toMatchObject({ kind, normalized });
  });

  it.each(['hello there', 'asdfgh', 'me@example.com', '12', '!!!', '1234567890123456789'])(
    'refuses %s',
    (query) => {
      expect(classifyLookup(query)).toBeNull();
    },
  );
});

describe('mentions', () => {
  it('finds a number however it is written', () => {
    const text = 'Scammers call from (866) 555-0123 and 1.800.555.0199 claiming to be the IRS.';
    expect(mentionsPhone(text, '+18665550123')).toBe(true);
    expect(mentionsPhone(text, '+18005550199')).toBe(true);
    expect(mentionsPhone(text, '+18885550147')).toBe(false);
    expect(mentionsPhone(text, '911')).toBe(false);
  });

  it('finds a site or its subdomains, not a longer name that ends the same', () => {
    expect(mentionsDomain('Do not open login.paypa1.com.', 'paypa1.com')).toBe(true);
    expect(mentionsDomain('Visit https://paypa1.com/x', 'paypa1.com')).toBe(true);
    expect(mentionsDomain('Visit notpaypa1.com', 'paypa1.com')).toBe(false);
    expect(mentionsDomain('Visit paypa1.com.evil.net', 'paypa1.com')).toBe(false);
    expect(mentionsDomain('Visit my-paypa1.com', 'paypa1.com')).toBe(false);
  });
});
