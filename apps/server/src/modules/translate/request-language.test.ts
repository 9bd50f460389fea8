import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, requestedLanguage } from './request-language.js';

describe('requestedLanguage', () => {
  it('prefers the explicit field', () => {
    expect(requestedLanguage('de', 'fr-FR,fr;q=0.9')).toBe('de');
  });

  it('takes the best of the twelve from Accept-Language', () => {
    expect(fromAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(fromAcceptLanguage('nl;q=1, ko;q=0.5, ja;q=0.7')).toBe('ja');
    expect(fromAcceptLanguage('zh-Hans-CN')).toBe('zh');
    expect(fromAcceptLanguage('ru;q=0, es')).toBe('es');
  });

  it('falls back to English', () => {
    expect(requestedLanguage(undefined, undefined)).toBe('en');
    expect(requestedLanguage(undefined, 'nl-NL, sv;q=0.5')).toBe('en');
    expect(requestedLanguage(undefined, ';;;,q=abc')).toBe('en');
  });
});
