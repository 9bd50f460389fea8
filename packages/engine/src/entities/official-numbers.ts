import type { PhoneEntity } from '@scambuddy/contracts';
import { CONTACTS_DIRECTORY } from '../contacts/directory.js';
import { extractPhoneNumbers, nationalDigits } from '../contacts/phone.js';
import { OFFICIAL_DOMAINS } from './official-domains.js';

/** A toll-free number spelled in letters, as agencies print theirs: 1-800-MEDICARE, 1-888-CALL-FCC. */
const VANITY_NUMBER =
  /\b(?:1[-. ]?)?\(?(8[0-9]{2})\)?[-. ]((?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*)\b/gi;

const KEYPAD: Readonly<Record<string, string>> = Object.fromEntries(
  ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'].flatMap((letters, index) =>
    [...letters].map((letter) => [letter, String(index + 2)]),
  ),
);

/** Ten digits of a lettered number, as a keypad dials it (letters past the seventh are not dialled). */
export function vanityDigits(areaCode: string, spelled: string): string | null {
  const digits = [...spelled.toLowerCase().replace(/-/g, '')]
    .map((character) => KEYPAD[character] ?? character)
    .join('');
  return digits.length >= 7 ? areaCode + digits.slice(0, 7) : null;
}

/**
 * Ten digits no North American phone can have (area code or exchange starting 0 or 1): an order
 * or money-transfer number ("MTCN 1234567890"), not a number to call.
 */
const ORDER_NUMBER_LIKE = /^(?:[01]\d{9}|\d{3}[01]\d{6})$/;

/** The lettered numbers of a text, as ten digits. */
function lettered(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(VANITY_NUMBER)) {
    const digits = vanityDigits(match[1] ?? '', match[2] ?? '');
    if (digits !== null) found.push(digits);
  }
  return found;
}

/** Every number a message gives, as ten digits: the ones written in digits, then lettered ones. */
export function numbersGiven(display: string, phones: readonly PhoneEntity[]): string[] {
  const given = phones
    .flatMap((phone) => (phone.e164 === null ? [] : [nationalDigits(phone.e164)]))
    .filter((digits) => !ORDER_NUMBER_LIKE.test(digits));
  return [...given, ...lettered(display)];
}

/** The message gives at least one phone number, and every one it gives is an official one. */
export function givesOnlyOfficialNumbers(display: string, phones: readonly PhoneEntity[]): boolean {
  const given = numbersGiven(display, phones);
  return given.length > 0 && given.every((digits) => OFFICIAL_NUMBERS.has(digits));
}

/**
 * Ten digits of an official number → whose it is: the customer-service numbers companies print on
 * their own contact pages (official-domains.json), then the directory's entries, whose names
 * ("Bank of America - fraud") win where both hold a number.
 */
const OWNERS: ReadonlyMap<string, string> = new Map([
  ...OFFICIAL_DOMAINS.flatMap((entry) =>
    (entry.phones ?? [])
      .flatMap((phone) => extractPhoneNumbers(phone).map(nationalDigits))
      .map((digits) => [digits, entry.name] as const),
  ),
  ...CONTACTS_DIRECTORY.entries
    .filter((entry) => !entry.stale)
    .flatMap((entry) =>
      [
        ...extractPhoneNumbers(entry.phone ?? '').map(nationalDigits),
        ...lettered(entry.phone ?? ''),
      ].map((digits) => [digits, entry.name] as const),
    ),
]);

/** Whose official number this is (ten digits), from the lists above; undefined if none. */
export function officialNumberOwner(digits: string): string | undefined {
  return OWNERS.get(nationalDigits(digits));
}

/**
 * The phone numbers of agencies, banks and money-transfer companies that the reviewed contacts
 * directory holds from its sources (data/contacts.json: USA.gov, the agencies' and the banks' own
 * fraud pages), and the customer-service numbers of official-domains.json. A message that asks
 * you to call one of these asks you to call the organisation itself: that is the advice we give,
 * whoever sent the message, so it is no callback trap. A number the source marks possibly stale
 * is left out: it may have been given to someone else.
 */
export const OFFICIAL_NUMBERS: ReadonlySet<string> = new Set(OWNERS.keys());
