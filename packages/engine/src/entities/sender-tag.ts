import type { UrlEntity } from '@scambuddy/contracts';

/**
 * "Lemonade: You may be owed a refund. Claim it here: lemonade-refund-claims.com". A text that opens
 * with a company's name as its sender tag and links to that name joined to an action word
 * (refund, claims, verify, billing, pay…) imitates the company even when the engine does not know
 * it: companies send people to their own domain, not to "name-refund-claims". Only such a
 * hyphenated, action-worded domain counts; "Kroger: … krogerfeedback.com" or a company's other
 * plain domain does not (FTC: "a link that looks like the company's, with extra words").
 */
const SENDER_TAG = /^\s*([A-Za-z][A-Za-z'’&.]{3,20})(?:[ -][A-Za-z]{2,12}){0,2}\s?:/;

const ACTION_WORDS: ReadonlySet<string> = new Set([
  'refund',
  'refunds',
  'claim',
  'claims',
  'reward',
  'rewards',
  'verify',
  'verification',
  'secure',
  'security',
  'billing',
  'bill',
  'pay',
  'payment',
  'payments',
  'update',
  'login',
  'signin',
  'account',
  'unlock',
  'alert',
  'alerts',
  'gift',
  'prize',
  'delivery',
  'redelivery',
  'track',
  'tracking',
  'customs',
  'toll',
  'tolls',
  'renewal',
  'renew',
  'support',
  'help',
  'portal',
  'service',
  'services',
  'center',
  'resolution',
  'recovery',
  'rebate',
  'rebates',
  'confirm',
  'confirmation',
  // "SuperShuttle: … reconfirm here: supershuttle-bookings.com", "Avalon Waterways: … update card:
  // avalon-waterways-booking.com/pay" (round 1349–1362): a booking page under the company's name.
  'booking',
  'bookings',
  'reservation',
  'reservations',
  'checkout',
]);

/**
 * The company name a message opens with ("Geico:", "Chase Alert:"): as written, and folded for
 * comparison with a domain; null when none.
 */
export function senderTag(display: string): { written: string; folded: string } | null {
  const written = SENDER_TAG.exec(display)?.[1];
  if (!written) return null;
  const folded = written.toLowerCase().replace(/[^a-z]/g, '');
  return folded.length >= 4 ? { written, folded } : null;
}

/** Whether a link's registered name is the tag joined by hyphens to an action word. */
export function imitatesSenderTag(domain: string, tag: string): boolean {
  const tokens = (domain.split('.')[0] ?? '').split('-');
  return tokens.length >= 2 && tokens.includes(tag) && tokens.some((t) => ACTION_WORDS.has(t));
}

/** The links marked as look-alikes of the message's own sender tag (see above). */
export function markSenderTagLookalikes(display: string, urls: UrlEntity[]): UrlEntity[] {
  const tag = senderTag(display);
  if (!tag) return urls;
  return urls.map((url) =>
    url.domain &&
    !url.flags.includes('lookalike') &&
    !url.flags.includes('shared_page') &&
    imitatesSenderTag(url.domain, tag.folded)
      ? { ...url, flags: [...url.flags, 'lookalike'], imitates: url.imitates ?? tag.written }
      : url,
  );
}
