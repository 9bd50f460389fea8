/**
 * Numbers read out digit by digit ("four five six…"), as speech-to-text writes them. Each run
 * becomes its digits, so the same rules as for written numbers decide what it is.
 */
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const WORD = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple|\\d)';
const SEPARATOR = '(?:\\s*[,-]\\s*|\\s+(?:dash\\s+)?)';
const RUN = new RegExp(`\\b${WORD}(?:${SEPARATOR}${WORD})+\\b`, 'gi');

export interface SpokenRun {
  start: number;
  end: number;
  digits: string;
}

/** Runs of at least `minDigits` digits containing at least one spoken digit word. */
export function findSpokenDigitRuns(text: string, minDigits = 4): SpokenRun[] {
  const runs: SpokenRun[] = [];
  for (const match of text.matchAll(RUN)) {
    let start = match.index;
    let tokens = match[0].split(/[\s,-]+/).filter((token) => token.length > 0);
    // A leading "oh" is an exclamation ("oh, one more thing"), not a zero.
    while (tokens[0]?.toLowerCase() === 'oh') {
      const skip = text.slice(start).search(/oh[\s,-]*/i);
      start += skip + (/^oh[\s,-]*/i.exec(text.slice(start + skip))?.[0].length ?? 2);
      tokens = tokens.slice(1);
    }
    if (!tokens.some((token) => /[a-z]/i.test(token))) continue;
    const digits = tokensToDigits(tokens);
    if (digits.length >= minDigits)
      runs.push({ start, end: match.index + match[0].length, digits });
  }
  return runs;
}

function tokensToDigits(tokens: string[]): string {
  let digits = '';
  let repeat = 1;
  for (const raw of tokens) {
    const token = raw.toLowerCase();
    if (token === 'double') repeat = 2;
    else if (token === 'triple') repeat = 3;
    else {
      const digit = /^\d$/.test(token) ? token : (DIGIT_WORDS[token] ?? '');
      digits += digit.repeat(repeat);
      repeat = 1;
    }
  }
  return digits;
}
