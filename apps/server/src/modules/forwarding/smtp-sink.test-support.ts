import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server standing in for the operator's relay: it keeps what it is given. */
export interface SmtpSink {
  port: number;
  received: Array<{ to: string[]; mail: ParsedMail }>;
  /** Resolves with the first message to `to` (after `skip` earlier ones), or fails after `ms`. */
  next(to: string, options?: { skip?: number; ms?: number }): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SmtpSink['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    async next(to, options = {}) {
      const deadline = Date.now() + (options.ms ?? 10_000);
      while (Date.now() < deadline) {
        const matches = received.filter((entry) => entry.to.includes(to));
        const found = matches[options.skip ?? 0];
        if (found) return found.mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} within ${options.ms ?? 10_000} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real SMTP client (nodemailer) that talks to the check@ listener on loopback. */
export function smtpClient(port: number) {
  return createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
}

/** Waits a little for mail that should not come, then returns how many arrived for `to`. */
export async function countAfter(sink: SmtpSink, to: string, ms: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return sink.received.filter((entry) => entry.to.includes(to)).length;
}
