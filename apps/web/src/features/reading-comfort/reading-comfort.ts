import { z } from 'zod';
import { STORAGE_KEYS, readStored, writeStored } from '../../lib/storage.js';

export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;

export const ReadingComfortSchema = z.object({
  textSize: z.enum(TEXT_SIZES),
  highContrast: z.boolean(),
});
export type ReadingComfort = z.infer<typeof ReadingComfortSchema>;
export type TextSize = ReadingComfort['textSize'];

export const DEFAULT_READING_COMFORT: ReadingComfort = { textSize: 'normal', highContrast: false };

/** Classes on <html>; index.css scales the root font size and swaps colour tokens with them. */
export const TEXT_SIZE_CLASSES: Record<TextSize, string | null> = {
  normal: null,
  large: 'text-size-large',
  larger: 'text-size-larger',
};
export const HIGH_CONTRAST_CLASS = 'high-contrast';

/** The saved settings, or the defaults when nothing valid is stored. */
export function parseReadingComfort(stored: string | null): ReadingComfort {
  if (stored === null) return DEFAULT_READING_COMFORT;
  try {
    const parsed = ReadingComfortSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_READING_COMFORT;
  } catch {
    return DEFAULT_READING_COMFORT;
  }
}

export function loadReadingComfort(): ReadingComfort {
  return parseReadingComfort(readStored(STORAGE_KEYS.readingComfort));
}

export function saveReadingComfort(settings: ReadingComfort): void {
  writeStored(STORAGE_KEYS.readingComfort, JSON.stringify(settings));
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
