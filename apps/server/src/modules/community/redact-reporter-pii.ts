import { emailKey, phoneKey } from './identifiers.js';

/**
 * Removes the reporter's own personal data from what they write before anyone else can read it
 * (issue 7): Social Security numbers, card numbers, account and routing numbers, their own
 * address, and their own name, phone number, e-mail address or date of birth when they introduce
 * them as theirs ("my number is …", "my name is …"). The scammer's phone number, e-mail address and website are the
 * point of a report and stay, including when they are named in the text.
 *
 * A small rule set for report descriptions; the fuller PII filter for call transcripts is a
 * separate package.
 */

export type RedactionType =
  | 'ssn'
  | 'card_number'
  | 'account_number'
  | 'address'
  | 'own_phone'
  | 'own_email'
  | 'date_of_birth'
  | 'own_name';

/** What replaces each kind of data: says what was there without any of it. */
export const REDACTION_LABELS: Record<RedactionType, string> = {
  ssn: '[SSN removed]',
  card_number: '[card number removed]',
  account_number: '[account number removed]',
  address: '[address removed]',
  own_phone: '[phone number removed]',
  own_email: '[e-mail removed]',
  date_of_birth: '[date of birth removed]',
  own_name: '[name removed]',
};

export interface ScammerIdentifiers {
  phoneNumber?: string | undefined;
  emailAddress?: string | undefined;
}

export interface RedactionResult {
  text: string;
  /** One entry per removed item, in text order. */
  redactions: RedactionType[];
}

interface Span {
  start: number;
  end: number;
  type: RedactionType;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

// 3-2-4 with dashes or spaces; area 000, 666 and 9xx, group 00 and serial 0000 are never issued.
const SSN_SHAPED = /\b(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}\b/g;
// Nine digits in a row count only right after words that say it is a Social Security number.
const SSN_AFTER_CUE =
  /\b(?:ssn|ss#|social security(?: number| no\.?| #)?)\s*(?:is|was|:|#)?\s*(\d{9}|\d{3}[- ]\d{2}[- ]\d{4})\b/gi;
// 13 to 19 digits, optionally in groups: checked with Luhn so order numbers are left alone.
const CARD_SHAPED = /\b\d(?:[ -]?\d){12,18}\b/g;
const ACCOUNT_AFTER_CUE =
  /\b(?:account|acct|routing|aba|checking|savings|member|policy|medicare|card)\s*(?:number|num|no\.?|#)?\s*(?:is|was|:|#)?\s*(\d[\d -]{3,22}\d)\b/gi;
const STREET_SUFFIX =
  '(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|trail|trl)';
const STREET_ADDRESS = new RegExp(
  `\\d{1,6}\\s+(?:[a-z0-9.'-]+\\s+){0,4}${STREET_SUFFIX}\\b\\.?` +
    `(?:,?\\s*(?:apt|apartment|unit|suite|#)\\.?\\s*[a-z0-9-]+)?` +
    `(?:,\\s*[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2})?(?:,?\\s*[a-z]{2}\\b)?(?:\\s+\\d{5}(?:-\\d{4})?)?`,
  'iy',
);
const OWN_ADDRESS_CUE =
  /\b(?:(?:my|our)\s+(?:home\s+|mailing\s+|street\s+|house\s+)?address\s*(?:is|was|:)?|(?:i|we)\s+live\s+(?:at|on)|(?:i|we)\s+reside\s+at)\s*/gi;
const OWN_PHONE_CUE =
  /\b(?:my|our)\s+(?:cell\s+|home\s+|mobile\s+|phone\s+|landline\s+)?(?:phone\s+)?(?:number|phone|cell)\s*(?:is|was|:)?\s*(\+?[\d(][\d\s().-]{5,18}\d)/gi;
const OWN_EMAIL_CUE =
  /\b(?:my|our)\s+e-?mail(?:\s+address)?\s*(?:is|was|:)?\s*([^\s@]+@[^\s@]+\.[a-z]{2,})/gi;
const DATE_OF_BIRTH_CUE =
  /\b(?:(?:my|our)\s+(?:date\s+of\s+birth|dob|birth\s*day|birthdate)\s*(?:is|was|:)?|(?:i\s+was\s+)?born\s+on)\s*((?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})|(?:[a-z]+\.?\s+\d{1,2},?\s+\d{4})|(?:\d{1,2}\s+[a-z]+\.?\s+\d{4}))/gi;

/** Cue words that say an address follows ("my address is", "I live at"), not just name it. */
const INTRODUCES_ADDRESS = /(?:\b(?:is|was)|:|\b(?:live|reside)\s+(?:at|on))\s*$/i;
/**
 * An address without a street shape runs to the end of its clause: a sentence end, a joining
 * word, or the start of a web address, e-mail or phone number (those are the scammer's).
 */
const ADDRESS_CLAUSE =
  /^(?:(?!\s*,?\s+(?:and|but|so|then|when|where|which|who)\b)(?!(?:https?:\/\/|www\.|[a-z0-9-]+\.[a-z]{2,}\b|[^\s@]+@|\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}))[^.!?\n]){1,100}/i;

// "My name is Jane Doe": up to three capitalised words after the words that introduce a name.
const OWN_NAME_CUE =
  /\b(?:my (?:full |real )?name is|i am called|my name's)\s+((?:[A-Z][a-z'’-]+)(?:\s+[A-Z][a-z'’.-]*){0,2})/g;

/** Where in `match` the captured group starts (the part after the cue words). */
function groupSpan(match: RegExpExecArray, type: RedactionType): Span | null {
  const value = match[1];
  if (value === undefined) return null;
  const start = match.index + match[0].lastIndexOf(value);
  return { start, end: start + value.length, type };
}

function findSpans(text: string, scammer: ScammerIdentifiers): Span[] {
  const spans: Span[] = [];
  const scammerPhone = phoneKey(scammer.phoneNumber);
  const scammerEmail = emailKey(scammer.emailAddress);
  const isScammerPhone = (raw: string) => scammerPhone !== null && phoneKey(raw) === scammerPhone;

  for (const match of text.matchAll(SSN_SHAPED)) {
    if (!isScammerPhone(match[0])) {
      spans.push({ start: match.index, end: match.index + match[0].length, type: 'ssn' });
    }
  }
  for (const match of text.matchAll(SSN_AFTER_CUE)) {
    const span = groupSpan(match, 'ssn');
    if (span) spans.push(span);
  }
  for (const match of text.matchAll(CARD_SHAPED)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) {
      spans.push({ start: match.index, end: match.index + match[0].length, type: 'card_number' });
    }
  }
  for (const match of text.matchAll(ACCOUNT_AFTER_CUE)) {
    const span = groupSpan(match, 'account_number');
    if (span && !isScammerPhone(text.slice(span.start, span.end))) spans.push(span);
  }
  for (const match of text.matchAll(OWN_ADDRESS_CUE)) {
    const from = match.index + match[0].length;
    STREET_ADDRESS.lastIndex = from;
    const street = STREET_ADDRESS.exec(text);
    if (street) {
      spans.push({ start: from, end: from + street[0].length, type: 'address' });
    } else if (INTRODUCES_ADDRESS.test(match[0])) {
      // No street shape ("my address is Rural Route 2, Elmwood"): the rest of the clause, when
      // the words said an address follows. "Update my address at usps-care.com" gives none, and
      // a web address, an e-mail or a number after it is the scammer's, so it stays (issue 19).
      const rest = ADDRESS_CLAUSE.exec(text.slice(from));
      const clause = rest?.[0].replace(/[\s,;:]+$/, '') ?? '';
      if (clause !== '') spans.push({ start: from, end: from + clause.length, type: 'address' });
    }
  }
  for (const match of text.matchAll(OWN_PHONE_CUE)) {
    const span = groupSpan(match, 'own_phone');
    if (span && !isScammerPhone(text.slice(span.start, span.end))) spans.push(span);
  }
  for (const match of text.matchAll(OWN_EMAIL_CUE)) {
    const span = groupSpan(match, 'own_email');
    if (span && emailKey(text.slice(span.start, span.end)) !== scammerEmail) spans.push(span);
  }
  for (const match of text.matchAll(OWN_NAME_CUE)) {
    const span = groupSpan(match, 'own_name');
    if (span) spans.push(span);
  }
  for (const match of text.matchAll(DATE_OF_BIRTH_CUE)) {
    const span = groupSpan(match, 'date_of_birth');
    if (span) spans.push(span);
  }
  return spans;
}

/** Overlapping finds become one: the earliest start wins, stretched to the furthest end. */
function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}

export function redactReporterPii(text: string, scammer: ScammerIdentifiers = {}): RedactionResult {
  const spans = mergeSpans(findSpans(text, scammer));
  let result = '';
  let cursor = 0;
  for (const span of spans) {
    result += text.slice(cursor, span.start) + REDACTION_LABELS[span.type];
    cursor = span.end;
  }
  result += text.slice(cursor);
  return { text: result, redactions: spans.map((span) => span.type) };
}
