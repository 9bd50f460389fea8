/** Folded text plus, for each of its characters, the index of the display character it came from. */
export interface FoldedText {
  text: string;
  map: Int32Array;
}

/** Cyrillic and Greek letters that look like Latin ones ("раураl" written in Cyrillic). */
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ı: 'i',
  ℓ: 'l',
};

/**
 * Typographic quotes phones type by default ("don’t", "we’ll", “free”): read as the plain ones the
 * patterns spell, or every "don'?t" and "i'?m" misses a text written on an iPhone.
 */
const TYPOGRAPHIC: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u02bc': "'",
  '\u201c': '"',
  '\u201d': '"',
};

/** Digits and symbols used in place of letters ("g1ft c@rd"), folded only inside words. */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

const SPACED_SEPARATORS = new Set([32, 46, 45, 95, 42]);
/** Characters per `String.fromCharCode` call: well under any engine's argument limit. */
const CHUNK = 1024;

function isLetterCode(code: number | undefined): boolean {
  return code !== undefined && code >= 97 && code <= 122;
}

function isAlnumCode(code: number | undefined): boolean {
  return code !== undefined && ((code >= 97 && code <= 122) || (code >= 48 && code <= 57));
}

function foldNonAscii(ch: string): number {
  const lower = ch.toLowerCase();
  const first = lower.length === 1 ? lower : lower.charAt(0);
  if (first < '\u0080') return first.charCodeAt(0);
  const glyph = HOMOGLYPHS[first] ?? TYPOGRAPHIC[first];
  if (glyph) return glyph.charCodeAt(0);
  // Accented Latin letters fold to their base letter; other scripts are kept as they are.
  const base = first.normalize('NFD').charAt(0);
  return (base < '\u0080' ? base : first).charCodeAt(0);
}

/** "am"/"pm" or "st"/"nd"/"rd"/"th" ending a word: "before 5PM", "due the 5th" are no disguise. */
const TIME_OR_ORDINAL: ReadonlySet<string> = new Set(['am', 'pm', 'st', 'nd', 'rd', 'th']);

function isTimeOrOrdinal(
  first: number | undefined,
  second: number | undefined,
  after: number | undefined,
): boolean {
  if (first === undefined || second === undefined || isLetterCode(after)) return false;
  return TIME_OR_ORDINAL.has(String.fromCharCode(first, second));
}

function foldLeet(codes: Uint16Array): void {
  for (let i = 0; i < codes.length; i += 1) {
    const code = codes[i] ?? 0;
    // A table lookup: this runs for every character of every message.
    const replacement = code < 128 ? (LEET_CODES[code] ?? 0) : 0;
    if (replacement === 0) continue;
    const prev = i > 0 ? codes[i - 1] : undefined;
    const next = codes[i + 1];
    // A trailing digit can end a word ("paypa1"); a trailing symbol is punctuation ("now!").
    const isDigit = code >= 48 && code <= 57;
    const insideWord =
      isLetterCode(prev) && (isLetterCode(next) || (isDigit && !isAlnumCode(next)));
    const startsWord =
      !isAlnumCode(prev) &&
      isLetterCode(next) &&
      isLetterCode(codes[i + 2]) &&
      !(isDigit && isTimeOrOrdinal(next, codes[i + 2], codes[i + 3]));
    if (insideWord || startsWord) codes[i] = replacement;
  }
}

/** LEET by character code (ASCII only); 0 where a character is kept. */
const LEET_CODES: Uint16Array = (() => {
  const table = new Uint16Array(128);
  for (const [from, to] of Object.entries(LEET)) table[from.charCodeAt(0)] = to.charCodeAt(0);
  return table;
})();

/**
 * Marks for removal the separators inside runs of at least four single letters split by one
 * separator ("p a y p a l", "u.s.p.s"); a linear scan, because a regex for this backtracks
 * quadratically.
 */
function markSpacedLetters(codes: Uint16Array, keep: Uint8Array): void {
  let i = 0;
  while (i < codes.length) {
    const isRunStart = isLetterCode(codes[i]) && !(i > 0 && isAlnumCode(codes[i - 1]));
    if (!isRunStart) {
      i += 1;
      continue;
    }
    let end = i;
    let letters = 1;
    while (
      SPACED_SEPARATORS.has(codes[end + 1] ?? 0) &&
      isLetterCode(codes[end + 2]) &&
      !isAlnumCode(codes[end + 3])
    ) {
      end += 2;
      letters += 1;
    }
    if (letters >= 4 && !isAlnumCode(codes[i + 1])) {
      for (let k = i + 1; k < end; k += 2) keep[k] = 0;
    }
    i = end + 1;
  }
}

/**
 * How many code units of an emoji start at `i` (0 for none): the pictographs of U+1F000–1FAFF, the
 * symbols and dingbats of U+2600–27BF ("✔", "✈"), stars, and the joiners and selectors that dress
 * them.
 */
function emojiUnits(display: string, i: number): number {
  const code = display.charCodeAt(i);
  if (code >= 0xd83c && code <= 0xd83e) {
    const low = display.charCodeAt(i + 1);
    return low >= 0xdc00 && low <= 0xdfff ? 2 : 0;
  }
  const symbol = code >= 0x2600 && code <= 0x27bf;
  return symbol || code === 0x2b50 || code === 0x2b55 || code === 0xfe0f || code === 0x200d ? 1 : 0;
}

/**
 * Marks for removal the emoji between words, and the space after one that stood alone, so the
 * words read as they would without it: "Congratulations!! 🍀 You were picked" is "congratulations!!
 * you were picked" to every pattern that spans two words (a giveaway scam of round 1349–1362 was
 * missed for the clover alone). The display text keeps them; spans map back through `map`.
 */
function markEmoji(display: string, keep: Uint8Array): void {
  let i = 0;
  while (i < display.length) {
    if (emojiUnits(display, i) === 0) {
      i += 1;
      continue;
    }
    let end = i;
    for (;;) {
      const units = emojiUnits(display, end);
      if (units > 0) end += units;
      else if (display.charCodeAt(end) === 32 && emojiUnits(display, end + 1) > 0) end += 1;
      else break;
    }
    for (let k = i; k < end; k += 1) keep[k] = 0;
    const before = i === 0 ? 32 : display.charCodeAt(i - 1);
    if ((before === 32 || before === 10) && display.charCodeAt(end) === 32) keep[end] = 0;
    i = end;
  }
}

/**
 * A single line break inside a paragraph (e-mail wrapped at 72 columns) becomes a space, so a
 * sentence split over two lines still matches; blank lines still end a paragraph.
 */
function joinWrappedLines(codes: Uint16Array): void {
  for (let i = 0; i < codes.length; i += 1) {
    if (codes[i] === 10 && codes[i + 1] !== 10 && (i === 0 || codes[i - 1] !== 10)) codes[i] = 32;
  }
}

/**
 * Working arrays reused from one message to the next (the engine is synchronous: one set per
 * thread), so folding a 10 KB transcript allocates only its map and its text, not 50 KB more of
 * arrays for the garbage collector.
 */
let scratchCodes = new Uint16Array(0);
let scratchKeep = new Uint8Array(0);
let scratchKept = new Uint16Array(0);

function scratchOf(length: number): { codes: Uint16Array; keep: Uint8Array; kept: Uint16Array } {
  if (scratchCodes.length < length) {
    const capacity = Math.max(length, scratchCodes.length * 2);
    scratchCodes = new Uint16Array(capacity);
    scratchKeep = new Uint8Array(capacity);
    scratchKept = new Uint16Array(capacity);
  }
  return {
    codes: scratchCodes.subarray(0, length),
    keep: scratchKeep.subarray(0, length),
    kept: scratchKept.subarray(0, length),
  };
}

/**
 * The identity map (index i maps to i), grown as needed and never written after it is filled, so
 * every message that loses no character can share a view of it (40 KB for a 10 KB transcript).
 */
let identity = new Int32Array(0);

function identityMap(length: number): Int32Array {
  if (identity.length < length) {
    identity = new Int32Array(Math.max(length, identity.length * 2));
    for (let i = 0; i < identity.length; i += 1) identity[i] = i;
  }
  return identity.subarray(0, length);
}

/** Lower-case, fold homoglyphs, accents and leetspeak, and join spaced-out letters for matching. */
export function foldForMatching(display: string): FoldedText {
  const length = display.length;
  const { codes, keep, kept } = scratchOf(length);
  let symbols = false;
  for (let i = 0; i < length; i += 1) {
    const code = display.charCodeAt(i);
    if (code < 128) codes[i] = code >= 65 && code <= 90 ? code + 32 : code;
    else {
      codes[i] = foldNonAscii(display.charAt(i));
      if (code >= 0x200d) symbols = true;
    }
  }
  joinWrappedLines(codes);
  foldLeet(codes);
  keep.fill(1);
  markSpacedLetters(codes, keep);
  if (symbols) markEmoji(display, keep);
  let size = 0;
  for (let i = 0; i < length; i += 1) if (keep[i] !== 0) size += 1;
  // Most messages have no spaced-out letters: their map is the identity, shared, not built.
  const unchanged = size === length;
  const map = unchanged ? identityMap(length) : new Int32Array(size);
  size = 0;
  let surrogates = false;
  for (let i = 0; i < length; i += 1) {
    if (keep[i] === 0) continue;
    const code = codes[i] ?? 0;
    kept[size] = code;
    if ((code & 0xf800) === 0xd800) surrogates = true;
    if (!unchanged) map[size] = i;
    size += 1;
  }
  return { text: textOf(kept.subarray(0, size), surrogates), map };
}

const UTF16 = new TextDecoder('utf-16le', { ignoreBOM: true });
/** A `Uint16Array`'s bytes are in the machine's order; the decoder reads little-endian only. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * The string of `codes`. The decoder builds it in one step (0.03 ms for 10 KB) but would replace
 * a lone surrogate with U+FFFD, so text with surrogates is built by `String.fromCharCode`, a chunk
 * at a time (`apply` takes the typed array as it is; a spread walks it through the iterator
 * protocol, which cost 0.7 ms of a 10 KB transcript's 11 ms).
 */
function textOf(codes: Uint16Array, surrogates: boolean): string {
  if (!surrogates && LITTLE_ENDIAN) return UTF16.decode(codes);
  let text = '';
  for (let from = 0; from < codes.length; from += CHUNK) {
    const chunk = codes.subarray(from, Math.min(codes.length, from + CHUNK));
    text += String.fromCharCode.apply(null, chunk as unknown as number[]);
  }
  return text;
}
