/**
 * The shape of the further readings: each is read as `\b(?:…)`, so an alternative that begins
 * with a character that is no letter or digit ("$", "#", "(") can only match after a letter or a
 * digit, that is almost never; such an alternative is written with a look-behind instead
 * ("(?<=\$ ?)\d"). Decision 0116.
 */
import { describe, expect, it } from 'vitest';
import { FURTHER_READINGS } from './further-readings.js';

/** The index just past the group or class that opens at `start`. */
function skipGroup(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (char === '[') i = skipClass(source, i) - 1;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return source.length;
}

function skipClass(source: string, start: number): number {
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']') return i + 1;
  }
  return source.length;
}

/** The alternatives of a group's body, split at its own `|` only. */
function alternatives(body: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (char === '\\') i++;
    else if (char === '[') i = skipClass(body, i) - 1;
    else if (char === '(') i = skipGroup(body, i) - 1;
    else if (char === '|') {
      parts.push(body.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(body.slice(from));
  return parts;
}

/** Whether an alternative can only begin with a character that is no letter, digit or "_". */
function beginsWithNonWord(alternative: string): boolean {
  let rest = alternative;
  // Look-behinds and look-aheads match nothing: the alternative begins after them.
  while (/^\(\?<?[=!]/.test(rest)) rest = rest.slice(skipGroup(rest, 0));
  if (rest.startsWith('(?:') || (rest.startsWith('(') && !rest.startsWith('(?'))) {
    const end = skipGroup(rest, 0);
    // An optional group lets the alternative begin after it: not judged here.
    if (/^[?*]|^\{0,/.test(rest.slice(end))) return false;
    const inner = rest.slice(rest.startsWith('(?:') ? 3 : 1, end - 1);
    return alternatives(inner).every(beginsWithNonWord);
  }
  if (/^\\[dwbBsSDW]/.test(rest) || rest.startsWith('[') || rest === '') return false;
  if (rest.startsWith('\\')) return !/^\\[a-z0-9_]/i.test(rest);
  return /^[^a-z0-9_~.]/i.test(rest);
}

/** The body a reading was written as: inside `\b(?:…)`, and inside `notWarnedAgainst`'s look-ahead. */
function readingBody(source: string): string {
  const wrapped = source.slice('\\b(?:'.length, -1);
  if (!wrapped.startsWith('(?=(?:')) return wrapped;
  return wrapped.slice('(?=(?:'.length, skipGroup(wrapped, '(?='.length) - 1);
}

describe('further readings', () => {
  it('finds an alternative that begins with "$"', () => {
    expect(alternatives('a|\\$ ?\\d|(?:b|c)')).toEqual(['a', '\\$ ?\\d', '(?:b|c)']);
    expect(beginsWithNonWord('\\$ ?\\d+ fee')).toBe(true);
    expect(beginsWithNonWord('(?:\\$|#)\\d')).toBe(true);
    expect(beginsWithNonWord('(?<=\\$ ?)\\d')).toBe(false);
    expect(beginsWithNonWord('(?:\\$ ?)?\\d')).toBe(false);
    expect(beginsWithNonWord('pay \\$')).toBe(false);
    expect(readingBody('\\b(?:(?=(?:a|b))(?<!x)(?:a|b))')).toBe('a|b');
  });

  it('has no alternative that the word boundary before it keeps from matching', () => {
    for (const [id, reading] of FURTHER_READINGS) {
      const stranded = alternatives(readingBody(reading.source)).filter(beginsWithNonWord);
      expect(stranded, id).toEqual([]);
    }
  });
});
