// Checking by forwarding on the dashboard (issue 20, Done-when 5): a person links an e-mail
// address (the code arrives at a local SMTP sink standing in for the relay) and a phone number
// (the code comes back in the answer to a signed "LINK" text), typing each code on the card; the
// admin sees each channel's line. Every state is scanned by axe. This file starts its own built
// server with forwarding configured, beside the shared one, so the others run unchanged.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityViolations, launchBrowser, openPage } from './browser.js';
import { E2E_ADMIN_EMAIL, signInInBrowser } from './sign-in.js';

const root = new URL('..', import.meta.url).pathname;
const SMS_TOKEN = 'e2e-sms-auth-token-0123456789abc';
const SMS_NUMBER = '+1 555 010 7726';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let browser: Browser;
let server: ChildProcess;
let sink: SMTPServer;
let dataDir: string;
let baseURL: string;
const mails: Array<{ to: string[]; mail: ParsedMail }> = [];

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const sinkPort = (sink.server.address() as AddressInfo).port;
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'scambuddy-e2e-forwarding-'));
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      INBOUND_SMTP_PORT: String(await freePort()),
      INBOUND_SMTP_HOST: '127.0.0.1',
      INBOUND_EMAIL_DOMAINS: 'scambuddy.example.test',
      SMTP_RELAY_URL: `smtp://127.0.0.1:${sinkPort}`,
      SMS_AUTH_TOKEN: SMS_TOKEN,
      SMS_NUMBER,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the forwarding server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  if (server?.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function expectNoViolations(page: Page, what: string): Promise<void> {
  expect(await findAccessibilityViolations(page), what).toEqual([]);
}

async function codeMailedTo(address: string): Promise<string> {
  await expect.poll(() => mails.filter((entry) => entry.to.includes(address)).length).toBe(1);
  const mail = mails.find((entry) => entry.to.includes(address))?.mail;
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (code === undefined) throw new Error('no code in the mail');
  return code;
}

/** What the SMS provider would post for a text from `from`, signed with the account's token. */
async function textFrom(from: string, body: string): Promise<string> {
  const url = `${baseURL}/api/forwarding/sms`;
  const params: Record<string, string> = {
    From: from,
    To: '+15550107726',
    Body: body,
    NumMedia: '0',
  };
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => `${text}${name}${params[name]}`, url);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': createHmac('sha1', SMS_TOKEN).update(data).digest('base64'),
    },
    body: new URLSearchParams(params).toString(),
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('check by forwarding on the dashboard', () => {
  it('links an e-mail address and a phone number with one-time codes', async () => {
    const { page, errors } = await openPage(browser, { baseURL });
    try {
      await signInInBrowser(page, { name: 'Ann Forward', email: 'ann.forward-e2e@example.test' });
      const card = page.getByTestId('forwarding-card');
      await card.getByRole('heading', { name: 'Check by forwarding' }).waitFor();
      await card
        .getByText('Forward a suspicious e-mail to check@scambuddy.example.test.')
        .waitFor();
      await card.getByText(`to ${SMS_NUMBER}.`, { exact: false }).waitFor();
      await card.getByText('Nothing linked yet.').waitFor();
      await expectNoViolations(page, '/dashboard, forwarding card empty');

      // An e-mail address: the code arrives by e-mail; a wrong one is refused, the right one links.
      await card.getByRole('radio', { name: 'E-mail address' }).check();
      await card.getByRole('textbox', { name: 'Your e-mail address' }).fill('ann.home@example.net');
      await card.getByRole('button', { name: 'Send me a code' }).click();
      await card.getByText('We sent a code to ann.home@example.net.', { exact: false }).waitFor();
      await card.getByText('ann.home@example.net — Waiting for your code').waitFor();
      const code = await codeMailedTo('ann.home@example.net');
      const codeBox = card.getByRole('textbox', { name: '6-digit code for ann.home@example.net' });
      await codeBox.fill(code === '000000' ? '111111' : '000000');
      await card.getByRole('button', { name: 'Confirm' }).click();
      await card.getByRole('alert').getByText('That code is not right', { exact: false }).waitFor();
      expect(await codeBox.getAttribute('aria-invalid')).toBe('true');
      await expectNoViolations(page, '/dashboard, wrong code');
      await codeBox.fill(code);
      await card.getByRole('button', { name: 'Confirm' }).click();
      await card.getByText('ann.home@example.net — ✓ Linked').waitFor();

      // A number: texting LINK from it returns the code, typed here.
      await card.getByRole('radio', { name: 'Mobile phone number' }).check();
      await card.getByRole('textbox', { name: 'Your mobile phone number' }).fill('(555) 201-3344');
      await card.getByRole('button', { name: 'Send me a code' }).click();
      await card.getByText('+15552013344 — Waiting for your code').waitFor();
      await card
        .getByText(`From +15552013344, text the word LINK to ${SMS_NUMBER}.`, { exact: false })
        .waitFor();
      await expectNoViolations(page, '/dashboard, number waiting for its code');
      const reply = await textFrom('+15552013344', 'LINK');
      const smsCode = /\b(\d{6})\b/.exec(reply)?.[1] ?? '';
      await card.getByRole('textbox', { name: '6-digit code for +15552013344' }).fill(smsCode);
      await card.getByRole('button', { name: 'Confirm' }).click();
      await card.getByText('+15552013344 — ✓ Linked').waitFor();
      await expectNoViolations(page, '/dashboard, both linked');

      // Removing a link is one button, named after what it removes.
      await card.getByRole('button', { name: 'Remove +15552013344' }).click();
      await expect.poll(() => card.getByText('+15552013344 — ✓ Linked').count()).toBe(0);
      // Only the refused code's 400 is logged by Chromium; nothing threw.
      expect(errors.filter((line) => line.startsWith('uncaught'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows the admin each channel’s state', async () => {
    const { page } = await openPage(browser, { baseURL });
    try {
      await signInInBrowser(page, { name: 'Admin', email: E2E_ADMIN_EMAIL });
      await page.goto('/admin');
      const section = page.getByTestId('admin-forwarding');
      await section.getByText('E-mail (check@): listening', { exact: false }).waitFor();
      await section
        .getByText('Text messages: listening — last message:', { exact: false })
        .waitFor();
      await expectNoViolations(page, '/admin with the forwarding line');
    } finally {
      await page.context().close();
    }
  });
});
