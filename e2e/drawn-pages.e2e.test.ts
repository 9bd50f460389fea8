// Decision 0046: public screens arrive drawn, a saved report and the intelligence centre with their
// data, and the app then draws the same screen over them; a click made before it starts is kept.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, findAccessibilityViolations, launchBrowser, openPage } from './browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function analyze(
  text: string,
): Promise<{ analysisId: string; result: { scam_score: number } }> {
  const response = await fetch(new URL('/api/analyze', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ inputType: 'text', text }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { analysisId: string; result: { scam_score: number } };
}

describe('pages drawn ahead', () => {
  it('show home, a saved report with its score and the intelligence centre without any script', async () => {
    const { analysisId, result } = await analyze(
      'Your bank account is locked. Verify now at http://secure-bank-verify.top or call 1-800-555-0199.',
    );
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto('/');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
      await page.getByRole('button', { name: /Tell Us What Happened/ }).waitFor();

      await page.goto(`/report/${analysisId}`);
      await page.getByRole('heading', { level: 1, name: 'Saved Report' }).waitFor();
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
      expect(await page.locator('main').textContent()).toContain(String(result.scam_score));

      await page.goto('/unified-trends');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('tab', { name: 'Live Trends' }).waitFor();
      // Drawn with its data: the tab's cards are there, not the "Loading..." stand-in.
      expect(await page.getByRole('tabpanel').locator('li').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('are drawn over by the app with the same screen: one heading, no errors, and a click made early still works', async () => {
    const { page, errors, context } = await openPage(browser);
    try {
      // Hold the app's code back, so the click below lands on the drawn page before it starts.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      await page.getByRole('button', { name: /Tell Us What Happened/ }).click();
      release();
      await page.getByRole('textbox', { name: 'Your message' }).waitFor();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('say so when the app’s code cannot be fetched, after one reload, with a link to try again', async () => {
    const { page, context } = await openPage(browser);
    try {
      let refused = 0;
      await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
        refused += 1;
        await route.abort('connectionreset');
      });
      await page.goto('/about');
      const notice = page.getByRole('alert');
      await notice.waitFor();
      expect(refused).toBe(2); // the page was loaded again once before giving up
      expect(await notice.textContent()).toContain('ScamBuddy could not finish loading.');
      expect(await notice.getByRole('link', { name: 'Reload the page' }).getAttribute('href')).toBe(
        '/about',
      );
      expect(await findAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('are not sent to a visitor who chose another language: the app draws the page in it', async () => {
    const { page, errors, context } = await openPage(browser);
    try {
      await context.addCookies([{ name: 'scambuddy_lang', value: 'es', url: baseURL }]);
      await page.addInitScript(() => localStorage.setItem('scambuddy.language', 'es'));
      const response = await page.goto('/');
      expect(await response?.text()).toContain('<div id="root"></div>');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('show a report checked in English to a reader of Spanish in Spanish (decision 0062)', async () => {
    const { analysisId, result } = await analyze(
      'Your bank account is locked. Verify now at http://secure-bank-verify.top or call 1-800-555-0199.',
    );
    const { page, errors, context } = await openPage(browser);
    try {
      await context.addCookies([{ name: 'scambuddy_lang', value: 'es', url: baseURL }]);
      await page.addInitScript(() => localStorage.setItem('scambuddy.language', 'es'));
      await page.goto(`/report/${analysisId}`);
      const main = page.locator('main');
      await main.getByText('Dice que una cuenta está bloqueada', { exact: false }).waitFor();
      expect(await main.textContent()).toContain(String(result.scam_score));
      expect(await main.textContent()).not.toContain('Says an account is locked');
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
