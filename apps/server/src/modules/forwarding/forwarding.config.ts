import { z } from 'zod';

/**
 * The forwarding fragment of the server's environment schema (issue 20, decision 0053), merged in
 * `apps/server/src/config.ts`. Each channel is off unless its settings are given.
 */

const PORT_MESSAGE = 'must be a whole number from 0 to 65535';
const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const listOf = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry.length > 0),
    )
    .pipe(z.array(item));

export const ForwardingConfigSchema = z.object({
  INBOUND_SMTP_PORT: z.coerce
    .number({ error: PORT_MESSAGE })
    .int(PORT_MESSAGE)
    .min(0, PORT_MESSAGE)
    .max(65_535, PORT_MESSAGE)
    .optional(),
  INBOUND_SMTP_HOST: z.string().min(1).optional(),
  INBOUND_EMAIL_DOMAINS: listOf(
    z.string().regex(domainPattern, 'each entry must be a domain such as example.org'),
  ).optional(),
  INBOUND_SMTP_TLS_CERT: z.string().min(1).optional(),
  INBOUND_SMTP_TLS_KEY: z.string().min(1).optional(),
  INBOUND_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(50 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  SMTP_RELAY_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  FORWARD_REPLY_FROM: z.email({ error: 'must be an e-mail address' }).optional(),
  SMS_AUTH_TOKEN: z.string().min(16, 'must be the provider account auth token').optional(),
  SMS_NUMBER: z.string().min(3).max(32).optional(),
  SMS_MEDIA_ORIGINS: listOf(
    z.url({ protocol: /^https?$/, error: 'each entry must be an http(s) origin' }),
  ).default(['https://api.twilio.com']),
  FORWARD_SENDER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  FORWARD_DEPLOYMENT_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(500),
});
export type ForwardingEnv = z.infer<typeof ForwardingConfigSchema>;

export const FORWARDING_ENV_KEYS = Object.keys(ForwardingConfigSchema.shape) as Array<
  keyof ForwardingEnv
>;

export interface ForwardingSettings {
  email: {
    port: number;
    host: string;
    domains: string[];
    /** Paths to the PEM certificate and key; STARTTLS is offered only with both. */
    tls: { certFile: string; keyFile: string } | null;
    maxMessageBytes: number;
  } | null;
  relayUrl: string | null;
  /** The From of answers: `FORWARD_REPLY_FROM`, else `check@<first domain>`. */
  replyFrom: string | null;
  sms: { authToken: string; number: string | null; mediaOrigins: string[] } | null;
  limits: { senderPerHour: number; deploymentPerHour: number };
}

export function forwardingSettings(env: ForwardingEnv): ForwardingSettings {
  const domains = env.INBOUND_EMAIL_DOMAINS ?? [];
  const emailOn =
    env.INBOUND_SMTP_PORT !== undefined &&
    env.INBOUND_SMTP_HOST !== undefined &&
    domains.length > 0;
  const tls =
    env.INBOUND_SMTP_TLS_CERT !== undefined && env.INBOUND_SMTP_TLS_KEY !== undefined
      ? { certFile: env.INBOUND_SMTP_TLS_CERT, keyFile: env.INBOUND_SMTP_TLS_KEY }
      : null;
  return {
    email:
      emailOn && env.INBOUND_SMTP_PORT !== undefined && env.INBOUND_SMTP_HOST !== undefined
        ? {
            port: env.INBOUND_SMTP_PORT,
            host: env.INBOUND_SMTP_HOST,
            domains,
            tls,
            maxMessageBytes: env.INBOUND_MAX_MESSAGE_BYTES,
          }
        : null,
    relayUrl: env.SMTP_RELAY_URL ?? null,
    replyFrom: env.FORWARD_REPLY_FROM ?? (domains[0] === undefined ? null : `check@${domains[0]}`),
    sms:
      env.SMS_AUTH_TOKEN === undefined
        ? null
        : {
            authToken: env.SMS_AUTH_TOKEN,
            number: env.SMS_NUMBER ?? null,
            mediaOrigins: env.SMS_MEDIA_ORIGINS.map((origin) => new URL(origin).origin),
          },
    limits: {
      senderPerHour: env.FORWARD_SENDER_LIMIT_PER_HOUR,
      deploymentPerHour: env.FORWARD_DEPLOYMENT_LIMIT_PER_HOUR,
    },
  };
}
