import type { PiiType } from '@scambuddy/contracts';
import { isPlausibleSsn, passesAba, passesLuhn } from './checksums.js';

/** What the words just before a number say it is. */
export type NumberContext =
  | 'ssn'
  | 'routing_number'
  | 'credit_card'
  | 'pin'
  | 'one_time_code'
  | 'bank_account'
  | 'medicare'
  | 'phone';

/**
 * Words that name what a number is. The nearest one before the number wins, so "your account is
 * locked, call us at …" reads as a phone number. "number" alone is weak: it only counts when no
 * other word is there ("social security number" is an SSN, not a phone).
 */
const STRONG_KEYWORDS: ReadonlyArray<readonly [RegExp, NumberContext]> = [
  [/\b(?:social security|social|ssn|s s n)\b/g, 'ssn'],
  [/\b(?:routing|aba|transit)\b/g, 'routing_number'],
  [
    /\b(?:card|cards|visa|mastercard|master card|amex|american express|discover|debit|credit)\b/g,
    'credit_card',
  ],
  [/\b(?:pin|pins|passcode|pass code)\b/g, 'pin'],
  [
    /\b(?:code|codes|one[- ]time|otp|verification|verify|confirmation|security code)\b/g,
    'one_time_code',
  ],
  [/\b(?:account|acct|checking|savings)\b/g, 'bank_account'],
  [/\b(?:medicare|mbi|beneficiary)\b/g, 'medicare'],
  [
    /\b(?:phone|cell|mobile|call|calling|called|reach|text|dial|fax|telephone|landline)\b/g,
    'phone',
  ],
];
const WEAK_PHONE_KEYWORD = /\b(?:number|no\.|#)/;

/** How far back the context reaches; a previous item found in the text also ends it. */
export const CONTEXT_WINDOW_CHARS = 60;

export function readNumberContext(window: string): NumberContext | null {
  const lower = window.toLowerCase();
  let best: { at: number; context: NumberContext } | null = null;
  for (const [pattern, context] of STRONG_KEYWORDS) {
    for (const match of lower.matchAll(pattern)) {
      const at = match.index + match[0].length;
      if (best === null || at > best.at) best = { at, context };
    }
  }
  if (best !== null) return best.context;
  return WEAK_PHONE_KEYWORD.test(lower) ? 'phone' : null;
}

export interface NumberCandidate {
  digits: string;
  /** The text as written, for shape rules such as 123-45-6789. */
  written: string;
  spoken: boolean;
  hasExtension: boolean;
}

const PHONE_SHAPE =
  /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?:\s?(?:x|ext\.?)\s?\d{1,6})?$/i;

/**
 * Decides what a run of digits is: the context first when the length fits it, then the shape and
 * check digits (Luhn for cards, the ABA rule for routing numbers, the SSN allocation rules).
 */
export function classifyNumber(
  candidate: NumberCandidate,
  context: NumberContext | null,
): PiiType | null {
  const { digits, written } = candidate;
  const length = digits.length;
  const fromContext = classifyByContext(digits, context);
  if (fromContext !== null) return fromContext;

  if (/^\d{3}-\d{2}-\d{4}$/.test(written.trim())) return 'ssn';
  if (candidate.hasExtension || PHONE_SHAPE.test(written.trim())) return 'phone';
  if (length >= 13 && length <= 19 && passesLuhn(digits)) return 'credit_card';
  if (length === 10 || (length === 11 && digits.startsWith('1'))) return 'phone';
  if (length === 9) return !isPlausibleSsn(digits) && passesAba(digits) ? 'routing_number' : 'ssn';
  if (length >= 8 && length <= 17) return 'bank_account';
  if (candidate.spoken && length >= 4) return 'spoken_number';
  return null;
}

function classifyByContext(digits: string, context: NumberContext | null): PiiType | null {
  const length = digits.length;
  switch (context) {
    case 'ssn':
      return length === 9 ? 'ssn' : null;
    case 'routing_number':
      return length === 9 ? 'routing_number' : null;
    case 'credit_card':
      return length >= 12 && length <= 19 ? 'credit_card' : null;
    case 'pin':
      return length >= 4 && length <= 8 ? 'pin' : null;
    case 'one_time_code':
      return length >= 4 && length <= 8 ? 'one_time_code' : null;
    case 'bank_account':
      return length >= 4 && length <= 17 ? 'bank_account' : null;
    case 'phone':
      return length === 7 || length === 10 || (length === 11 && digits.startsWith('1'))
        ? 'phone'
        : null;
    case 'medicare':
    case null:
      return null;
  }
}
