import { stripAllZeroWidth, type HeldReason } from '@scambuddy/contracts';
import { foldForMatching } from '@scambuddy/engine';
import {
  redactReporterPii,
  type RedactionType,
  type ScammerIdentifiers,
} from './redact-reporter-pii.js';

/**
 * Automatic moderation before a report is published (issue 7): the reporter's own personal data
 * is redacted, then spam, abuse and link floods are held back with a reason. Repeat submissions
 * are limited by the service (they need the database). Pure: same input, same outcome.
 *
 * The rules are written so that describing a scam does not trip them: a report may quote "click
 * here to claim your prize" or name the scammer's site; what is held is a submission that is
 * itself advertising, shouting, repetition, insults or a list of links.
 */

/** More distinct links than this in the title and description is a link flood. */
export const MAX_LINKS = 3;
/** Share of capital letters above which a long text is shouting. */
const SHOUTING_SHARE = 0.7;
const SHOUTING_MIN_LETTERS = 40;
/** One word making up more than this share of a text of at least 20 words is repetition. */
const REPEATED_WORD_SHARE = 0.3;
const REPETITION_MIN_WORDS = 20;
const STOP_WORDS = new Set(
  'the a an and or to of in on at for is was it i me my he she they them we you your that this with from be as by not but have had has are were his her their our us'.split(
    ' ',
  ),
);

const LINK =
  /\b(?:https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|xyz|top|io|co|us|ru|cn|shop|site|online|club|live|app|link|click)\b(?:\/[^\s<>"]*)?)/gi;

// Strong insults and harassment; a report can describe a threat without using these words.
const ABUSE = [
  /\bf+u+c+k+(?:ing|er|ers|ed|s)?\b/i,
  /\bmotherf\w*/i,
  /\bsh[i1]t(?:ty|s)?\b/i,
  /\bc+u+n+t+s?\b/i,
  /\bass ?holes?\b/i,
  /\bb[i1]tch(?:es)?\b/i,
  /\bbastards?\b/i,
  /\bdick ?heads?\b/i,
  /\bkill yourself\b/i,
  /\bkys\b/i,
  /\bgo die\b/i,
];

// Advertising: "recovery experts" who prey on victims, and plain commercial spam.
const SPAM = [
  /\b(?:recovery|recover(?:ed)?)\b[^.!?\n]{0,60}\b(?:expert|hacker|agent|specialist|company|service)s?\b[^.!?\n]{0,80}\b(?:contact|reach|whats ?app|telegram|e-?mail|dm)\b/i,
  /\b(?:contact|reach out to|whats ?app|telegram|e-?mail)\b[^.!?\n]{0,60}\b(?:him|her|them|us|me)\b[^.!?\n]{0,60}\b(?:recover|get (?:all )?(?:your|my) (?:money|funds) back|hack)/i,
  /\bhire (?:a|an) (?:hacker|recovery)\b/i,
  /\b(?:viagra|cialis|casino bonus|escort service|porn|buy followers|seo services)\b/i,
  /\b(?:promo|discount|coupon) code\b/i,
];

export type ModerationOutcome =
  | { status: 'published'; title: string; description: string; redactions: RedactionType[] }
  | {
      status: 'held';
      reason: HeldReason;
      title: string;
      description: string;
      redactions: RedactionType[];
    };

export interface ModerationInput extends ScammerIdentifiers {
  title: string;
  description: string;
  websiteUrl?: string | undefined;
}

export function countLinks(text: string): number {
  const links = new Set<string>();
  for (const match of text.matchAll(LINK))
    links.add(match[0].toLowerCase().replace(/[.,;:)]+$/, ''));
  return links.size;
}

export function isShouting(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < SHOUTING_MIN_LETTERS) return false;
  const capitals = letters.replace(/[^\p{Lu}]/gu, '').length;
  return capitals / letters.length > SHOUTING_SHARE;
}

export function isRepetitive(text: string): boolean {
  if (/(.)\1{9,}/u.test(text)) return true;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length < REPETITION_MIN_WORDS) return false;
  const counts = new Map<string, number>();
  for (const word of words) {
    if (!STOP_WORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const most = Math.max(0, ...counts.values());
  return most / words.length > REPEATED_WORD_SHARE;
}

/** Dots other scripts write (ideographic, fullwidth, halfwidth) that browsers accept in links. */
const OTHER_DOTS = /[\u3002\uFF0E\uFF61]/gu;

/**
 * The text as the rules read it (issue 18, item 8): compatibility forms folded (fullwidth
 * "ｆｕｃｋ"), every zero-width character dropped, other scripts' dots made dots, then the
 * engine's own folding for matching (case, Cyrillic and Greek look-alikes, accents, "sh1t",
 * "f u c k"). Only for reading: what is stored and shown is the posted text.
 */
export function foldForModeration(text: string): string {
  const plain = stripAllZeroWidth(text.normalize('NFKC')).replace(OTHER_DOTS, '.');
  return foldForMatching(plain).text;
}

/**
 * The first rule a text breaks, or null; order: link flood, abuse, spam. Links, insults and
 * advertising are looked for in the folded text, so look-alike letters and invisible characters
 * do not hide them; shouting is a matter of capitals, so it reads the text as written.
 */
export function heldReason(text: string): HeldReason | null {
  const folded = foldForModeration(text);
  if (countLinks(folded) > MAX_LINKS) return 'link_flood';
  if (ABUSE.some((pattern) => pattern.test(folded))) return 'abuse';
  if (
    isShouting(stripAllZeroWidth(text.normalize('NFKC'))) ||
    isRepetitive(folded) ||
    SPAM.some((pattern) => pattern.test(folded))
  ) {
    return 'spam';
  }
  return null;
}

export function moderateReport(input: ModerationInput): ModerationOutcome {
  const scammer = { phoneNumber: input.phoneNumber, emailAddress: input.emailAddress };
  const title = redactReporterPii(input.title, scammer);
  const description = redactReporterPii(input.description, scammer);
  const redactions = [...title.redactions, ...description.redactions];
  const reason = heldReason(`${title.text}\n${description.text}`);
  if (reason !== null) {
    return { status: 'held', reason, title: title.text, description: description.text, redactions };
  }
  return { status: 'published', title: title.text, description: description.text, redactions };
}
