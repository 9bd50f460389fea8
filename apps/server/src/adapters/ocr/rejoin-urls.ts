/**
 * Chat bubbles wrap long links, so OCR reads "https://secure-" on one line and "bank.com/login" on
 * the next. The engine can only judge a link it sees whole, so these rules put such pieces back
 * together before the text leaves the OCR adapter. Pure: text in, text out.
 */

const URL_START = /(?:https?:\/\/|www\.)\S*$/i;
const URL_CHARS_ONLY = /^[A-Za-z0-9\-._~%/?#[\]@!$&'()*+,;=:]+$/;
const STARTS_NEW_URL = /^(?:https?:\/\/|www\.)/i;
/** A link cut right after one of these cannot be complete: the next line must carry on. */
const DANGLING_END = /[-./?=&_~:#%+@]$/;
/** A next line starting with one of these continues a path or query rather than starting a word. */
const CONTINUATION_START = /^[/?#&=.]/;

/** The host of a URL fragment, without scheme, path, port or credentials. */
function hostOf(fragment: string): string {
  const withoutScheme = fragment.replace(/^https?:\/\//i, '');
  return withoutScheme.split(/[/?#]/)[0] ?? '';
}

/** Whether `next` (the first token of the following line) continues the link `fragment`. */
export function continuesUrl(fragment: string, next: string, nextIsWholeLine: boolean): boolean {
  if (next.length === 0 || STARTS_NEW_URL.test(next) || !URL_CHARS_ONLY.test(next)) return false;
  if (DANGLING_END.test(fragment)) return true;
  if (CONTINUATION_START.test(next)) return true;
  // "https://secure" + "bank.com": a host without a dot is not finished.
  if (!hostOf(fragment).includes('.')) return next.includes('.');
  // A line holding nothing but link characters with a path in it is the rest of a link cut at the
  // bubble's edge ("https://usps-redelivery.to" + "p/pay"); plain words never contain a slash.
  return nextIsWholeLine && next.includes('/');
}

/** Joins every link that a line break cut in two (or more) pieces; other text is left untouched. */
export function rejoinSplitUrls(text: string): string {
  const lines = text.split('\n');
  const output: string[] = [];
  for (const line of lines) {
    const previous = output[output.length - 1];
    const trimmed = line.trim();
    const fragment = previous === undefined ? null : URL_START.exec(previous.trimEnd());
    if (previous !== undefined && fragment && trimmed.length > 0) {
      const [firstToken = '', ...rest] = trimmed.split(/\s+/);
      if (continuesUrl(fragment[0], firstToken, rest.length === 0)) {
        const joined = previous.trimEnd() + firstToken;
        output[output.length - 1] = rest.length > 0 ? `${joined} ${rest.join(' ')}` : joined;
        continue;
      }
    }
    output.push(line);
  }
  return output.join('\n');
}
