/** Lower case, apostrophes kept inside words, every other mark a space. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/(^|\s)'|'(\s|$)/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/** The fewest word substitutions, insertions and deletions that turn `from` into `to`. */
export function wordEditDistance(from: readonly string[], to: readonly string[]): number {
  let previous = Array.from({ length: to.length + 1 }, (_, index) => index);
  for (let row = 1; row <= from.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= to.length; column += 1) {
      const substitution = (previous[column - 1] ?? 0) + (from[row - 1] === to[column - 1] ? 0 : 1);
      const deletion = (previous[column] ?? 0) + 1;
      const insertion = (current[column - 1] ?? 0) + 1;
      current.push(Math.min(substitution, deletion, insertion));
    }
    previous = current;
  }
  return previous[to.length] ?? 0;
}

/**
 * Word error rate: word edits needed to turn the reference into the hypothesis, per reference
 * word. 0 is perfect; it exceeds 1 when the hypothesis adds many words.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const expected = normaliseWords(reference);
  const heard = normaliseWords(hypothesis);
  if (expected.length === 0) return heard.length === 0 ? 0 : 1;
  return wordEditDistance(expected, heard) / expected.length;
}
