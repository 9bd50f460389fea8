import { describe, expect, it } from 'vitest';
import { foldForMatching } from './fold.js';
import { normaliseText } from './normalize.js';

const folded = (text: string): string => normaliseText(text).match.text;

describe('normaliseText', () => {
  it.each([
    ['g1ft c@rd', 'gift card'],
    ['P A Y P A L', 'paypal'],
    ['U.S.P.S notice', 'usps notice'],
    ['gi\u200Bft\u200C card', 'gift card'],
    ['\u0440\u0430\u0443\u0440\u0430l', 'paypal'],
    ['ＧＩＦＴ ＣＡＲＤ', 'gift card'],
    ['Médicare', 'medicare'],
    ['paypa1 account', 'paypai account'],
  ])('folds %j for matching', (input, expected) => {
    expect(folded(input)).toBe(expected);
  });

  it('leaves times and ordinals alone but still folds a digit that starts a word', () => {
    expect(folded('Sign before 5PM, due the 5th, open 9am-3pm')).toBe(
      'sign before 5pm, due the 5th, open 9am-3pm',
    );
    expect(folded('5ecure your 4ccount')).toBe('secure your account');
  });

  it('leaves numbers and prices alone', () => {
    expect(folded('Pay $500 to 1-800-555-0199 now!')).toBe('pay $500 to 1-800-555-0199 now!');
  });

  it('removes bidi controls', () => {
    expect(normaliseText('abc\u202Edef\u202C').display).toBe('abcdef');
  });

  it('strips HTML but keeps link targets and decodes entities', () => {
    const { display } = normaliseText(
      '<html><body><p>Hello &amp; welcome</p><a href="http://evil.top/x">Click</a><script>var a = 1;</script></body></html>',
    );
    expect(display).toContain('Hello & welcome');
    expect(display).toContain('http://evil.top/x');
    expect(display).not.toContain('var a');
    expect(display).not.toContain('<p>');
  });

  it('strips e-mail quote markers but keeps the quoted text', () => {
    expect(normaliseText('> > Your account is locked\n> call now').display).toBe(
      'Your account is locked\ncall now',
    );
  });

  it('analyses only the first 20,000 characters of longer input', () => {
    const result = normaliseText('a'.repeat(25_000));
    expect(result.truncated).toBe(true);
    expect(result.display.length).toBe(20_000);
  });

  it('maps every folded character back into the display text', () => {
    const { display, match } = normaliseText('Hi P A Y P A L user');
    const start = match.text.indexOf('paypal');
    expect(display.slice(match.map[start] ?? 0, (match.map[start + 5] ?? 0) + 1)).toBe(
      'P A Y P A L',
    );
  });

  it('keeps lone surrogates, other astral characters and a leading BOM as they are, in short and long text', () => {
    for (const repeat of [1, 600]) {
      const text = '\uFEFFhi \uD800 there \uDC00 𝄞 ok '.repeat(repeat);
      const { text: out, map } = foldForMatching(text);
      expect(out).toBe(text);
      expect(map.length).toBe(text.length);
      expect(map[text.length - 1]).toBe(text.length - 1);
    }
    const plain = 'Call US Now '.repeat(1000);
    expect(foldForMatching(plain).text).toBe(plain.toLowerCase());
  });

  it('drops emoji between words, and the space after one standing alone, mapping back to the text', () => {
    const { display, match } = normaliseText(
      'Congratulations!! 🍀 You were picked 🎉🎉 in our ✈️ tour',
    );
    expect(match.text).toBe('congratulations!! you were picked in our tour');
    const start = match.text.indexOf('you');
    expect(display.slice(match.map[start] ?? 0, (match.map[start + 2] ?? 0) + 1)).toBe('You');
    expect(normaliseText('Hey 👋🏽 Ann, I ❤️ it').match.text).toBe('hey ann, i it');
  });

  it('gives each message its own map when letters were joined, and the identity otherwise', () => {
    const joined = normaliseText('P A Y P A L').match;
    const plain = normaliseText('paypal and more').match;
    expect(Array.from(joined.map)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(Array.from(plain.map)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    expect(Array.from(normaliseText('P A Y P A L').match.map)).toEqual(Array.from(joined.map));
  });
});

describe('typographic quotes', () => {
  it('reads the curly apostrophes and quotes phones type as plain ones', () => {
    expect(normaliseText('Please don’t click “here”. We’ll text you').match.text).toBe(
      'please don\'t click "here". we\'ll text you',
    );
  });
});
