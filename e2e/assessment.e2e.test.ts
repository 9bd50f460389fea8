// The vulnerability assessment of issue 8 in Chromium: a guest walks the seven questions to the
// results with the guest prompt; a signed-in person's results are saved and come back on reload;
// axe scans a question and the results.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityViolations, launchBrowser, openPage } from './browser.js';
import { signInInBrowser } from './sign-in.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** 4 + 4 + 5 + 5 + 2 + 2 + 4 = 26 points: 100 (capped), Critical. */
const HIGH_RISK = [
  ['80 or older'],
  ['I rarely use them'],
  ['Yes, more than once'],
  ['I think a scam is happening to me now'],
  ['Phone calls', 'Dating websites or apps'],
  ['Protecting my money and bank accounts', 'Feeling lonely or cut off'],
  ['Rarely — I mostly handle things alone'],
];

/** 2 + 2 + 2 + 2 + 1 + 1 + 2 = 12 points: 48, Moderate. */
const MODERATE_RISK = [
  ['60 to 69'],
  ['Somewhat comfortable — I manage most things'],
  ['Almost — I noticed in time'],
  ['I am getting suspicious phone calls'],
  ['Phone calls'],
  ['Protecting my money and bank accounts'],
  ['Usually — there is someone I can call'],
];

async function answerAll(page: Page, choices: string[][]): Promise<void> {
  for (const [index, labels] of choices.entries()) {
    await page.getByText(`Question ${index + 1} of 7`).waitFor();
    const next = page.getByRole('button', { name: index === 6 ? 'Get My Results' : 'Next' });
    expect(await next.isDisabled()).toBe(true);
    for (const label of labels) await page.getByLabel(label, { exact: true }).check();
    await next.click();
  }
  await page.getByRole('heading', { name: 'Your Results', exact: true }).waitFor();
}

describe('vulnerability assessment', () => {
  it('walks a guest to the results with the elevated-risk alert and the sign-in prompt', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/assessment');
      await page.getByText('Question 1 of 7').waitFor();
      expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await answerAll(page, HIGH_RISK);
      expect(await page.getByTestId('assessment-score').innerText()).toBe('100 out of 100');
      await page.getByText('Critical risk').waitFor();
      await page.getByRole('heading', { name: 'Elevated risk' }).waitFor();
      const prompt = page.getByRole('link', { name: 'Create Account to Save Results' });
      expect(await prompt.getAttribute('href')).toBe('/auth/google');
      expect(await page.getByRole('article').count()).toBe(3);
      await page.getByText('Read the full guide').first().click();
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Retake Assessment' }).click();
      await page.getByText('Question 1 of 7').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('saves a signed-in person’s results and shows them directly after a reload', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await signInInBrowser(page, { name: 'Rosa Park', email: 'rosa@example.test' });
      await page.goto('/assessment');
      await answerAll(page, MODERATE_RISK);
      await page.getByText('Profile Saved').first().waitFor();
      expect(await page.getByTestId('assessment-score').innerText()).toBe('48 out of 100');

      await page.reload();
      await page.getByRole('heading', { name: 'Your Results', exact: true }).waitFor();
      expect(await page.getByTestId('assessment-score').innerText()).toBe('48 out of 100');
      await page.getByText('Moderate risk').waitFor();
      await page.getByText(/Saved to your account on/).waitFor();
      expect(await page.getByText('Question 1 of 7').count()).toBe(0);
      expect(await page.getByRole('link', { name: /Create Account/ }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('saves a guest’s answers after they create an account from the results', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/assessment');
      await answerAll(page, MODERATE_RISK);
      await page.getByRole('link', { name: 'Create Account to Save Results' }).click();
      await page.waitForURL('**/dev-sign-in');
      await signInInBrowser(page, { name: 'Walt Guest', email: 'walt@example.test' });
      await page.goto('/assessment');
      await page.getByText('Profile Saved').first().waitFor();
      expect(await page.getByTestId('assessment-score').innerText()).toBe('48 out of 100');
      await page.reload();
      await page.getByText(/Saved to your account on/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
