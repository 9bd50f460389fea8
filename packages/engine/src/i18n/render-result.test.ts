import { describe, expect, it } from 'vitest';
import { analyzeMessage } from '../analyze.js';
import { loadModel } from '../model/load.js';
import { ENGINE_CATALOGS } from './catalogs.js';
import { resultInLanguage } from './render-result.js';

const model = await loadModel();
const TEXT =
  'IRS: you owe back taxes. Pay today with gift cards or a warrant will be issued. Call 202-555-0143.';

function analyzedIn(locale: string) {
  return analyzeMessage({ text: TEXT, inputType: 'text', channel: 'sms' }, model, {
    locale,
    catalogs: ENGINE_CATALOGS,
  });
}

describe('a stored result in another language', () => {
  it('has the texts it would have had if checked in that language, the analysis unchanged', () => {
    const spanish = analyzedIn('es');
    const arabic = analyzedIn('ar');
    expect(resultInLanguage(spanish, 'ar')).toEqual(arabic);
    expect(resultInLanguage(arabic, 'es')).toEqual(spanish);
    expect(resultInLanguage(spanish, 'es')).toBe(spanish);
  });
});
