// Caller and link lookup (issue 10) in Chromium against the built server: a number and a domain
// with community reports, a number and domains without, a domain an official alert of the bundled
// intelligence snapshot mentions, a refusal, axe scans of each state, and the screen in Spanish.
//
// This file starts its own server on a throw-away database: the reports it files would otherwise
// show on the shared server's community board, which community.e2e.test.ts expects empty.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@scambuddy/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityViolations, launchBrowser } from './browser.js';

const root = new URL('..', import.meta.url).pathname;

let browser: Browser;
let server: ChildProcess;
let dataDir: string;
let origin: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('lookup e2e server did not become healthy');
}

/** A published community report, filed through the board's own endpoint. */
async function fileReport(fields: Record<string, string>, about: string): Promise<void> {
  const response = await fetch(`${origin}/api/community/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      title: `Suspicious contact about ${about}`,
      description: `They reached me about ${about} and wanted me to pay at once with gift cards. I hung up and did not pay anything.`,
      category: 'phone-scam',
      ...fields,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'scambuddy-lookup-e2e-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: '100',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(origin);
  browser = await launchBrowser();
  await fileReport({ phoneNumber: '(888) 555-0147' }, 'a refund for my computer');
  await fileReport(
    { category: 'online-scam', websiteUrl: 'https://login.paypa1.com/verify' },
    'my payment account being locked',
  );
});

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function open(
  language?: string,
): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 900 },
  });
  if (language) {
    await context.addInitScript(
      (code) => localStorage.setItem('scambuddy.language', code),
      language,
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location().url;
    // A refused lookup answers 400 on purpose.
    if (location.includes('/api/lookup') && message.text().includes('400')) return;
    errors.push(`${message.text()} (${location})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { page, errors, close: () => context.close() };
}

async function check(page: Page, query: string): Promise<void> {
  await page.getByLabel('Phone number or web address').fill(query);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

function checksList(page: Page) {
  return page.getByRole('region', { name: /^Our checks of the/ });
}

describe('/lookup', () => {
  it('is in the navigation, and shows the form with examples and no axe violation', async () => {
    const { page, errors, close } = await open();
    try {
      await page.goto('/about');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Check a number or link' })
        .click();
      await page.waitForURL('**/lookup');
      await page.getByRole('heading', { level: 1, name: 'Check a number or link' }).waitFor();
      await page.getByRole('button', { name: 'paypa1.com' }).waitFor();
      expect(
        await page
          .getByRole('link', { name: 'Analyze a whole message instead' })
          .getAttribute('href'),
      ).toBe('/');
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the community report of a number, its toll-free check and the caller-ID caveat', async () => {
    const { page, errors, close } = await open();
    try {
      await page.goto('/lookup');
      await check(page, '888-555-0147');
      await page.waitForURL('**/lookup?q=888-555-0147');
      await page
        .getByRole('heading', { level: 2, name: /What we know about\s+\(888\) 555-0147/ })
        .waitFor();
      await page.getByText('1 person reported this on our community board.').waitFor();
      await page.getByText('Suspicious contact about a refund for my computer').waitFor();
      const checks = checksList(page);
      await checks.getByText('Good to know: A toll-free number').waitFor();
      await checks.getByText('Good to know: Caller ID can be faked').waitFor();
      // A complete number is a fact, never a good sign (issue 19.16).
      await checks.getByText('Good to know: A complete phone number').waitFor();
      expect(await checks.getByText('Good sign: A complete phone number').count()).toBe(0);
      expect(await page.getByText('No reports found.').count()).toBe(0);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the report of a look-alike domain found through its example button', async () => {
    const { page, errors, close } = await open();
    try {
      await page.goto('/lookup');
      await page.getByRole('button', { name: 'paypa1.com' }).click();
      await page.getByText('1 person reported this on our community board.').waitFor();
      await page.getByText('Suspicious contact about my payment account being locked').waitFor();
      await checksList(page).getByText('Warning: Imitates PayPal').waitFor();
      await checksList(page)
        .getByText('Good to know: We cannot tell how old the site is')
        .waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says "No reports found" honestly for a number and a domain nobody reported', async () => {
    const { page, errors, close } = await open();
    try {
      await page.goto('/lookup?q=%2B1%20876%20555%200100');
      await page.getByText('No reports found.').waitFor();
      await page.getByText('No reports does not mean it is safe.', { exact: false }).waitFor();
      await page.getByText('No official alert we have collected mentions it.').waitFor();
      await checksList(page)
        .getByText('Warning: Looks like a US number, but it is in Jamaica')
        .waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await check(page, 'irs.gov');
      await checksList(page)
        .getByText('Good sign: An official government address (irs.gov)')
        .waitFor();
      await page.getByText('No reports found.').waitFor();

      // A page anyone can publish on a company's address is not vouched for (decision 0060).
      await check(page, 'https://sites.google.com/view/chase-verify');
      await page
        .getByRole('heading', { level: 2, name: /What we know about\s+sites\.google\.com/ })
        .waitFor();
      await checksList(page).getByText('Take care: Anyone can publish here').waitFor();
      expect(
        await checksList(page)
          .getByText(/real addresses of Google/)
          .count(),
      ).toBe(0);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('links an official action of the bundled snapshot that names the domain, not as a scam warning', async () => {
    const { page, errors, close } = await open();
    try {
      await page.goto('/lookup');
      await check(page, 'match.com');
      const alerts = page.getByRole('region', { name: 'Official alerts' });
      // "Match Group Agrees to Pay $14 Million" is an action against the company (issue 19.16).
      await alerts
        .getByText('No official warning we have collected says scammers use it.')
        .waitFor();
      const actions = alerts.getByTestId('enforcement-alerts');
      await actions.getByRole('heading', { name: 'Actions taken against a company' }).waitFor();
      const link = actions.getByRole('link', { name: /Match Group/ });
      await link.waitFor();
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.ftc\.gov\//);
      await alerts.getByText(/^Federal Trade Commission, /).waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is offered from an analysis result for the number and the site the message names', async () => {
    const { page, errors, close } = await open();
    try {
      await page.goto('/');
      await page.getByRole('button', { name: /Tell Us What Happened/ }).click();
      await page
        .getByRole('textbox', { name: 'Your message' })
        .fill(
          'URGENT: your PayPal account is locked. Call (888) 555-0147 now or verify at https://login.paypa1.com/verify today.',
        );
      await page.getByRole('button', { name: 'Analyze for Scams' }).click();
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
      const section = page.getByRole('region', { name: 'Check a number or link on its own' });
      await section.getByRole('link', { name: 'Look up paypa1.com' }).waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      await section.getByRole('link', { name: 'Look up (888) 555-0147' }).click();
      await page.waitForURL('**/lookup?q=*');
      await page.getByText('1 person reported this on our community board.').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('refuses what is neither a number nor an address, in plain words', async () => {
    const { page, errors, close } = await open();
    try {
      await page.goto('/lookup');
      await check(page, 'ab');
      await page
        .getByRole('alert')
        .getByText('Enter a phone number or a web address of at least 3 characters.')
        .waitFor();
      await check(page, 'hello there');
      await page
        .getByRole('alert')
        .getByText(/That does not look like a phone number or a web address/)
        .waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reads in Spanish, checks included', async () => {
    const { page, errors, close } = await open('es');
    try {
      await page.goto('/lookup');
      await page
        .getByRole('heading', { level: 1, name: 'Comprobar un número o un enlace' })
        .waitFor();
      await page.getByLabel('Número de teléfono o dirección web').fill('1-900-555-1234');
      await page.getByRole('button', { name: 'Comprobar', exact: true }).click();
      await page.getByText('No se encontraron denuncias.').waitFor();
      await page
        .getByRole('region', { name: 'Nuestras comprobaciones del número' })
        .getByText('Advertencia: Un número de tarificación especial')
        .waitFor();
      await page
        .getByText('Conviene saber: El identificador de llamadas se puede falsificar')
        .waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  describe('in every language', () => {
    const localesDir = join(root, 'apps/web/src/locales');
    function flatten(node: unknown, prefix = ''): Record<string, string> {
      if (typeof node === 'string') return { [prefix]: node };
      if (typeof node !== 'object' || node === null) return {};
      return Object.assign(
        {},
        ...Object.entries(node).map(([key, value]) =>
          flatten(value, prefix ? `${prefix}.${key}` : key),
        ),
      ) as Record<string, string>;
    }
    const catalog = (language: string) =>
      flatten(JSON.parse(readFileSync(join(localesDir, language, 'lookup.json'), 'utf8')));
    const english = catalog('en');

    it.each(LANGUAGE_CODES)(
      '%s: a number and a domain result with no raw key, no English left, no axe violation',
      async (language) => {
        const { page, errors, close } = await open(language);
        const own = catalog(language);
        // English sentences whose translation differs must not show on a translated page.
        const leftovers =
          language === 'en'
            ? []
            : Object.entries(english)
                .filter(([, value]) => value.length >= 24 && !value.includes('{'))
                .filter(([key, value]) => own[key] !== value)
                .map(([, value]) => value);
        const problems: string[] = [];
        try {
          if (language === 'ar') await page.setViewportSize({ width: 360, height: 800 });
          for (const q of [
            'paypa1.com',
            '+1 876 555 0100',
            'bit.ly',
            'https://sites.google.com/view/chase-verify',
          ]) {
            await page.goto(`/lookup?q=${encodeURIComponent(q)}`);
            await page.locator('h2').first().waitFor();
            await page.waitForLoadState('networkidle');
            // The button beside the field keeps its word whole (it shrank to one letter a line
            // in Arabic at 1280 px): its text lies on one line.
            const buttonLines = await page
              .locator('form[role="search"] button[type="submit"]')
              .evaluate((button) => {
                const range = document.createRange();
                range.selectNodeContents(button);
                return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)))
                  .size;
              });
            if (buttonLines !== 1)
              problems.push(`${q}: the Check button takes ${buttonLines} lines`);
            const text = await page.locator('body').innerText();
            for (const match of text.matchAll(
              /\b(?:lookup:)?(?:checks|community|alerts|results|summary|errors|form)\.[\w.]+/g,
            )) {
              if (english[match[0].replace(/^lookup:/, '')] !== undefined)
                problems.push(`${q}: raw key ${match[0]}`);
            }
            for (const sentence of leftovers) {
              if (text.includes(sentence))
                problems.push(`${q}: English "${sentence.slice(0, 50)}"`);
            }
            for (const violation of await findAccessibilityViolations(page)) {
              problems.push(`${q}: axe ${violation}`);
            }
            if (language === 'ar') {
              const layout = await page.evaluate(() => ({
                dir: document.documentElement.dir,
                sideways:
                  document.documentElement.scrollWidth > document.documentElement.clientWidth,
              }));
              if (layout.dir !== 'rtl') problems.push(`${q}: dir ${layout.dir}`);
              if (layout.sideways) problems.push(`${q}: scrolls sideways`);
            }
          }
          expect(problems, problems.join('\n')).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
    );
  });
});
