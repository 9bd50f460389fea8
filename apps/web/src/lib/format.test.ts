import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from './format.js';

// Intl's separators include narrow no-break spaces; compare with ordinary spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting per language', () => {
  it('groups digits the way each language does', () => {
    expect(formatNumber('en', 1234567)).toBe('1,234,567');
    expect(formatNumber('de', 1234567)).toBe('1.234.567');
    expect(plain(formatNumber('fr', 1234567))).toBe('1 234 567');
    expect(formatNumber('hi', 1234567)).toBe('12,34,567');
    expect(formatNumber('ar', 12)).toMatch(/^(12|١٢)$/);
  });

  it('writes dollars in each language', () => {
    expect(formatMoney('en', 1500)).toBe('$1,500.00');
    expect(plain(formatMoney('es', 1500))).toMatch(/1500,00 US\$|1\.500,00 US\$/);
    expect(formatMoney('ja', 1500, { maximumFractionDigits: 0 })).toContain('1,500');
  });

  it('writes percentages and dates in each language', () => {
    expect(plain(formatPercent('fr', 0.25))).toBe('25 %');
    expect(formatPercent('en', 0.255, 1)).toBe('25.5%');
    const day = new Date(Date.UTC(2026, 10, 22, 12));
    expect(formatDate('en', day, { dateStyle: 'long', timeZone: 'UTC' })).toBe('November 22, 2026');
    expect(formatDate('es', day, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '22 de noviembre de 2026',
    );
    expect(formatDate('ru', day, { dateStyle: 'long', timeZone: 'UTC' })).toContain('ноября');
    expect(formatDateTime('de', day)).toContain('22.11.2026');
  });
});
