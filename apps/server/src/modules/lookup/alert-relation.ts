import type { LookupAlertRelation } from '@scambuddy/contracts';

/**
 * Phrases of an enforcement action in the agencies' own (English) headlines and summaries: a
 * lawsuit, a settlement, an order to pay, charges, a ban. Words a scam warning also uses on its
 * own ("refund", "charges on your card", "they threaten to sue") are only matched in the forms
 * an action takes ("sends refunds", "charges against", "sue to stop").
 */
const ENFORCEMENT_PATTERNS: readonly RegExp[] = [
  /\bsettle(?:s|d|ment|ments)?\b/i,
  /\bsue(?:s|d)\b|\bsue to\b|\blawsuits?\b/i,
  /\b(?:action|case|complaint|judgment|charges|order|injunction)s? (?:against|with)\b/i,
  /\b(?:agrees?|agreed|ordered|required|must|will|to) (?:to )?pay\b/i,
  /\bcivil penalt(?:y|ies)\b|\bconsent (?:order|decree)\b/i,
  /\b(?:indicted|indictment|pleads? guilty|pleaded guilty|sentenced|convicted)\b/i,
  /\b(?:ftc|sec|cfpb|doj|attorney general|ag)\b[^.]{0,20}\bcharges?d?\b/i,
  /\bsends?\b[^.]{0,40}\b(?:refunds?|money|\$)|\brefunds? to (?:consumers|customers|victims)\b/i,
  /\b(?:permanent(?:ly)? )?bann?(?:ed|s)? from\b|\bpermanent bans?\b|\bacts? to stop\b|\bhalts?\b/i,
];

/**
 * Whether an official item mentioning a looked-up site or number is an enforcement action against
 * a company (issue 19.16: "FTC Secures Historic $2.5 Billion Settlement Against Amazon" listed as
 * an alert about amazon.com) or a warning about a scam. An action can concern a scam's operators
 * too, so the screen says what it is and lets the person read it rather than call it either way.
 */
export function officialAlertRelation(
  title: string | null,
  summary: string | null,
): LookupAlertRelation {
  const text = `${title ?? ''}\n${summary ?? ''}`;
  return ENFORCEMENT_PATTERNS.some((pattern) => pattern.test(text)) ? 'enforcement' : 'warning';
}
