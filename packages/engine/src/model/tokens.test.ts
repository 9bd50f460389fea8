import { describe, expect, it } from 'vitest';
import { modelTokens } from './tokens.js';

/** The regular expression the tokenizer replaces: it must give the same tokens, always. */
const TOKEN = /[a-z0-9$£€']+|[^\sa-z0-9]/g;

function byRegex(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[0]);
}

describe('modelTokens', () => {
  it('splits words, numbers, money and punctuation as the regular expression does', () => {
    const text = "pay $500 now!! it's £3 or €4 -- call 800.555.0100 (x)";
    expect(modelTokens(text)).toEqual(byRegex(text));
    expect(modelTokens(text)).toContain('$500');
  });

  it('agrees with the regular expression on every UTF-16 code unit and white space', () => {
    let text = '';
    for (let code = 0; code < 0x10000; code += 1) text += `${String.fromCharCode(code)} a`;
    text += '\u2028b\u3000c\ufeffd\u180ee 😀 \t\n';
    expect(modelTokens(text)).toEqual(byRegex(text));
  });

  it('keeps a token at the very end and gives nothing for white space alone', () => {
    expect(modelTokens('hello world')).toEqual(['hello', 'world']);
    expect(modelTokens(' \n\t ')).toEqual([]);
    expect(modelTokens('')).toEqual([]);
  });
});
