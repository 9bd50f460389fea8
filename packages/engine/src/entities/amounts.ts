import type { AmountEntity } from '@scambuddy/contracts';

/** "$1,500.00", "$ 200", "500 dollars", "£250", "€1.000": thousands separators are literal commas. */
export const AMOUNT =
  /([$£€])\s?(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?\b|\b(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?\s?(dollars|usd|bucks)\b/gi;

const CURRENCY_BY_SYMBOL: Readonly<Record<string, string>> = { $: 'USD', '£': 'GBP', '€': 'EUR' };
const MAX_AMOUNTS = 30;

export function extractAmounts(display: string): AmountEntity[] {
  const amounts: AmountEntity[] = [];
  for (const match of display.matchAll(AMOUNT)) {
    if (amounts.length >= MAX_AMOUNTS) break;
    const whole = match[2] ?? match[4] ?? '0';
    const cents = match[3] ?? match[5] ?? '0';
    const value = Number(`${whole.replace(/,/g, '')}.${cents}`);
    const currency = match[1] ? (CURRENCY_BY_SYMBOL[match[1]] ?? 'USD') : 'USD';
    if (Number.isFinite(value)) amounts.push({ raw: match[0], value, currency });
  }
  return amounts;
}
