/**
 * Characters that change how text looks or reads without being seen (issue 18, item 8): zero-width
 * spaces and joiners used to slip words past a filter, and the bidirectional overrides, embeddings
 * and isolates that make "moc.evil" display as "live.com". They are removed from what people post
 * before it is stored or shown. Left alone: the left-to-right and right-to-left marks (U+200E,
 * U+200F, U+061C), which mixed Arabic and English text needs and which reorder nothing by
 * themselves, and tabs and line breaks.
 */
const ALWAYS_INVISIBLE =
  // C0 and C1 controls except tab, line feed and carriage return; DEL; soft hyphen; Mongolian
  // vowel separator; zero-width space; word joiner and invisible operators; bidi embeddings,
  // overrides and isolates; the byte-order mark; interlinear annotation marks.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u180E\u200B\u2060-\u2064\u202A-\u202E\u2066-\u2069\uFEFF\uFFF9-\uFFFB]/gu;

/**
 * The zero-width joiner and non-joiner shape emoji sequences and Indic and Persian writing, so they
 * stay there; beside a Latin letter, digit or sign they only hide a word.
 */
const JOINER_BESIDE_ASCII =
  /(?<=[\u0021-\u007E])[\u200C\u200D]+|[\u200C\u200D]+(?=[\u0021-\u007E])/gu;

/** The text without invisible controls (see above); everything visible is kept as it was. */
export function stripInvisibleControls(text: string): string {
  return text.replace(ALWAYS_INVISIBLE, '').replace(JOINER_BESIDE_ASCII, '');
}

/** Every zero-width joiner and non-joiner too: for matching a text, never for showing it. */
export function stripAllZeroWidth(text: string): string {
  return stripInvisibleControls(text).replace(/[\u200C\u200D]/gu, '');
}
