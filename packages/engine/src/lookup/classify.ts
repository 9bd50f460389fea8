import { checkPhone, phoneDigits, type PhoneLookup } from './phone-checks.js';
import { checkDomain, type DomainLookup } from './domain-checks.js';

export type LookupTarget = PhoneLookup | DomainLookup;

/** Characters a phone number is written with: digits, spaces, + ( ) . - and dashes. */
const PHONE_SHAPE = /^(?:tel:)?\s*\+?[\d\s().\u2010-\u2015-]+$/i;

/**
 * What a lookup query is: a phone number (written only with digits and the usual separators,
 * at least three digits) or a web address (a host with a public ending, or an IP address). Null
 * for anything else, which the server refuses with a plain message.
 */
export function classifyLookup(query: string): LookupTarget | null {
  const text = query.trim();
  if (text.length === 0) return null;
  if (PHONE_SHAPE.test(text)) {
    const digits = phoneDigits(text);
    if (digits.length < 3 || digits.length > 15) return null;
    // A dotted quad is an IP address, not a number.
    if (!/^\d{1,3}(?:\.\d{1,3}){3}$/.test(text)) return checkPhone(text.replace(/^tel:/i, ''));
  }
  // An e-mail address is neither; its domain alone would answer a different question.
  if (/^[^\s@/]+@[^\s@]+$/.test(text) || /\s/.test(text)) return null;
  return checkDomain(text);
}
