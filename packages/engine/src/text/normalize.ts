import { ANALYSIS_MAX_CHARS } from '@scambuddy/contracts';
import { foldForMatching, type FoldedText } from './fold.js';
import { stripHtml } from './html.js';

/**
 * Invisible characters scammers insert to split keywords ("gi\u200Bft card") or reorder text on
 * screen: zero-width spaces and joiners, soft hyphens, word joiners, the BOM and bidi controls.
 */
const INVISIBLE_CHARACTERS =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]|\u034F|\u17B4|\u17B5/g;

/** E-mail quote markers at line start ("> > text"); the quoted text itself is what was forwarded. */
const QUOTE_MARKERS = /^[ \t]{0,8}(?:>[ \t]?){1,12}/gm;

const LOOKS_LIKE_HTML = /<(?:html|body|div|p|br|table|a\s|span|font|td|img)\b/i;

export interface NormalisedText {
  /** Cleaned text people read: evidence quotes come from here. */
  display: string;
  /** Lower-cased, homoglyph- and leetspeak-folded text the signals and model read. */
  match: FoldedText;
  truncated: boolean;
}

/** Defeats the common evasions before any matching: HTML, quoting, NFKC, invisible characters. */
export function normaliseText(raw: string): NormalisedText {
  const truncated = raw.length > ANALYSIS_MAX_CHARS;
  let text = truncated ? raw.slice(0, ANALYSIS_MAX_CHARS) : raw;
  if (LOOKS_LIKE_HTML.test(text)) text = stripHtml(text);
  text = text.normalize('NFKC').replace(INVISIBLE_CHARACTERS, '');
  text = text.replace(/\r\n?/g, '\n').replace(QUOTE_MARKERS, '');
  return { display: text, match: foldForMatching(text), truncated };
}
