/** Formatting shared by the admin tabs, in the reader's language. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A 0–1 share as a percent with up to two decimals. */
export function formatShare(value: number | undefined, language: string): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    value,
  );
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
