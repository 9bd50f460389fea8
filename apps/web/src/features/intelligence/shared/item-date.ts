import type { DatePrecision, SnapshotAsOf } from '@scambuddy/contracts';
import { formatDate } from '../../../lib/format.js';

/**
 * An item's date shown only as precisely as its source stated it (decision 0020): a month-only
 * date reads "January 2026", never an invented day. Days and months are stored at UTC midnight,
 * so they are formatted in UTC; instants in the reader's own time zone.
 */
export function formatItemDate(
  iso: string | null,
  precision: DatePrecision | null,
  language: string,
): string | null {
  if (iso === null || precision === null) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (precision === 'month') {
    return formatDate(language, date, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  }
  if (precision === 'day') {
    return formatDate(language, date, { dateStyle: 'long', timeZone: 'UTC' });
  }
  return formatDate(language, date, { dateStyle: 'long', timeStyle: 'short' });
}

/** The snapshot's newest date ("2026-01" or "2026-01-15") at its own precision. */
export function formatSnapshotDate(snapshot: SnapshotAsOf, language: string): string {
  const iso = snapshot.precision === 'month' ? `${snapshot.date}-01` : snapshot.date;
  return formatItemDate(`${iso}T00:00:00.000Z`, snapshot.precision, language) ?? snapshot.date;
}
