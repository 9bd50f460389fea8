import type { PhoneEntity } from '@scambuddy/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Digit runs that could be phone numbers. Only these spans go to libphonenumber, which is far
 * slower than a regex when given the whole message.
 */
export const PHONE_CANDIDATE =
  /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b|\+\d{1,3}[\s.-]?\d{2,5}[\s.-]?\d{3,5}[\s.-]?\d{3,5}\b/g;
const MAX_PHONES = 20;

export function extractPhones(display: string): PhoneEntity[] {
  const phones: PhoneEntity[] = [];
  const seen = new Set<string>();
  for (const match of display.matchAll(PHONE_CANDIDATE)) {
    if (phones.length >= MAX_PHONES) break;
    const raw = match[0];
    const parsed = parsePhoneNumberFromString(raw, 'US');
    if (!parsed?.isPossible()) continue;
    const e164 = parsed.number;
    if (seen.has(e164)) continue;
    seen.add(e164);
    phones.push({ raw, e164, tollFree: parsed.getType() === 'TOLL_FREE' });
  }
  return phones;
}
