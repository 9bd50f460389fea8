import { describe, expect, it } from 'vitest';
import { extractPhoneNumbers, nationalDigits, primaryPhoneNumber } from './phone.js';

describe('phone helpers', () => {
  it.each([
    ['1-877-382-4357 (1-877-FTC-HELP); TTY 1-866-653-4261', ['1-877-382-4357', '1-866-653-4261']],
    ['(602) 542-5763 (Phoenix); (800) 352-8431', ['1-602-542-5763', '1-800-352-8431']],
    ['Consumer credit card 1.800.472.7970', ['1-800-472-7970']],
    ['877-908-3360', ['1-877-908-3360']],
    ['1-866-9NO-SCAM (1-866-966-7226)', ['1-866-966-7226']],
    ['1-866-PACOMPLAINT; consumer@pa.gov', []],
    ['account 12345678901234', []],
  ])('finds the digit-written numbers in %j', (text, expected) => {
    expect(extractPhoneNumbers(text)).toEqual(expected);
  });

  it('takes the first digit-written number as the primary one, skipping vanity spellings', () => {
    expect(primaryPhoneNumber('1-800-HHS-TIPS (1-800-447-8477); TTY 1-800-377-4950')).toBe(
      '1-800-447-8477',
    );
    expect(primaryPhoneNumber('1-866-PACOMPLAINT')).toBeUndefined();
  });

  it('compares numbers by their ten national digits', () => {
    expect(nationalDigits('1-800-269-0271')).toBe('8002690271');
    expect(nationalDigits('(800) 269-0271')).toBe('8002690271');
    expect(nationalDigits('+1 800 269 0271')).toBe('8002690271');
  });

  it('stays fast on long adversarial input', () => {
    const started = performance.now();
    extractPhoneNumbers('1-'.repeat(50_000) + '(1'.repeat(25_000));
    expect(performance.now() - started).toBeLessThan(50);
  });
});
