/**
 * Phone helpers for the contacts directory. The directory keeps each sourced phone field verbatim
 * and, beside it, the first plainly written number in it, formatted the way the results screen turns
 * into a call link (spec part 1 §5: 1-ddd-ddd-dddd).
 */

// Bounded quantifiers and fixed separators only: no nested repetition, so no catastrophic backtracking.
const NANP_NUMBER = /(?:\+?1[-. ]?)?\(?(\d{3})\)?[-. ]?(\d{3})[-. ](\d{4})(?!\d)/g;

/** Every North American number written with digits in `text`, as 1-ddd-ddd-dddd, in order. */
export function extractPhoneNumbers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(NANP_NUMBER)) {
    const [, area, exchange, line] = match;
    if (area && exchange && line) found.push(`1-${area}-${exchange}-${line}`);
  }
  return found;
}

/** The first digit-written number of a phone field (vanity spellings are skipped), if any. */
export function primaryPhoneNumber(phoneField: string): string | undefined {
  return extractPhoneNumbers(phoneField)[0];
}

/** Ten-digit national form of a number, dropping the country code 1, for comparisons. */
export function nationalDigits(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
