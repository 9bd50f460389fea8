import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { createConcurrencyLimit } from '../../adapters/speech/concurrency-limit.js';

/**
 * The `check@` mail listener (issue 20): an SMTP server in the server process that accepts mail
 * for `check@<each configured domain>` and nothing else (never a relay), refuses what is over the
 * size limit with a clear SMTP answer the sender's provider passes on, and hands each accepted
 * message to `onMail` after telling the sender it was received. STARTTLS is offered when a
 * certificate is configured.
 */

export interface ReceivedMail {
  /** MAIL FROM; empty for a bounce. */
  envelopeFrom: string;
  raw: Buffer;
}

export interface SmtpListenerOptions {
  port: number;
  host: string;
  domains: readonly string[];
  tls: { certFile: string; keyFile: string } | null;
  maxMessageBytes: number;
  onMail(mail: ReceivedMail): Promise<void>;
  onError(reason: string): void;
}

export interface SmtpListener {
  port: number;
  close(): Promise<void>;
}

/** Messages waiting to be checked; past this the sender's server is asked to retry later. */
const MAX_QUEUED = 200;
/** Forwards checked at once: the engine and OCR already use the cores. */
const CHECKS_AT_ONCE = 2;
/** Recipients one message may name (all of them must be `check@`). */
const MAX_RECIPIENTS = 5;
/** Connections at once: plenty for forwarders, few enough that a flood cannot exhaust sockets. */
const MAX_CLIENTS = 50;

export function isCheckAddress(address: string, domains: readonly string[]): boolean {
  const [local, domain, ...rest] = address.trim().toLowerCase().split('@');
  return rest.length === 0 && local === 'check' && domain !== undefined && domains.includes(domain);
}

function smtpError(message: string, responseCode: number): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode });
}

export async function startSmtpListener(options: SmtpListenerOptions): Promise<SmtpListener> {
  const tls =
    options.tls === null
      ? null
      : {
          key: await readFile(options.tls.keyFile),
          cert: await readFile(options.tls.certFile),
        };
  const limit = createConcurrencyLimit(CHECKS_AT_ONCE);
  let queued = 0;
  const megabytes = Math.floor(options.maxMessageBytes / (1024 * 1024));

  const server = new SMTPServer({
    banner: 'ScamBuddy check service',
    authOptional: true,
    // Nobody logs in: the listener only receives mail for its own check@ addresses.
    disabledCommands: tls === null ? ['AUTH', 'STARTTLS'] : ['AUTH'],
    ...(tls === null ? {} : { key: tls.key, cert: tls.cert }),
    size: options.maxMessageBytes,
    maxClients: MAX_CLIENTS,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    onRcptTo(address, session, callback) {
      if (!isCheckAddress(address.address, options.domains)) {
        callback(smtpError('No such mailbox here; this server only receives mail for check@', 550));
        return;
      }
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) {
        callback(smtpError('Too many recipients', 452));
        return;
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      // Read now: the session's envelope is reset once the message is accepted.
      const envelopeFrom =
        session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
      stream.on('data', (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(
            smtpError(
              `Message too large for ScamBuddy (limit ${megabytes} MB): forward it without attachments`,
              552,
            ),
          );
          return;
        }
        if (queued >= MAX_QUEUED) {
          callback(smtpError('Busy: please try again later', 451));
          return;
        }
        queued += 1;
        callback(null, 'Received: the answer will come by e-mail');
        void limit(() => options.onMail({ envelopeFrom, raw: Buffer.concat(chunks) }))
          .catch((error: unknown) =>
            options.onError(error instanceof Error ? error.name : 'message handling failed'),
          )
          .finally(() => {
            queued -= 1;
          });
      });
    },
  });
  server.on('error', (error: Error) => options.onError(`listener: ${error.message}`));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
