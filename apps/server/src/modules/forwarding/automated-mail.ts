/**
 * Mail that must never be answered (issue 20): bounces, auto-replies, mailing lists and loops.
 * Answering them would mail someone who did not ask, or start two robots talking. Pure.
 */

/** The header every answer carries, so a copy that comes back is recognised as our own. */
export const LOOP_HEADER = 'x-scambuddy-answer';

export interface MailEnvelopeFacts {
  /** The SMTP envelope sender (MAIL FROM); empty for a bounce (`MAIL FROM:<>`). */
  envelopeFrom: string;
  /** The From header's address, lower-cased, or null when missing. */
  fromAddress: string | null;
  /** Header names lower-cased; values as text. */
  headers: ReadonlyMap<string, string>;
  contentType: string;
  /** The deployment's own domains: mail from them is a loop. */
  ownDomains: readonly string[];
}

export type AutomatedReason = 'bounce' | 'auto-reply' | 'mailing-list' | 'loop' | 'no-sender';

/** Why this mail must not be answered, or null when a person sent it. */
export function automatedReason(mail: MailEnvelopeFacts): AutomatedReason | null {
  const header = (name: string) => (mail.headers.get(name) ?? '').trim().toLowerCase();
  if (mail.headers.has(LOOP_HEADER)) return 'loop';
  if (mail.fromAddress === null) return 'no-sender';
  const fromDomain = mail.fromAddress.split('@')[1] ?? '';
  if (mail.ownDomains.includes(fromDomain)) return 'loop';
  if (mail.envelopeFrom.trim() === '') return 'bounce';
  const local = mail.fromAddress.split('@')[0] ?? '';
  if (/^(mailer-daemon|postmaster|no-?reply|do-?not-?reply|bounces?)$/i.test(local)) {
    return 'bounce';
  }
  if (/multipart\/report/i.test(mail.contentType)) return 'bounce';
  // RFC 3834: anything but "no" means a machine wrote it.
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted !== '' && autoSubmitted !== 'no') return 'auto-reply';
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond')) return 'auto-reply';
  const precedence = header('precedence');
  if (precedence === 'bulk' || precedence === 'junk' || precedence === 'auto_reply') {
    return 'auto-reply';
  }
  if (precedence === 'list') return 'mailing-list';
  if (mail.headers.has('list-id') || mail.headers.has('list-unsubscribe')) return 'mailing-list';
  return null;
}
