import { describe, expect, it } from 'vitest';
import { analyzeMessage, loadModel } from '../index.js';
import { extractEntities } from './index.js';

const flagsOf = (text: string): string[][] =>
  extractEntities(text, text.toLowerCase()).urls.map((url) => url.flags);

describe('a link joined to the sender tag and an action word', () => {
  it('is a look-alike of the company the message opens with', () => {
    const text =
      'Lemonade: You may be owed a $326 refund. Claim it here: lemonade-refund-claims.com';
    const [url] = extractEntities(text, text.toLowerCase()).urls;
    expect(url?.flags).toContain('lookalike');
    expect(url?.imitates).toBe('Lemonade');
    expect(
      flagsOf('Chase Alert: card locked. Verify at https://verify-chase-card.com')[0],
    ).toContain('lookalike');
  });

  it("is not the company's own plain or other domain, nor a link with no sender tag", () => {
    expect(
      flagsOf('Lemonade: Your ID cards are ready at https://www.lemonade.com/ids')[0],
    ).not.toContain('lookalike');
    expect(flagsOf('Kroger: Tell us how we did at krogerfeedback.com')[0]).not.toContain(
      'lookalike',
    );
    expect(flagsOf('Delta: Book a trip at delta-vacations-deals.net/winter')[0]).not.toContain(
      'lookalike',
    );
    expect(flagsOf('You may be owed a refund: lemonade-refund-claims.com')[0]).not.toContain(
      'lookalike',
    );
  });
});

describe('a sender tag that is a name of JavaScript itself', () => {
  it('is shown as written, never as something of Object.prototype', () => {
    for (const tag of ['constructor', 'toString', 'hasOwnProperty']) {
      const text = `${tag}: claim your refund here: ${tag.toLowerCase()}-refund-claims.com`;
      const result = analyzeMessage({ text, inputType: 'text' }, loadModel());
      const shown = result.top_signals.join(' ');
      expect(shown).not.toContain('native code');
      expect(shown).toContain(`(${tag})`);
    }
  });
});
