import { PREFERENCE_COOKIES } from '@scambuddy/contracts';
import { setPreferenceCookie } from '../../lib/preference-cookies.js';
import { STORAGE_KEYS, readStored, writeStored } from '../../lib/storage.js';

export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export interface ReadingComfort {
  textSize: TextSize;
  highContrast: boolean;
}

export const DEFAULT_READING_COMFORT: ReadingComfort = { textSize: 'normal', highContrast: false };

/** Classes on <html>; index.css scales the root font size and swaps colour tokens with them. */
export const TEXT_SIZE_CLASSES: Record<TextSize, string | null> = {
  normal: null,
  large: 'text-size-large',
  larger: 'text-size-larger',
};
export const HIGH_CONTRAST_CLASS = 'high-contrast';

/**
 * The two settings from stored JSON, or null when either is missing or wrong. Checked by hand, not
 * with zod: this runs before the first paint and zod is not part of the home page's download
 * (issue 9).
 */
function readSettings(value: unknown): ReadingComfort | null {
  if (typeof value !== 'object' || value === null) return null;
  const { textSize, highContrast } = value as Record<string, unknown>;
  const size = TEXT_SIZES.find((candidate) => candidate === textSize);
  if (size === undefined || typeof highContrast !== 'boolean') return null;
  return { textSize: size, highContrast };
}

/** The saved settings, or the defaults when nothing valid is stored. */
export function parseReadingComfort(stored: string | null): ReadingComfort {
  if (stored === null) return DEFAULT_READING_COMFORT;
  try {
    return readSettings(JSON.parse(stored)) ?? DEFAULT_READING_COMFORT;
  } catch {
    return DEFAULT_READING_COMFORT;
  }
}

export function loadReadingComfort(): ReadingComfort {
  return parseReadingComfort(readStored(STORAGE_KEYS.readingComfort));
}

export function saveReadingComfort(settings: ReadingComfort): void {
  writeStored(STORAGE_KEYS.readingComfort, JSON.stringify(settings));
  mirrorReadingComfortCookie(settings);
}

/** Mirrors "not the default" into the cookie the server reads (decision 0046). */
export function mirrorReadingComfortCookie(settings: ReadingComfort): void {
  const isDefault =
    settings.textSize === DEFAULT_READING_COMFORT.textSize &&
    settings.highContrast === DEFAULT_READING_COMFORT.highContrast;
  setPreferenceCookie(PREFERENCE_COOKIES.readingComfort, isDefault ? null : '1');
}

export function applyReadingComfort(
  settings: ReadingComfort,
  root: HTMLElement = document.documentElement,
): void {
  for (const className of Object.values(TEXT_SIZE_CLASSES)) {
    if (className) root.classList.remove(className);
  }
  const sizeClass = TEXT_SIZE_CLASSES[settings.textSize];
  if (sizeClass) root.classList.add(sizeClass);
  root.classList.toggle(HIGH_CONTRAST_CLASS, settings.highContrast);
}
