// The trusted helper in Chromium (issue 10, Done-when 2): two people signed in in two browser
// contexts. The person invites; the helper opens the link signed out, signs in, comes back and
// consents; the person checks a grandparent bail scam; the helper sees the alert and the result
// without the text, then with it once the person shares it; the person ends the link and the
// helper sees nothing more. Every helper screen is scanned by axe.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, type LanguageCode } from '@scambuddy/contracts';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, findAccessibilityViolations, launchBrowser, openPage } from './browser.js';
import { signInInBrowser } from './sign-in.js';

const BAIL_SCAM =
  'Grandma, it is me, your grandson. I was in a car accident and I am in jail. Please do not tell Mom. ' +
  'I need $5,000 for bail right now. The lawyer says buy Target gift cards and read me the numbers on the back. Hurry!';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function expectNoViolations(page: Page, what: string): Promise<void> {
  expect(await findAccessibilityViolations(page), what).toEqual([]);
}

async function analyze(page: Page, text: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Tell Us What Happened/ }).click();
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  await page.getByRole('button', { name: 'Analyze for Scams' }).click();
  await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
}

describe('trusted helper', () => {
  it('invites, consents, alerts, shares the text on request, and ends', async () => {
    const person = await openPage(browser);
    const helper = await openPage(browser);
    const p = person.page;
    const h = helper.page;
    try {
      // The person opens Trusted Helper from the dashboard and creates an invitation.
      await signInInBrowser(p, { name: 'Rose Person', email: 'rose.helper-e2e@example.test' });
      await p.getByRole('link', { name: 'Open Trusted Helper' }).click();
      await p.getByRole('heading', { level: 1, name: 'Trusted Helper' }).waitFor();
      await p.getByText('You have no helper yet.', { exact: false }).waitFor();
      await expectNoViolations(p, '/helper, empty');
      await p.getByRole('button', { name: 'Create an invitation link' }).click();
      const linkBox = p.getByRole('textbox', { name: 'Invitation link' });
      await linkBox.waitFor();
      const inviteUrl = await linkBox.inputValue();
      expect(inviteUrl).toMatch(/\/helper\/accept\/[A-Za-z0-9_-]{43}$/);
      expect(await p.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href')).toContain(
        encodeURIComponent(inviteUrl),
      );
      expect(
        await p.getByRole('link', { name: 'Send by text message' }).getAttribute('href'),
      ).toMatch(/^sms:/);
      await p.getByTestId('helper-open-invites').waitFor();
      await expectNoViolations(p, '/helper, invitation ready');

      // The helper opens the link signed out, signs in, and is brought back to it.
      await h.goto(inviteUrl);
      await h
        .getByRole('heading', { level: 1, name: 'Invitation to be a trusted helper' })
        .waitFor();
      await expectNoViolations(h, '/helper/accept, signed out');
      await h.getByRole('link', { name: 'Sign in to continue' }).click();
      await h.waitForURL('**/dev-sign-in');
      await h.getByLabel('Your name').fill('Dan Helper');
      await h.getByLabel('E-mail address').fill('dan.helper-e2e@example.test');
      await h.getByRole('button', { name: 'Sign in' }).click();
      await h.waitForURL('**/helper/accept/**');
      await h
        .getByRole('heading', { level: 1, name: 'Rose Person asks you to be their trusted helper' })
        .waitFor();
      await h.getByRole('heading', { name: 'What you will not see' }).waitFor();
      await expectNoViolations(h, '/helper/accept, consent');
      await h.getByRole('button', { name: "I agree to be Rose Person's helper" }).click();
      await h.waitForURL('**/helper/people/**');
      const personPageUrl = h.url();
      await h.getByRole('heading', { level: 1, name: "Rose Person's high-risk results" }).waitFor();
      await h.getByText('No high-risk results since you became').waitFor();
      await expectNoViolations(h, '/helper/people, empty');

      // The link works once: opening it again says so plainly.
      await h.goto(inviteUrl);
      await h.getByText('This invitation has already been used.', { exact: false }).waitFor();
      await expectNoViolations(h, '/helper/accept, used');

      // The person sees the helper listed as active.
      await p.reload();
      await p.getByTestId('helper-my-helpers').getByText('Dan Helper', { exact: true }).waitFor();
      await p
        .getByTestId('helper-my-helpers')
        .getByText(/^Active since/)
        .waitFor();

      // The person checks a grandparent bail scam; the helper gets an alert.
      await analyze(p, BAIL_SCAM);
      await h.goto('/dashboard');
      await h.getByTestId('helper-card-unread').getByText('1 new helper alert').waitFor();
      await h.goto('/helper');
      await h.getByRole('heading', { level: 1, name: 'Trusted Helper' }).waitFor();
      await h.getByTestId('helper-unread').getByText('You have 1 new alert.').waitFor();
      const alertList = h.getByTestId('helper-alert-list');
      await alertList.getByText('New', { exact: true }).waitFor();
      await h.getByTestId('helper-people').getByText('1 new alert').waitFor();
      await expectNoViolations(h, '/helper, with an alert');

      // The result, without the message text; opening it marks the alert read.
      await alertList
        .getByRole('link', { name: /Rose Person checked a high-risk message/ })
        .click();
      await h.waitForURL(personPageUrl);
      const results = h.getByTestId('helper-results');
      await results.getByRole('listitem').first().waitFor();
      expect(await results.getByRole('article').count()).toBe(1);
      await results.getByText('Family emergency', { exact: true }).waitFor();
      await results.getByText('The message text is not shared with you.').waitFor();
      expect(await h.getByTestId('helper-result-text').count()).toBe(0);
      expect(await h.content()).not.toContain('read me the numbers');
      await expectNoViolations(h, '/helper/people, a result without text');
      await h.goto('/helper');
      await h.getByTestId('helper-unread').getByText('You have 0 new alerts.').waitFor();

      // The person shares the text with this helper; the helper now sees it.
      await p.goto('/helper');
      const share = p.getByRole('checkbox', { name: 'Share the message text with Dan Helper' });
      const saved = p.waitForResponse(
        (response) =>
          response.url().includes('/api/helper/links/') && response.request().method() === 'PATCH',
      );
      await share.check();
      expect((await saved).status()).toBe(200);
      // Read back from the server.
      await p.reload();
      await p.getByRole('checkbox', { name: 'Share the message text with Dan Helper' }).waitFor();
      expect(await share.isChecked()).toBe(true);
      await h.goto(personPageUrl);
      await h
        .getByTestId('helper-result-text')
        .getByText(/read me the numbers/)
        .waitFor();
      await h.getByText('Rose Person shares the message text with you.').waitFor();
      await expectNoViolations(h, '/helper/people, a result with text');

      // The person ends the link (with a confirmation); the helper sees nothing more.
      await p.getByRole('button', { name: 'End link with Dan Helper' }).click();
      const dialog = p.getByRole('dialog', { name: 'End the link with Dan Helper?' });
      await dialog.waitFor();
      await expectNoViolations(p, '/helper, end confirmation');
      await dialog.getByRole('button', { name: 'Yes, end the link' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await p
        .getByTestId('helper-my-helpers')
        .getByText(/^Ended by you on/)
        .waitFor();
      expect(await p.getByRole('checkbox').count()).toBe(0);

      await h.goto(personPageUrl);
      await h.getByText('This helper link has ended, so nothing is shared any more.').waitFor();
      expect(await h.content()).not.toContain('read me the numbers');
      await expectNoViolations(h, '/helper/people, ended');
      await h.goto('/helper');
      await h
        .getByTestId('helper-people')
        .getByText(/^Ended by Rose Person on/)
        .waitFor();
      await h.getByText('No alerts.', { exact: false }).waitFor();
      expect(await h.getByRole('link', { name: "See Rose Person's alerts" }).count()).toBe(0);
      await expectNoViolations(h, '/helper, ended');

      // A new scam after the end alerts nobody.
      await analyze(p, BAIL_SCAM);
      await h.goto('/helper');
      await h.getByTestId('helper-unread').getByText('You have 0 new alerts.').waitFor();

      expect(person.errors).toEqual([]);
      // Chromium logs the refused read of the ended link (403), by design; nothing else.
      expect(helper.errors.filter((line) => !/403.*\/api\/helper\/people\//.test(line))).toEqual(
        [],
      );
    } finally {
      await person.context.close();
      await helper.context.close();
    }
  });

  it('asks a signed-out visitor on /helper to sign in (issue 19)', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/helper');
      await page.getByRole('heading', { level: 1, name: 'Trusted Helper' }).waitFor();
      await page.getByTestId('sign-in-required').waitFor();
    } finally {
      await context.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Every helper screen in the twelve languages (issue 10, Done-when 4): no raw key, no English
// sentence of the helper catalog left on a translated page, no axe violation, right to left in
// Arabic. The people, the link, an alert and a shared text are set up once through the API.

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales');

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

function helperCatalog(language: LanguageCode): Record<string, string> {
  return flatten(JSON.parse(readFileSync(join(localesDir, language, 'helper.json'), 'utf8')));
}

const englishHelper = helperCatalog('en');

/** English helper sentences (no placeholder) that the language translates differently. */
function englishLeftovers(language: LanguageCode): string[] {
  if (language === 'en') return [];
  const own = helperCatalog(language);
  return Object.entries(englishHelper)
    .filter(([key, value]) => value.length >= 24 && !value.includes('{{') && own[key] !== value)
    .map(([, value]) => value);
}

function rawKeys(text: string): string[] {
  return [...text.matchAll(/[\w-]+(?:\.[\w-]+)+/g)]
    .map((match) => match[0])
    .filter((token) => englishHelper[token] !== undefined || /^helper:/.test(token));
}

/** Signs in through the development sign-in API and returns the session cookie. */
async function sessionCookie(browser: Browser, name: string, email: string): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const response = await context.request.post('/auth/dev-login', { data: { name, email } });
    expect(response.status()).toBe(200);
    return await context.cookies();
  } finally {
    await context.close();
  }
}

async function api(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  data?: unknown,
) {
  const response = await context.request.fetch(url, {
    method,
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${url}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('helper screens in every language', () => {
  let personCookies: Cookie[];
  let helperCookies: Cookie[];
  let linkId: string;
  let openToken: string;

  beforeAll(async () => {
    personCookies = await sessionCookie(browser, 'Ines Person', 'ines.helper-i18n@example.test');
    helperCookies = await sessionCookie(browser, 'Omar Helper', 'omar.helper-i18n@example.test');
    const person = await browser.newContext({ baseURL });
    const helper = await browser.newContext({ baseURL });
    try {
      await person.addCookies(personCookies);
      await helper.addCookies(helperCookies);
      const first = await api(person, 'POST', '/api/helper/invites');
      const accepted = await api(helper, 'POST', `/api/helper/accept/${String(first.token)}`, {
        consent: true,
      });
      linkId = String(accepted.linkId);
      await api(person, 'POST', '/api/analyze', { inputType: 'text', text: BAIL_SCAM });
      await api(person, 'PATCH', `/api/helper/links/${linkId}`, { shareText: true });
      // A second invitation stays open, for the consent screen and the open list.
      openToken = String((await api(person, 'POST', '/api/helper/invites')).token);
    } finally {
      await person.close();
      await helper.close();
    }
  });

  it.each(LANGUAGE_CODES)(
    '%s: no raw key, no English left, no axe violation',
    async (language) => {
      const leftovers = englishLeftovers(language);
      const problems: string[] = [];
      const screens: { who: 'person' | 'helper' | 'nobody'; path: string; ready: string }[] = [
        { who: 'person', path: '/helper', ready: 'helper-my-helpers' },
        { who: 'helper', path: '/helper', ready: 'helper-alert-list' },
        { who: 'helper', path: `/helper/people/${linkId}`, ready: 'helper-result-text' },
        { who: 'helper', path: `/helper/accept/${openToken}`, ready: '' },
        { who: 'nobody', path: `/helper/accept/${openToken}`, ready: '' },
      ];
      for (const screen of screens) {
        const context = await browser.newContext({ baseURL });
        await context.addInitScript((code) => {
          localStorage.setItem('scambuddy.language', code);
        }, language);
        if (screen.who !== 'nobody') {
          await context.addCookies(screen.who === 'person' ? personCookies : helperCookies);
        }
        const page = await context.newPage();
        const where = `${screen.who} ${screen.path.replace(/[A-Za-z0-9_-]{22,}/, ':id')}`;
        try {
          await page.goto(screen.path);
          await page.locator('h1').first().waitFor({ timeout: 15_000 });
          if (screen.ready) await page.getByTestId(screen.ready).waitFor();
          await expect
            .poll(() => page.evaluate(() => document.documentElement.lang))
            .toBe(language);
          await page.waitForLoadState('networkidle');
          const text = await page.locator('body').innerText();
          for (const key of rawKeys(text)) problems.push(`${where}: raw key "${key}"`);
          for (const sentence of leftovers) {
            if (text.includes(sentence))
              problems.push(`${where}: English "${sentence.slice(0, 60)}"`);
          }
          for (const violation of await findAccessibilityViolations(page)) {
            problems.push(`${where}: axe ${violation}`);
          }
          if (language === 'ar') {
            const dir = await page.evaluate(() => document.documentElement.dir);
            if (dir !== 'rtl') problems.push(`${where}: dir is ${dir}`);
          }
        } finally {
          await context.close();
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    },
    120_000,
  );
});
