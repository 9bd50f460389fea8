/**
 * The model's tokens: runs of letters, digits, `$ £ € '`, and each other character that is not
 * white space on its own. The same as `/[a-z0-9$£€']+|[^\sa-z0-9]/g` over the folded text, without
 * a match object per token (they were 350 KB of the 600 KB a 10 KB transcript allocated, and the
 * garbage collections they caused were the slowest 4 % of calls), nor a list of them.
 */
export function forEachModelToken(text: string, visit: (token: string) => void): void {
  let start = -1;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isWordCode(code)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      visit(text.slice(start, i));
      start = -1;
    }
    if (!isSpaceCode(code)) visit(text.charAt(i));
  }
  if (start >= 0) visit(text.slice(start));
}

/** The tokens as a list (tests and tools; the model visits them without one). */
export function modelTokens(text: string): string[] {
  const tokens: string[] = [];
  forEachModelToken(text, (token) => tokens.push(token));
  return tokens;
}

function isWordCode(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 48 && code <= 57) ||
    code === 36 || // $
    code === 39 || // '
    code === 0xa3 || // £
    code === 0x20ac // €
  );
}

/** JavaScript's `\s`: ASCII white space, the Unicode space separators, line separators, the BOM. */
function isSpaceCode(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
