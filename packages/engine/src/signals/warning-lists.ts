import type { FoldedText } from '../text/fold.js';

/**
 * A line that heads a list of what an organisation never does, or of what scammers do: "The IRS
 * does not:", "Social Security will never:", "Your bank won't:", "Scammers may:", "Warning signs:".
 * "Do not:" and "You will never:" are left out: a scammer's instructions read so ("Do not: - tell
 * the teller"). The header may end a paragraph's line ("…delivered by the Postal Service. The IRS
 * does not:"): only its last sentence is read as the header (decision 0100).
 */
const LIST_HEADER =
  /^(?:[^\n]*[.!?][ \t]+)?(?:[^\n.!?]|[.!?](?=\S)){0,80}?\b(?:(?!(?:you|i|please|will|would|do|does)\b)[a-z]+ (?:will never|would never|will not|does not|do not|doesn[’']?t|don[’']?t|won[’']?t|never)|(?:scammers|criminals|fraudsters|crooks|impostors|imposters|thieves|scam callers|they) (?:may|might|will|often|typically|usually|can|could|also)(?: [a-z]+){0,2}|red flags?|warning signs?|signs of (?:an? |the )?(?:scams?|fraud)|(?:watch out|look out|beware) (?:for )?(?:people|anyone|callers|someone|those|companies) (?:who|that)|(?:safety|security|scam|fraud) tips|keep these tips in mind)\b[^\n:]{0,40}:[ \t]*$/i;

/** The end of a line that ends with a colon: only such a line can be a header. */
const COLON_LINE_END = /:[ \t]*$/gm;

/** A list item: a dash, a bullet or a number at the start of its line. */
const LIST_ITEM = /^[ \t]*(?:[-–—•*▪●◦‣]|\d{1,2}[.)])[ \t]*\S/;

/** Where, in the text shown, the items under such a header lie (blank lines between items too). */
export function warningListRanges(display: string): [number, number][] {
  if (!display.includes(':')) return [];
  const ranges: [number, number][] = [];
  // Each line ending in a colon is tried alone: a header is read only there, and the lines of a
  // 10 KB transcript are not each searched for one (decision 0100).
  let after = 0;
  COLON_LINE_END.lastIndex = 0;
  for (let colon = COLON_LINE_END.exec(display); colon; colon = COLON_LINE_END.exec(display)) {
    const headerEnd = colon.index + colon[0].length;
    const lineStart = display.lastIndexOf('\n', colon.index) + 1;
    if (lineStart < after || !LIST_HEADER.test(display.slice(lineStart, headerEnd))) continue;
    const start = headerEnd + 1;
    let end = start;
    let at = start;
    while (at < display.length) {
      const next = display.indexOf('\n', at);
      const lineEnd = next < 0 ? display.length : next;
      const line = display.slice(at, lineEnd);
      if (LIST_ITEM.test(line)) end = lineEnd;
      else if (line.trim() !== '') break;
      at = lineEnd + 1;
    }
    if (end > start) ranges.push([start, end]);
    after = Math.max(headerEnd, end);
  }
  return ranges;
}

/** The first index of `map` (ascending) at or after `displayIndex`. */
function foldedIndex(map: ArrayLike<number>, length: number, displayIndex: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((map[middle] ?? 0) < displayIndex) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The folded text with the items of such lists blanked out (same length, so evidence still maps).
 * Each item is a sentence of its own, beyond the one sentence `notWarnedAgainst` looks back over:
 * an agency's "never" list names the scams' payments and threats one by one ("- Require payment
 * by retail gift card, wire transfer…"), and each fired as if asked. The list ends a sentence.
 */
export function withoutWarningLists(display: string, folded: FoldedText): string {
  const ranges = warningListRanges(display);
  if (ranges.length === 0) return folded.text;
  const { text, map } = folded;
  let out = '';
  let from = 0;
  for (const [start, end] of ranges) {
    const first = foldedIndex(map, text.length, start);
    const last = foldedIndex(map, text.length, end);
    if (last <= first) continue;
    out += text.slice(from, first) + ' '.repeat(last - first - 1) + '\n';
    from = last;
  }
  return out + text.slice(from);
}
