import { PII_PLACEHOLDERS, type PiiItem } from '@scambuddy/contracts';
import { detectPii, type DetectOptions } from './detect.js';

export interface FilteredText {
  /** The text with each piece of personal information replaced by its placeholder, e.g. [SSN]. */
  filteredText: string;
  /** One entry per piece removed, in reading order: its kind only, never its value. */
  piiItems: PiiItem[];
}

/** Removes personal information from a transcript (pure: same text in, same text out). */
export function filterPii(
  text: string,
  options: DetectOptions = { referenceYear: new Date().getUTCFullYear() },
): FilteredText {
  const spans = detectPii(text, options);
  let filteredText = '';
  let position = 0;
  for (const span of spans) {
    filteredText += text.slice(position, span.start) + PII_PLACEHOLDERS[span.type];
    position = span.end;
  }
  filteredText += text.slice(position);
  return { filteredText, piiItems: spans.map((span) => ({ type: span.type })) };
}
