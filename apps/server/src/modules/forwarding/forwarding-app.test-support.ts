import { ForwardingIdentitySchema, HistoryPayloadSchema } from '@scambuddy/contracts';
import { expect } from 'vitest';
import type { SignedIn } from '../../../test/auth-helper.js';
import { buildTestApp, type TestAppOptions, type TestContext } from '../../../test/helper.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.test-support.js';

export const CHECK_DOMAIN = 'scambuddy.example.test';
export const CHECK_ADDRESS = `check@${CHECK_DOMAIN}`;
export const PUBLIC_URL = 'https://scambuddy.example.test';
/** 32 characters, like the provider's auth tokens. */
export const SMS_TOKEN = 'test-sms-auth-token-0123456789ab';

export interface ForwardingTestApp {
  ctx: TestContext;
  sink: SmtpSink;
  /** The check@ listener's port on 127.0.0.1. */
  port: number;
  close(): Promise<void>;
}

/** The app with e-mail checking on (listener on loopback, relay = a local sink) and SMS on. */
export async function startForwardingApp(
  options: Omit<TestAppOptions, 'env'> & { env?: NodeJS.ProcessEnv } = {},
): Promise<ForwardingTestApp> {
  const sink = await startSmtpSink();
  const ctx = await buildTestApp({
    ...options,
    env: {
      PUBLIC_URL,
      INBOUND_SMTP_PORT: '0',
      INBOUND_SMTP_HOST: '127.0.0.1',
      INBOUND_EMAIL_DOMAINS: CHECK_DOMAIN,
      SMTP_RELAY_URL: `smtp://127.0.0.1:${sink.port}`,
      SMS_AUTH_TOKEN: SMS_TOKEN,
      SMS_NUMBER: '+1 555 010 7726',
      ...options.env,
    },
  });
  const port = await ctx.app.forwarding.startEmailListener();
  if (port === null) throw new Error('the check@ listener did not start');
  return {
    ctx,
    sink,
    port,
    close: async () => {
      await ctx.close();
      await sink.close();
    },
  };
}

export function call(
  ctx: TestContext,
  who: SignedIn | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Links an address the way a person does: asks for a code, reads it from the mail, types it. */
export async function linkEmail(
  app: ForwardingTestApp,
  who: SignedIn,
  address: string,
  language = 'en',
): Promise<string> {
  const started = await call(app.ctx, who, 'POST', '/api/forwarding/identities', {
    kind: 'email',
    value: address,
    language,
  });
  expect(started.statusCode).toBe(201);
  const identity = ForwardingIdentitySchema.parse(started.json());
  expect(identity.verified).toBe(false);
  const mail = await app.sink.next(address);
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  if (code === undefined) throw new Error('no code in the mail');
  const confirmed = await call(
    app.ctx,
    who,
    'POST',
    `/api/forwarding/identities/${identity.id}/confirm`,
    { code },
  );
  expect(confirmed.statusCode).toBe(200);
  expect(ForwardingIdentitySchema.parse(confirmed.json()).verified).toBe(true);
  return identity.id;
}

export async function historyOf(ctx: TestContext, who: SignedIn) {
  const response = await call(ctx, who, 'GET', '/api/user/history');
  return HistoryPayloadSchema.parse(response.json()).analyses;
}
