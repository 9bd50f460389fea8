/**
 * The one written form of an address or number, so "Ann@Example.COM" and "ann@example.com", or
 * "(555) 123-4567" and "+15551234567", are the same sender. Pure.
 */

export function normaliseEmail(address: string): string {
  return address.trim().toLowerCase();
}

/** E.164: ten US digits get +1; other numbers must already carry their country code. */
export function normalisePhone(number: string): string | null {
  const trimmed = number.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  if (trimmed.startsWith('+'))
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
