/**
 * Whether a message reads as English. The signals and the model read English only: on a message
 * in another language they find nothing, and "nothing found" is no reason to say "Likely safe"
 * (a Spanish prize scam asking for a name and address scored 12 with "does not ask for personal
 * details" before this). Short texts (codes, names) count as English: too little to tell.
 */

/** Function words of English: the most common words of any English sentence. */
const ENGLISH = new Set(
  'the and to of a you your is in for this that on with we be are it have our will please not if at by from or can as my me all an do get has was but now no more'.split(
    ' ',
  ),
);

/**
 * Function words of the Latin-script languages the interface speaks (Spanish, French, German,
 * Portuguese, Italian) that are not English words and not common SMS shorthand ("da", "den").
 */
const OTHER = new Set(
  'el los las del que por para una con como pero más usted su sus le les et est pour vous votre nous dans une avec sur qui pas der die das und ist nicht sie wir ihr ihre eine zu mit von auf für sich dem des não uma com você seu sua che della sono questo questa lei suo'.split(
    ' ',
  ),
);

/** Fewer letters than this: too short to tell. */
const MIN_LETTERS = 20;
/** Fewer words than this: too short to tell. */
const MIN_WORDS = 6;
/** Share of the words that are another language's function words for that language to be read. */
const OTHER_SHARE = 0.08;
/**
 * The opening this many characters long says which language a message is in; reading all of a
 * 10 KB transcript cost 1.6 ms, a sixth of the engine's budget for it.
 */
const SAMPLE_CHARS = 1500;

const NOT_A_LETTER = /\P{L}/gu;

/**
 * Letters (code points), and how many of them are Latin: Latin letters with their accents end at
 * U+024F; Cyrillic, Arabic, Devanagari, CJK, Hangul and Thai come after. Counted over one string
 * of the letters, not an array of one string per letter (80 KB for a 10 KB transcript).
 */
function countLetters(text: string): { letters: number; latin: number } {
  const only = text.replace(NOT_A_LETTER, '');
  let letters = 0;
  let latin = 0;
  for (let i = 0; i < only.length; i += 1) {
    const code = only.charCodeAt(i);
    // A letter outside the Basic Multilingual Plane is two code units: one letter.
    if (code >= 0xd800 && code <= 0xdbff) i += 1;
    letters += 1;
    if (code <= 0x24f) latin += 1;
  }
  return { letters, latin };
}

export function readsAsEnglish(fullText: string): boolean {
  const text = fullText.slice(0, SAMPLE_CHARS);
  const { letters, latin } = countLetters(text);
  if (letters < MIN_LETTERS) return true;
  if (latin / letters < 0.5) return false;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < MIN_WORDS) return true;
  const english = words.filter((word) => ENGLISH.has(word)).length;
  const other = words.filter((word) => OTHER.has(word)).length;
  return !(other > english && other / words.length >= OTHER_SHARE);
}
