import { describe, expect, it } from 'vitest';
import { stripAllZeroWidth, stripInvisibleControls } from './invisible-characters.js';
import { isWebsiteAddress } from './community.js';

describe('stripInvisibleControls (issue 18, item 8)', () => {
  it('removes zero-width characters, direction overrides and control characters', () => {
    expect(
      stripInvisibleControls('pay\u200Bpal \u202Emoc.evil\u202C\u2066x\u2069\uFEFF\u0007'),
    ).toBe('paypal moc.evilx');
    expect(stripInvisibleControls('f\u200Du\u200Cck')).toBe('fuck');
  });

  it('keeps line breaks, tabs, direction marks and joiners that shape emoji and scripts', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const hindi = 'क्\u200Dष';
    const arabic = 'رقم \u200E+1 800 555 0199';
    for (const text of ['line one\nline two\tend', family, hindi, arabic]) {
      expect(stripInvisibleControls(text)).toBe(text);
    }
    expect(stripAllZeroWidth(family)).toBe('\u{1F468}\u{1F469}\u{1F467}');
  });
});

describe('isWebsiteAddress (issue 19, item 12)', () => {
  it.each([
    'usps-redelivery-care.com',
    'https://a.example.co.uk/path?x=1',
    'http://www.example.org',
  ])('accepts %s', (value) => expect(isWebsiteAddress(value)).toBe(true));
  it.each(['example', 'javascript:alert(1)', 'ftp://x.example.com', 'a b.com', 'x.c0m', 'http://'])(
    'refuses %s',
    (value) => expect(isWebsiteAddress(value)).toBe(false),
  );
});
