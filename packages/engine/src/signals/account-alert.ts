import type { PhoneEntity, UrlEntity } from '@scambuddy/contracts';
import { CONTACTS_DIRECTORY } from '../contacts/directory.js';
import { isCleanOfficialLink, OFFICIAL_DOMAINS } from '../entities/official-domains.js';
import { numbersGiven, OFFICIAL_NUMBERS } from '../entities/official-numbers.js';

/**
 * "Fidelity: A withdrawal request of $5,000.00 was submitted from your account ending 4432. If you
 * did not initiate this request, please call 800-343-3548." Banks, brokerages and card issuers
 * send exactly this: an event on your account, then a number to call if it was not you. A
 * callback scam sends the same words with its own number, and only the number tells them apart.
 * For the few companies whose numbers the sourced directory holds, a different number is a sign
 * (the callback rule stays); for every other company the engine cannot tell, so the honest answer
 * is "not sure, call the number on the back of your card" (MODERATE), not "Likely scam".
 */

/** A company name the message opens with, everything before the colon ("Navy Federal Alert:"). */
const OPENING_TAG = /^\s*([A-Za-z][A-Za-z'’&. -]{2,40}?)\s?:/;

/** Something that happened on the reader's account, reported in the past. */
const ACCOUNT_EVENT =
  /\b(?:(?:was|were|has been|have been) (?:sent|received|made|used|submitted|posted|declined|changed|added|updated|scheduled|initiated|requested|completed|approved|charged|withdrawn|deposited|accessed|opened|reset|removed)|(?:confirms|shows) that you (?:recently )?(?:updated|changed|added|removed|requested))\b/;

/** "If you did not make this change, contact us at …", "Not you? Call …". */
const NOT_YOU_CALL =
  /\b(?:if (?:you|this|it) (?:did not|didn'?t|was not|wasn'?t|were not|weren'?t)\b[^.!?\n]{0,60}?|not you\?,?|if not,?) (?:please )?(?:call|contact)\b/;

/** A subscription or plan charged: the tech-support invoice lure ("McAfee 3-year plan"), not an alert. */
const SUBSCRIPTION =
  /\b(?:subscription|plan|renewal|renewed|membership|auto-?renew|antivirus|protection)\b/;

/**
 * Crypto exchanges and wallets: their genuine alerts send people to the app, not to a phone, and a
 * "call support to cancel this withdrawal" text is the commonest crypto callback scam (FTC).
 */
const CRYPTO =
  /\b(?:btc|bitcoins?|crypto\w*|coinbase|binance|kraken|gemini|wallet|ethereum|eth|usdt)\b/;

/**
 * A refund or a cancellation as the reason to call: the tech-support and order callback lure
 * ("call now to get a refund", "call to cancel this order"); a bank's alert asks you to call if
 * it was not you, nothing more.
 */
const CALLBACK_PURPOSE =
  /\b(?:to (?:get|receive|request|claim|process) (?:a |your |the )?refund|to cancel (?:it|this|the|your)|for (?:a |an |your )?(?:immediate |full |quick |instant )?refund)\b/;

/** Toll-free area codes: banks give these; a callback scam often gives an ordinary number. */
const TOLL_FREE = /^8(?:00|33|44|55|66|77|88)/;

/** "ALERT:", "Fraud Alert:": a heading names no company whose alert it could be. */
const GENERIC_TAGS: ReadonlySet<string> = new Set([
  'alert',
  'fraudalert',
  'securityalert',
  'accountalert',
  'notice',
  'important',
  'urgent',
  'warning',
  'reminder',
]);

/** Longer than two texts is not an alert. */
const MAX_ALERT_CHARS = 320;

const fold = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Companies whose own phone numbers we hold ("Chase - fraud" → "chase"): the directory's banks and
 * the official-domains entries that list the numbers the company prints. An alert from one of them
 * that gives another number to call is no genuine alert of an unknown company.
 */
const COMPANIES_WITH_KNOWN_NUMBERS: readonly string[] = [
  ...CONTACTS_DIRECTORY.entries
    .filter((entry) => entry.origin === 'financial' && entry.phone && !entry.stale)
    .map((entry) => fold(entry.name.split(' - ')[0] ?? '')),
  ...OFFICIAL_DOMAINS.filter((entry) => (entry.phones ?? []).length > 0).map((entry) =>
    fold(entry.name),
  ),
].filter((name) => name.length >= 4);

/**
 * Companies whose security alerts give no number to call: Google's and Meta's send the reader to
 * the account's own page or app (Google Account Help, "Check security alerts"), and neither runs a
 * phone line for account recovery. "Google: your password was changed … call Google Account
 * Recovery at 1-833-…" is the callback lure.
 */
const NO_PHONE_ALERTS: readonly string[] = ['google', 'gmail', 'facebook', 'instagram'];

export interface AccountAlertInput {
  display: string;
  match: string;
  phones: readonly PhoneEntity[];
  urls: readonly UrlEntity[];
}

/**
 * The message is a company's alert of an event on the reader's account, offering a number to call
 * if it was not them, from a company whose numbers we cannot check; with no link but official ones.
 */
export function isUncheckableAccountAlert(input: AccountAlertInput): boolean {
  if (input.match.length > MAX_ALERT_CHARS) return false;
  // The sender: the name the text opens with, or, with none (an e-mail's "Subject:" is none), the
  // company whose own site it links to (every link must be official, below).
  const tag = OPENING_TAG.exec(input.display)?.[1];
  const linked = input.urls[0]?.domain?.split('.')[0];
  const company = fold(tag && !/^subject$/i.test(tag.trim()) ? tag : (linked ?? ''));
  if (company.length < 3 || GENERIC_TAGS.has(company)) return false;
  // A short name must be the whole tag: "citi" is not inside "Citizens Bank". A tag may also be
  // the start of the full name ("Navy Federal:" for Navy Federal Credit Union).
  const known = (name: string): boolean =>
    name.length >= 5
      ? company.includes(name) || (company.length >= 6 && name.startsWith(company))
      : company === name;
  if (COMPANIES_WITH_KNOWN_NUMBERS.some(known) || NO_PHONE_ALERTS.some(known)) return false;
  if (!ACCOUNT_EVENT.test(input.match) || !NOT_YOU_CALL.test(input.match)) return false;
  if ([SUBSCRIPTION, CRYPTO, CALLBACK_PURPOSE].some((pattern) => pattern.test(input.match))) {
    return false;
  }
  const numbers = numbersGiven(input.display, input.phones);
  if (numbers.length === 0 || numbers.some((digits) => OFFICIAL_NUMBERS.has(digits))) return false;
  if (!numbers.every((digits) => TOLL_FREE.test(digits))) return false;
  return input.urls.every(isCleanOfficialLink);
}
