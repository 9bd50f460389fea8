import type { PiiType } from '@scambuddy/contracts';
import {
  CONTEXT_WINDOW_CHARS,
  classifyNumber,
  readNumberContext,
  type NumberCandidate,
} from './context.js';
import {
  ADDRESS_AFTER_CONTEXT,
  BIRTH_CONTEXT,
  DATES,
  EMAIL,
  MBI,
  NAME_INTRO,
  SPOKEN_EMAIL,
  STREET_ADDRESS,
} from './patterns.js';
import { ClaimedSpans, type PiiSpan } from './span.js';
import { findSpokenDigitRuns } from './spoken-digits.js';

export interface DetectOptions {
  /**
   * A full date at least 18 years before this year is read as a date of birth even without
   * "born" near it (a transcript's other dates are recent: payments, calls, deadlines).
   */
  referenceYear: number;
}

/**
 * Finds every piece of personal information in a transcript. Fixed shapes go first (e-mail,
 * Medicare numbers, dates, street addresses, names after "my name is"), so the numbers inside
 * them are not read again; then every written or spoken number is classified by its context.
 */
export function detectPii(text: string, options: DetectOptions): PiiSpan[] {
  const claimed = new ClaimedSpans();
  claimAll(claimed, text, EMAIL, 'email');
  claimAll(claimed, text, SPOKEN_EMAIL, 'email');
  claimAll(claimed, text, MBI, 'medicare');
  claimDatesOfBirth(claimed, text, options.referenceYear);
  claimAddresses(claimed, text);
  claimNames(claimed, text);
  claimNumbers(claimed, text);
  return claimed.sorted();
}

function claimAll(claimed: ClaimedSpans, text: string, pattern: RegExp, type: PiiType): void {
  for (const match of text.matchAll(pattern)) {
    claimed.claim({ start: match.index, end: match.index + match[0].length, type });
  }
}

function claimDatesOfBirth(claimed: ClaimedSpans, text: string, referenceYear: number): void {
  for (const pattern of DATES) {
    for (const match of text.matchAll(pattern)) {
      const year = Number(match[1]);
      // Only the same sentence counts: "born on …. It was on <date>" is not a second birth date.
      const before = sameSentence(text.slice(Math.max(0, match.index - 40), match.index));
      const span = { start: match.index, end: match.index + match[0].length };
      if (BIRTH_CONTEXT.test(before) || year <= referenceYear - 18) {
        claimed.claim({ ...span, type: 'date_of_birth' });
      } else {
        // A recent date (a payment, a deadline) is not personal; its digits are no number either.
        claimed.ignore(span);
      }
    }
  }
}

function sameSentence(window: string): string {
  return window.slice(window.search(/[.!?]\s[^.!?]*$/) + 1);
}

function claimAddresses(claimed: ClaimedSpans, text: string): void {
  for (const match of text.matchAll(ADDRESS_AFTER_CONTEXT)) {
    const address = match[1] ?? '';
    const start = match.index + match[0].length - address.length;
    claimed.claim({ start, end: start + address.length, type: 'address' });
  }
  claimAll(claimed, text, STREET_ADDRESS, 'address');
}

/** Words that follow "my name is" in speech but are not a name. */
const NOT_NAME_WORDS = new Set([
  'and',
  'i',
  'im',
  "i'm",
  'calling',
  'from',
  'with',
  'the',
  'a',
  'an',
  'at',
  'but',
  'so',
  'um',
  'uh',
  'here',
  'is',
  'was',
  'not',
  'just',
  'my',
  'me',
  'your',
  'you',
  'on',
  'in',
  'of',
  'to',
  'this',
  'that',
  'it',
  'and',
  'or',
  'ok',
  'okay',
  'yes',
  'no',
  'sir',
  'maam',
  'ma’am',
  "ma'am",
]);
const CAPITALISED_NAME = /^[A-Z][A-Za-z'’-]*\.?(?:\s+[A-Z][A-Za-z'’-]*\.?){0,3}/;
const LOWERCASE_WORDS = /^[a-z'’-]+(?:\s+[a-z'’-]+)?/;

function claimNames(claimed: ClaimedSpans, text: string): void {
  for (const intro of text.matchAll(NAME_INTRO)) {
    const start = intro.index + intro[0].length;
    const rest = text.slice(start);
    const capitalised = CAPITALISED_NAME.exec(rest);
    if (capitalised) {
      claimed.claim({ start, end: start + capitalised[0].length, type: 'name' });
      continue;
    }
    // Lower-case speech-to-text output: up to two words, stopping at the first that is no name.
    const words = LOWERCASE_WORDS.exec(rest)?.[0].split(/\s+/) ?? [];
    const kept: string[] = [];
    for (const word of words) {
      if (NOT_NAME_WORDS.has(word)) break;
      kept.push(word);
    }
    if (kept.length > 0) claimed.claim({ start, end: start + kept.join(' ').length, type: 'name' });
  }
}

/** A written number: digits with single spaces, dots, dashes or brackets between, and "x123". */
const WRITTEN_NUMBER =
  /(?<![\w$,./:])(?:\+?1[\s.-]?)?\(?\d(?:[ .-]?\(?\d|\)[ .-]?\d)*(?:\s?(?:x|ext\.?)\s?\d{1,6})?(?![\w]|[.,/:]\d)/gi;

interface LocatedCandidate extends NumberCandidate {
  start: number;
  end: number;
}

function claimNumbers(claimed: ClaimedSpans, text: string): void {
  const candidates: LocatedCandidate[] = [];
  for (const run of findSpokenDigitRuns(text)) {
    if (claimed.overlaps(run.start, run.end)) continue;
    const written = text.slice(run.start, run.end);
    candidates.push({ ...run, written, spoken: true, hasExtension: false });
  }
  for (const match of text.matchAll(WRITTEN_NUMBER)) {
    const start = match.index;
    const end = start + match[0].length;
    if (claimed.overlaps(start, end) || candidates.some((c) => start < c.end && c.start < end))
      continue;
    const hasExtension = /\d\s?(?:x|ext\.?)\s?\d/i.test(match[0]);
    const main = hasExtension ? match[0].replace(/\s?(?:x|ext\.?)\s?\d+$/i, '') : match[0];
    candidates.push({
      start,
      end,
      written: main,
      digits: main.replace(/\D/g, ''),
      spoken: false,
      hasExtension,
    });
  }
  candidates.sort((a, b) => a.start - b.start);
  for (const candidate of candidates) {
    const type = classifyNumber(
      candidate,
      readNumberContext(windowBefore(claimed, text, candidate.start)),
    );
    if (type !== null) claimed.claim({ start: candidate.start, end: candidate.end, type });
  }
}

/** The text before a number back to the window's length or the end of the last item found. */
function windowBefore(claimed: ClaimedSpans, text: string, start: number): string {
  let from = Math.max(0, start - CONTEXT_WINDOW_CHARS);
  for (const span of claimed.spans) if (span.end <= start && span.end > from) from = span.end;
  return text.slice(from, start);
}
