// The operator side of issue 5 in Chromium against the built server: "Was this right?" under a
// result; a signed-in non-admin sees Access Denied at /admin; an admin sees the figures the server
// computed (an analysis and an answer made here show up in them) on each of the four tabs; axe.
// Retraining is covered by the API tests (apps/server/src/modules/model/retrain.test.ts): running it
// here would swap the model the other end-to-end files analyse with.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityViolations, launchBrowser, openPage } from './browser.js';
import { E2E_ADMIN_EMAIL, signInInBrowser } from './sign-in.js';
import { analyzeInBrowser } from './support/analyze.js';

const SCAM_TEXT =
  'This is the Social Security Administration. Your number is suspended and you will be arrested ' +
  'today unless you pay with Google Play gift cards. Do not tell anyone.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The number shown on the stat card whose heading is `label`. */
async function cardNumber(page: Page, label: string): Promise<number> {
  const card = page
    .locator('div', { has: page.getByRole('heading', { level: 3, name: label, exact: true }) })
    .last();
  const value = await card.locator('p').first().textContent();
  return Number((value ?? '').replaceAll(',', ''));
}

describe('the admin dashboard and "Was this right?"', () => {
  it('an anonymous visitor answers "Was this right?" once and is thanked', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await analyzeInBrowser(page, SCAM_TEXT);
      await page.getByRole('heading', { name: 'Was this right?' }).waitFor();
      const answer = page.waitForResponse((response) => response.url().endsWith('/feedback'));
      await page.getByRole('button', { name: 'Scam', exact: true }).click();
      expect((await answer).status()).toBe(200);
      await page.getByText('Thank you! We recorded your answer: Scam.').waitFor();
      expect(await page.getByRole('button', { name: 'Not a scam' }).count()).toBe(0);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a signed-in person who is not an admin sees Access Denied at /admin', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInInBrowser(page, { name: 'Norma Person', email: 'norma@example.test' });
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
      await page.getByText("You don't have permission to access the admin dashboard.").waitFor();
      expect(await page.getByRole('tab', { name: 'Overview' }).count()).toBe(0);
      expect(await findAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an admin sees the real figures on all four tabs', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await signInInBrowser(page, { name: 'Ada Admin', email: E2E_ADMIN_EMAIL });
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Overview' }).waitFor();
      const analysesBefore = await cardNumber(page, 'Analyses');
      const scamsBefore = await cardNumber(page, 'Scams detected');

      await analyzeInBrowser(page, SCAM_TEXT);
      await page.getByRole('button', { name: 'Scam', exact: true }).click();
      await page.getByText('Thank you! We recorded your answer: Scam.').waitFor();

      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
      await page.getByRole('tab', { name: 'Overview' }).waitFor();
      expect(await cardNumber(page, 'Analyses')).toBe(analysesBefore + 1);
      expect(await cardNumber(page, 'Scams detected')).toBe(scamsBefore + 1);
      expect(await cardNumber(page, 'Total users')).toBeGreaterThanOrEqual(1);
      await page.getByText('Database:').waitFor();
      // None of the specification's built-in sample figures.
      expect(await page.getByText('12,847').count()).toBe(0);
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: 'Detection' }).click();
      await page.getByRole('heading', { name: 'Active model' }).waitFor();
      await page.getByRole('img', { name: /Scores of recent analyses/ }).waitFor();
      await page.getByText(/People agreed with \d+(\.\d)?% of HIGH or LOW results/).waitFor();
      await page.getByRole('button', { name: 'Retrain ML Model' }).waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: 'Trends' }).click();
      await page.getByRole('button', { name: 'Update Trends' }).waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: 'Users' }).click();
      expect(await cardNumber(page, 'Active users')).toBeGreaterThanOrEqual(1);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
