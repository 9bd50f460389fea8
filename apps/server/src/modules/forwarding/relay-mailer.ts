import { createTransport } from 'nodemailer';
import { LOOP_HEADER } from './automated-mail.js';

/** One answer mailed through the operator's relay (`SMTP_RELAY_URL`). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID answered, so the answer threads. */
  inReplyTo?: string | undefined;
  references?: readonly string[] | undefined;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Longest a relay gets to accept one answer. */
const RELAY_TIMEOUT_MS = 20_000;

/**
 * Every answer says it was written by a machine (RFC 3834 `Auto-Submitted: auto-replied`), so
 * well-behaved auto-responders never answer it, and carries the loop header we check on the way
 * in.
 */
export function createRelayMailer(relayUrl: string, from: string): Mailer {
  const url = new URL(relayUrl);
  const transport = createTransport({
    host: url.hostname,
    port: url.port === '' ? (url.protocol === 'smtps:' ? 465 : 587) : Number(url.port),
    secure: url.protocol === 'smtps:',
    ...(url.username === ''
      ? {}
      : {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }),
    connectionTimeout: RELAY_TIMEOUT_MS,
    greetingTimeout: RELAY_TIMEOUT_MS,
    socketTimeout: RELAY_TIMEOUT_MS,
    // A relay on this machine (tests, a local Postfix) has no certificate for 127.0.0.1.
    ...(isLoopback(url.hostname) ? { ignoreTLS: true } : {}),
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.inReplyTo === undefined ? {} : { inReplyTo: mail.inReplyTo }),
        ...(mail.references === undefined ? {} : { references: [...mail.references] }),
        headers: { 'Auto-Submitted': 'auto-replied', [LOOP_HEADER]: '1' },
      });
    },
    close: () => transport.close(),
  };
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}
