import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n.js';

/**
 * Numbers, money and dates in the reader's language (issue 8): every figure the UI shows goes
 * through Intl with the current i18next language, never the browser's default locale, so a
 * Spanish page reads "1.234" and "22 de noviembre de 2026" whatever the computer is set to.
 */

// Building an Intl formatter costs far more than using one (tens of microseconds, more on a slow
// phone), and a list of fifty cards asked for two each: formatters are kept per language and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<Formatter extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => Formatter,
): Formatter {
  let formatter = formatters.get(key) as Formatter | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  kept(
    `number|${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, options),
  );

const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  kept(
    `date|${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, options),
  );

export function formatNumber(
  language: string,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(language, options).format(value);
}

/** US dollars, the currency of every amount the product shows (its data is about the US). */
export function formatMoney(
  language: string,
  dollars: number,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(language, { style: 'currency', currency: 'USD', ...options }).format(dollars);
}

/** `ratio` is a share of one: 0.25 → "25 %" in French, "25%" in English. */
export function formatPercent(language: string, ratio: number, maximumFractionDigits = 0): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits }).format(ratio);
}

export function formatDate(
  language: string,
  date: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return dateTimeFormat(language, options).format(new Date(date));
}

export function formatDateTime(language: string, date: Date | string | number): string {
  return formatDate(language, date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The helpers bound to the current language, for components. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return {
    language,
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      formatNumber(language, value, options),
    money: (dollars: number, options?: Intl.NumberFormatOptions) =>
      formatMoney(language, dollars, options),
    percent: (ratio: number, digits?: number) => formatPercent(language, ratio, digits),
    date: (date: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      formatDate(language, date, options),
    dateTime: (date: Date | string | number) => formatDateTime(language, date),
  };
}
