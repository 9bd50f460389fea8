/** The check-digit rules that tell a real identifier from any run of digits. */

/** Luhn (mod 10), the check digit of every payment card number. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10. */
export function passesAba(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 10 === 0;
}

/** Social Security numbers never start with 000, 666 or 9, nor have group 00 or serial 0000. */
export function isPlausibleSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area.startsWith('9')) return false;
  return digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}
