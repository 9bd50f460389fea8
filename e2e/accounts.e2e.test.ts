// Accounts in Chromium against the built server (issue 5): development sign-in, an analysis, then
// the dashboard and history show it, with each filter and empty state; logout; deleting the
// account; signed-out visitors sent home; an axe scan of the dashboard and history.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityViolations, launchBrowser, openPage } from './browser.js';
import { signInInBrowser, signOutInBrowser } from './sign-in.js';
import { analyzeInBrowser } from './support/analyze.js';

const SCAM_TEXT =
  'URGENT: Your bank account has been suspended. Verify your identity within 24 hours at ' +
  'http://secure-bank-verify.com/login or it will be closed. Reply with your PIN and Social Security number.';
const HARMLESS_TEXT = 'Hi Grandma, see you at lunch on Sunday. Love, Tom';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openHistory(page: Page): Promise<void> {
  await page.goto('/history');
  await page.getByRole('heading', { level: 1, name: 'Analysis History' }).waitFor();
  await page.getByTestId('history-count').waitFor();
}

describe('accounts', () => {
  it('asks a signed-out visitor on /dashboard and /history to sign in (issue 19)', async () => {
    const { context, page } = await openPage(browser);
    try {
      for (const [path, title] of [
        ['/dashboard', 'Dashboard'],
        ['/history', 'Analysis History'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByTestId('sign-in-required').waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
      }
    } finally {
      await context.close();
    }
  });

  it('signs in, shows the empty states, then the dashboard and history show an analysis', async () => {
    const { context, page, errors } = await openPage(browser);
    const name = 'Edith Example';
    try {
      await signInInBrowser(page, { name, email: 'edith@example.test' });
      // Empty dashboard and history.
      await page.getByText('No activity yet. Check a message to earn your first points.').waitFor();
      await page.getByText('You have not checked anything yet while signed in.').waitFor();
      expect(await page.getByTestId('stat-safety-score').textContent()).toContain('0 out of 100');
      expect(await findAccessibilityViolations(page)).toEqual([]);
      await openHistory(page);
      await page.getByText('No analyses found').waitFor();
      await page.getByRole('heading', { name: 'Select an Analysis' }).waitFor();

      await analyzeInBrowser(page, SCAM_TEXT);
      await analyzeInBrowser(page, HARMLESS_TEXT);

      // The dashboard counts them, with points and 50-character snippets.
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await page.getByTestId('recent-analyses-list').waitFor();
      expect(await page.getByTestId('stat-total-analyses').textContent()).toBe('2');
      expect(await page.getByTestId('stat-scams-detected').textContent()).toBe('1');
      expect(await page.getByTestId('stat-safety-score').textContent()).toContain('20 out of 100');
      await page.getByText('URGENT: Your bank account has been suspended…').waitFor();
      expect(await page.getByTestId('recent-activities').getByRole('listitem').count()).toBe(3);
      // The chip in the navigation shows the same score.
      await page.getByText('Safety score: 20').first().waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);

      // History: count, each filter, the empty state, and the detail pane.
      await openHistory(page);
      const count = page.getByTestId('history-count');
      expect(await count.textContent()).toBe('2 analyses');
      await page.getByLabel('Risk').selectOption('high');
      expect(await count.textContent()).toBe('1 analysis');
      await page.getByLabel('Risk').selectOption('low');
      expect(await count.textContent()).toBe('1 analysis');
      await page.getByLabel('Risk').selectOption('moderate');
      await page.getByText('No analyses found').waitFor();
      await page.getByLabel('Risk').selectOption('all');
      await page.getByLabel('Type').selectOption('image');
      await page.getByText('No analyses found').waitFor();
      await page.getByLabel('Type').selectOption('text');
      expect(await count.textContent()).toBe('2 analyses');
      await page.getByRole('searchbox', { name: 'Search' }).fill('GRANDMA');
      expect(await count.textContent()).toBe('1 analysis');
      await page.getByRole('searchbox', { name: 'Search' }).fill('');
      await page.getByRole('button', { name: /Your bank account has been suspended/ }).click();
      const detail = page.getByTestId('history-detail');
      await detail.waitFor();
      expect(await detail.getByTestId('history-detail-text').textContent()).toBe(SCAM_TEXT);
      expect(Number(await detail.getByRole('meter').getAttribute('aria-valuenow'))).toBeGreaterThan(
        70,
      );
      expect(await findAccessibilityViolations(page)).toEqual([]);

      // Logout ends the session: the signed-in pages ask for sign-in again.
      await signOutInBrowser(page, name);
      expect(await page.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
      await page.goto('/history');
      await page.getByTestId('sign-in-required').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('downloads the person’s data and deletes the account after confirmation', async () => {
    const { context, page } = await openPage(browser);
    const name = 'Frank Forget';
    try {
      await signInInBrowser(page, { name, email: 'frank@example.test' });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      expect((await download).suggestedFilename()).toMatch(/^scambuddy-my-data-.*\.json$/);

      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Keep my account' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('button', { name: 'Yes, delete everything' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Sign In' }).waitFor();
      const me = await page.request.get('/auth/user');
      expect(me.status()).toBe(200);
      expect(await me.json()).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('tells the person when a sign-in failed', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/?signin=failed');
      await page.getByText('Sign-in failed').first().waitFor();
      await page.waitForURL((url) => url.search === '');
    } finally {
      await context.close();
    }
  });
});
