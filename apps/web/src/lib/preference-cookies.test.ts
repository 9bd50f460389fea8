import { afterEach, describe, expect, it } from 'vitest';
import { saveReadingComfort } from '../features/reading-comfort/reading-comfort.js';
import { mirrorLanguageCookie } from './i18n.js';

afterEach(() => {
  document.cookie = 'scambuddy_lang=; Path=/; Max-Age=0';
  document.cookie = 'scambuddy_comfort=; Path=/; Max-Age=0';
});

describe('preference cookies the server reads (decision 0046)', () => {
  it('mirror a language other than English, and go when English is chosen again', () => {
    mirrorLanguageCookie('es');
    expect(document.cookie).toContain('scambuddy_lang=es');
    mirrorLanguageCookie('en');
    expect(document.cookie).not.toContain('scambuddy_lang');
  });

  it('mirror reading comfort other than the default, and go with the default', () => {
    saveReadingComfort({ textSize: 'large', highContrast: false });
    expect(document.cookie).toContain('scambuddy_comfort=1');
    saveReadingComfort({ textSize: 'normal', highContrast: true });
    expect(document.cookie).toContain('scambuddy_comfort=1');
    saveReadingComfort({ textSize: 'normal', highContrast: false });
    expect(document.cookie).not.toContain('scambuddy_comfort');
  });
});
