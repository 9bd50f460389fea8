/**
 * Finds the forwarded message inside a forward (issue 20): the original sender, subject and body
 * are what gets analysed, not the forwarder's own "is this real?" line above them. Pure: text in,
 * text out. Handles the plain-text forwarding blocks of Gmail, Outlook (new and classic), Apple
 * Mail and Yahoo, quoted with `>` or not; an attached `.eml` is unwrapped by the caller.
 */

export interface OriginalMessage {
  /** The original sender as written in the forwarded header block, or null when not found. */
  from: string | null;
  subject: string;
  body: string;
  /** Whether a forwarding block was found (false: the whole body is the message). */
  wasForwarded: boolean;
}

/** Lines that open a forwarded block in the clients people use. */
const MARKERS: readonly RegExp[] = [
  // Gmail: "---------- Forwarded message ---------"
  /^-{2,}\s*Forwarded message\s*-{2,}\s*$/i,
  // Yahoo: "----- Forwarded Message -----"; Outlook classic: "-----Original Message-----"
  /^-{2,}\s*(?:Forwarded|Original) Message\s*-{2,}\s*$/i,
  // Apple Mail
  /^Begin forwarded message:\s*$/i,
  // Outlook (new and web): a rule of underscores above the header block
  /^_{10,}\s*$/,
];

const HEADER_LINE = /^\*?(From|Sent|Date|To|Cc|Subject|Reply-To)\*?:\s*(.*)$/i;
const FORWARD_PREFIX = /^\s*((fwd?|fw|tr|wg|rv|enc|i)\s*:\s*)+/i;

/** The message inside a forward, from the forward's own subject and plain-text body. */
export function unwrapForward(subject: string, text: string): OriginalMessage {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = unquote(lines[index] ?? '').trim();
    const opensBlock = MARKERS.some((marker) => marker.test(line));
    const startsHeaders = !opensBlock && isHeaderBlockStart(lines, index);
    if (!opensBlock && !startsHeaders) continue;
    const block = readHeaderBlock(lines, opensBlock ? index + 1 : index);
    if (block === null) continue;
    const body = block.bodyLines.map(unquote).join('\n').trim();
    return {
      from: block.headers.get('from') ?? null,
      subject: block.headers.get('subject') ?? stripForwardPrefix(subject),
      body,
      wasForwarded: true,
    };
  }
  return {
    from: null,
    subject: stripForwardPrefix(subject),
    body: text.trim(),
    wasForwarded: false,
  };
}

/** "Fwd: FW: Your account" → "Your account". */
export function stripForwardPrefix(subject: string): string {
  return subject.replace(FORWARD_PREFIX, '').trim();
}

/** The text the engine reads, the same a person would paste: sender, subject, then the body. */
export function messageForAnalysis(message: OriginalMessage): string {
  const head = [
    message.from === null ? null : `From: ${message.from}`,
    message.subject.length > 0 ? `Subject: ${message.subject}` : null,
  ].filter((line): line is string => line !== null);
  return head.length === 0 ? message.body : `${head.join('\n')}\n\n${message.body}`;
}

/** A header block with no marker above it (some Outlook versions): "From:" soon followed by "Subject:". */
function isHeaderBlockStart(lines: readonly string[], index: number): boolean {
  const first = HEADER_LINE.exec(unquote(lines[index] ?? '').trim());
  if (first?.[1]?.toLowerCase() !== 'from') return false;
  return lines
    .slice(index + 1, index + 6)
    .some((line) => HEADER_LINE.exec(unquote(line).trim())?.[1]?.toLowerCase() === 'subject');
}

interface HeaderBlock {
  headers: Map<string, string>;
  bodyLines: string[];
}

/** Reads "Key: value" lines (blank lines before them skipped) up to the first blank line after. */
function readHeaderBlock(lines: readonly string[], start: number): HeaderBlock | null {
  const headers = new Map<string, string>();
  let index = start;
  while (index < lines.length && unquote(lines[index] ?? '').trim() === '') index += 1;
  let lastKey: string | null = null;
  for (; index < lines.length; index += 1) {
    const line = unquote(lines[index] ?? '').trim();
    if (line === '') break;
    const match = HEADER_LINE.exec(line);
    if (match) {
      lastKey = (match[1] ?? '').toLowerCase();
      if (!headers.has(lastKey)) headers.set(lastKey, (match[2] ?? '').trim());
    } else if (lastKey !== null && headers.size > 0) {
      // A long header wrapped onto the next line (Outlook wraps long To: lists).
      headers.set(lastKey, `${headers.get(lastKey) ?? ''} ${line}`.trim());
    } else {
      return null;
    }
  }
  if (!headers.has('from') && !headers.has('subject')) return null;
  return { headers, bodyLines: lines.slice(index + 1) };
}

/** Drops one level of `> ` quoting, which some clients put on every forwarded line. */
function unquote(line: string): string {
  return line.replace(/^>\s?/, '');
}
