import { describe, expect, it } from 'vitest';
import { CONTACTS_DIRECTORY } from '../contacts/directory.js';
import { extractPhoneNumbers, nationalDigits } from '../contacts/phone.js';
import { extractPhones } from './phones.js';
import {
  givesOnlyOfficialNumbers,
  numbersGiven,
  OFFICIAL_NUMBERS,
  vanityDigits,
} from './official-numbers.js';

const onlyOfficial = (text: string): boolean => givesOnlyOfficialNumbers(text, extractPhones(text));

describe('official phone numbers', () => {
  it('come from the sourced directory, without the numbers it marks possibly stale', () => {
    expect(OFFICIAL_NUMBERS.has('8007721213')).toBe(true); // Social Security
    expect(OFFICIAL_NUMBERS.has('8773661121')).toBe(true); // Bank of America deposit accounts
    const stale = CONTACTS_DIRECTORY.entries.filter((entry) => entry.stale && entry.phone);
    expect(stale.length).toBeGreaterThan(0);
    for (const entry of stale) {
      for (const number of extractPhoneNumbers(entry.phone ?? '')) {
        const elsewhere = CONTACTS_DIRECTORY.entries.some(
          (other) =>
            !other.stale &&
            extractPhoneNumbers(other.phone ?? '')
              .map(nationalDigits)
              .includes(nationalDigits(number)),
        );
        expect(OFFICIAL_NUMBERS.has(nationalDigits(number))).toBe(elsewhere);
      }
    }
  });

  it('read the lettered numbers of the directory as the digits it prints beside them', () => {
    const lettered = /\b(?:1-)?(8\d\d)-((?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)*)\b/g;
    let agreeing = 0;
    for (const entry of CONTACTS_DIRECTORY.entries.filter((candidate) => !candidate.stale)) {
      const phone = entry.phone ?? '';
      const printed = extractPhoneNumbers(phone).map(nationalDigits);
      for (const match of phone.matchAll(lettered)) {
        const digits = vanityDigits(match[1] ?? '', match[2] ?? '') ?? '';
        expect(OFFICIAL_NUMBERS.has(digits)).toBe(true);
        if (printed.includes(digits)) agreeing += 1;
      }
    }
    // 1-800-MEDICARE, 1-877-FTC-HELP, 800-USBANKS, 1-800-MONEYGRAM … each printed in digits too.
    expect(agreeing).toBeGreaterThanOrEqual(10);
  });

  it('a message with only official numbers, written in digits or letters', () => {
    expect(onlyOfficial('Questions? Call 1-800-MEDICARE or 1-877-FTC-HELP.')).toBe(true);
    expect(onlyOfficial("If you didn't authorize this, call 877.366.1121.")).toBe(true);
    expect(onlyOfficial('Your transfer MTCN 1234567890 was picked up. Call 1-800-325-6000.')).toBe(
      true,
    );
  });

  it('not when any number is another one, or when there is none', () => {
    expect(onlyOfficial('Call 1-800-935-9935 or 1-855-702-3318 now.')).toBe(false);
    expect(onlyOfficial('Order flowers at 1-800-FLOWERS.')).toBe(false);
    expect(onlyOfficial('Your account is locked.')).toBe(false);
    expect(numbersGiven('an 800-pound gorilla', [])).toEqual([]);
  });
});
