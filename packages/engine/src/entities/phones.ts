import type { PhoneEntity } from '@scambuddy/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Digit runs that could be phone numbers. Only these spans go to libphonenumber, which is far
 * slower than a regex when given the whole message. A run starts where the digits start (or after
 * a trunk "0", as in 07090201529): the last ten of a 13-digit confirmation number are no phone
 * number.
 */
export const PHONE_CANDIDATE =
  /(?<![1-9])(?<!\d0)(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b|\+\d{1,3}[\s.-]?\d{2,5}[\s.-]?\d{3,5}[\s.-]?\d{3,5}\b/g;
const MAX_PHONES = 20;
/**
 * What an order, account or claim number follows ("Order #8734120981", "Account no. 5551234567"):
 * ten digits there are a reference, not a number to call.
 */
const REFERENCE_BEFORE =
  /(?:#|\b(?:order|invoice|account|acct|tracking|reference|ref|claim|case|confirmation|member|policy)(?: (?:no|number|id|#))?[.:]?)\s?$/i;

export function extractPhones(display: string): PhoneEntity[] {
  const phones: PhoneEntity[] = [];
  const seen = new Set<string>();
  for (const match of display.matchAll(PHONE_CANDIDATE)) {
    if (phones.length >= MAX_PHONES) break;
    const raw = match[0];
    if (REFERENCE_BEFORE.test(display.slice(Math.max(0, match.index - 24), match.index))) continue;
    const parsed = parsePhoneNumberFromString(raw, 'US');
    if (!parsed?.isPossible()) continue;
    const e164 = parsed.number;
    if (seen.has(e164)) continue;
    seen.add(e164);
    phones.push({ raw, e164, tollFree: parsed.getType() === 'TOLL_FREE' });
  }
  return phones;
}
