/**
 * Forwards as the mail clients people use write them (plain-text parts), around one original
 * scam message, for the forwarding tests. Each is what the client puts below the person's note.
 */

export interface OriginalSample {
  fromName: string;
  fromAddress: string;
  subject: string;
  body: string;
}

export const SCAM_ORIGINAL: OriginalSample = {
  fromName: 'Amazon Security',
  fromAddress: 'alerts@amaz0n-account-secure.com',
  subject: 'Your account has been suspended',
  body: [
    'Dear customer,',
    '',
    'We detected unusual sign-in activity and your account has been suspended.',
    'Verify your identity within 24 hours at http://amaz0n-account-secure.com/verify or your account will be closed permanently.',
    'To restore access, pay the $4.99 verification fee with an Apple gift card and reply with the card number.',
    '',
    'Amazon Security Team',
  ].join('\n'),
};

/** What a person would paste on the web to check the same message. */
export function originalAsPasted(original: OriginalSample): string {
  return `From: ${original.fromName} <${original.fromAddress}>\nSubject: ${original.subject}\n\n${original.body}`;
}

const note = 'Is this real? Thanks, Mary';

export type ClientFormat = 'gmail' | 'outlook' | 'apple' | 'yahoo';

export function inlineForward(
  format: ClientFormat,
  original: OriginalSample,
): { subject: string; text: string } {
  const sender = `${original.fromName} <${original.fromAddress}>`;
  const date = 'Mon, Nov 23, 2026 at 9:14 AM';
  switch (format) {
    case 'gmail':
      return {
        subject: `Fwd: ${original.subject}`,
        text: `${note}\n\n---------- Forwarded message ---------\nFrom: ${sender}\nDate: ${date}\nSubject: ${original.subject}\nTo: <mary@example.net>\n\n\n${original.body}\n`,
      };
    case 'outlook':
      return {
        subject: `FW: ${original.subject}`,
        text: `${note}\n\n________________________________\nFrom: ${sender}\nSent: Monday, November 23, 2026 9:14 AM\nTo: Mary Smith <mary@example.net>\nSubject: ${original.subject}\n\n${original.body}\n`,
      };
    case 'apple':
      return {
        subject: `Fwd: ${original.subject}`,
        text: `${note}\n\nBegin forwarded message:\n\n> From: ${sender}\n> Subject: ${original.subject}\n> Date: November 23, 2026 at 9:14:02 AM EST\n> To: mary@example.net\n> \n${original.body
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n')}\n`,
      };
    case 'yahoo':
      return {
        subject: `Fwd: ${original.subject}`,
        text: `${note}\n\n\n----- Forwarded Message -----\nFrom: ${sender}\nTo: mary@example.net <mary@example.net>\nSent: Monday, November 23, 2026, 09:14:02 AM EST\nSubject: ${original.subject}\n\n${original.body}\n`,
      };
  }
}

/** The original as an `.eml` file, for clients that forward "as attachment". */
export function originalAsEml(original: OriginalSample): string {
  return [
    `From: "${original.fromName}" <${original.fromAddress}>`,
    'To: mary@example.net',
    `Subject: ${original.subject}`,
    'Date: Mon, 23 Nov 2026 09:14:02 -0500',
    'Message-ID: <original-1@amaz0n-account-secure.com>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    original.body,
    '',
  ].join('\r\n');
}
