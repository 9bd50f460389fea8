import type { DatePrecision } from '@scambuddy/contracts';

/** A date as a source stated it: an ISO instant in UTC and how much of it the source gave. */
export interface StatedDate {
  iso: string;
  precision: DatePrecision;
}

/** Zero-based month of a three-letter English month abbreviation (lower case), as feeds write them. */
export const MONTH_INDEX: Readonly<Record<string, number>> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

// RFC 822 zone names (RFC 822 §5.1); military single letters are too ambiguous to trust.
const ZONE_OFFSET_MINUTES: Readonly<Record<string, number>> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
};

// "Mon, 14 Apr 2025 11:56:30 +0000"; weekday optional, seconds optional, two-digit years allowed.
const RFC_822 =
  /^(?:[A-Za-z]{3},?\s+)?(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{2}|\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[A-Za-z]{1,4})?$/;

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

function zoneOffsetMinutes(zone: string | undefined): number | null {
  if (zone === undefined) return 0;
  const numeric = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3]);
    return numeric[1] === '-' ? -minutes : minutes;
  }
  return ZONE_OFFSET_MINUTES[zone.toUpperCase()] ?? null;
}

function isRealDay(year: number, monthIndex: number, day: number): boolean {
  const date = new Date(Date.UTC(year, monthIndex, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === monthIndex && date.getUTCDate() === day
  );
}

function instant(
  parts: { year: number; monthIndex: number; day: number; hour: number; minute: number },
  second: number,
  offsetMinutes: number,
): StatedDate | null {
  const { year, monthIndex, day, hour, minute } = parts;
  if (!isRealDay(year, monthIndex, day) || hour > 23 || minute > 59 || second > 60) return null;
  const utcMs = Date.UTC(year, monthIndex, day, hour, minute, Math.min(second, 59));
  return { iso: new Date(utcMs - offsetMinutes * 60_000).toISOString(), precision: 'instant' };
}

function parseRfc822(text: string): StatedDate | null {
  const match = RFC_822.exec(text);
  if (!match) return null;
  const [, day, monthName, yearText, hour, minute, second, zone] = match;
  const monthIndex = MONTH_INDEX[(monthName ?? '').toLowerCase()];
  const offset = zoneOffsetMinutes(zone);
  if (monthIndex === undefined || offset === null) return null;
  // RFC 822 two-digit years: RFC 2822 §4.3 reads 00-49 as 20xx and 50-99 as 19xx.
  const shortYear = Number(yearText);
  const year = yearText?.length === 2 ? (shortYear < 50 ? 2000 : 1900) + shortYear : shortYear;
  return instant(
    { year, monthIndex, day: Number(day), hour: Number(hour), minute: Number(minute) },
    Number(second ?? 0),
    offset,
  );
}

function parseIso(text: string): StatedDate | null {
  const full = ISO_INSTANT.exec(text);
  if (full) {
    const [, year, month, day, hour, minute, second, fraction, zone] = full;
    const offset = zoneOffsetMinutes(zone);
    if (offset === null) return null;
    const parsed = instant(
      {
        year: Number(year),
        monthIndex: Number(month) - 1,
        day: Number(day),
        hour: Number(hour),
        minute: Number(minute),
      },
      Number(second ?? 0),
      offset,
    );
    if (parsed === null || fraction === undefined) return parsed;
    const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
    return { ...parsed, iso: new Date(Date.parse(parsed.iso) + ms).toISOString() };
  }
  const day = ISO_DAY.exec(text);
  if (day) {
    const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    if (!isRealDay(year, month, dayOfMonth)) return null;
    return {
      iso: new Date(Date.UTC(year, month, dayOfMonth)).toISOString(),
      precision: 'day',
    };
  }
  const month = ISO_MONTH.exec(text);
  if (month) {
    const [year, monthIndex] = [Number(month[1]), Number(month[2]) - 1];
    if (monthIndex < 0 || monthIndex > 11) return null;
    return { iso: new Date(Date.UTC(year, monthIndex, 1)).toISOString(), precision: 'month' };
  }
  return null;
}

/**
 * Reads a feed or snapshot date: RFC 822 (RSS pubDate), ISO 8601 instants (Atom, dc:date), and
 * the ISO day and month forms the snapshot uses. Anything else is null: an unreadable date is
 * reported as missing, never guessed.
 */
export function parseStatedDate(raw: string | null | undefined): StatedDate | null {
  const text = raw?.trim();
  if (!text) return null;
  return parseIso(text) ?? parseRfc822(text);
}
