// The Mobile Features Preview of issue 8 in Chromium: every demo opens from its tab, the threat
// demo runs its 4 seconds and Reset restores it without a reload; axe scans each demo.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityViolations, launchBrowser, openPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Each tab and a control that only its demo has. */
const DEMOS = [
  ['Threat Detection Shield', 'Start Demo'],
  ['Scam Shield Academy', 'Start: Spot the Fake Email'],
  ['Personalized Safety Tips', 'Next tip'],
  ['Community Shield Network', 'Scams blocked'],
  ['Buddy Support Chat', 'Chat with Buddy'],
] as const;

describe('mobile features preview', () => {
  it('shows each of the five demos from its tab, without axe violations', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/mobile-features');
      await page.getByText('Select a Feature to Preview').waitFor();
      await page.getByRole('heading', { name: 'Implementation Status' }).waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      const tabs = page.getByRole('group', { name: 'Preview features' });
      for (const [title, marker] of DEMOS) {
        await tabs.getByRole('button', { name: title }).click();
        await page.getByRole('heading', { level: 2, name: title }).waitFor();
        await page.getByRole('button', { name: marker, exact: true }).waitFor();
        expect(await findAccessibilityViolations(page)).toEqual([]);
      }
      // Buddy opens, greets after a second and offers the three moods.
      await page.getByRole('button', { name: 'Chat with Buddy' }).click();
      await page.getByRole('button', { name: 'I feel safe' }).waitFor({ timeout: 3_000 });
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('runs the threat demo and resets it in place, without reloading the page', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/mobile-features');
      await page
        .getByRole('group', { name: 'Preview features' })
        .getByRole('button', { name: 'Threat Detection Shield' })
        .click();
      // A marker on the window survives anything but a reload.
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
      await page.getByRole('button', { name: 'Start Demo' }).click();
      await page.getByText('Analyzing...').waitFor();
      await page.getByText('High Risk Detected').waitFor({ timeout: 6_000 });
      await page.getByText('15% Safe').waitFor();
      await page.getByRole('button', { name: 'Reset' }).click();
      await page.getByText('Ready', { exact: true }).waitFor();
      expect(await page.getByText('15% Safe').count()).toBe(0);
      expect(
        await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone: the feature buttons scroll away, the chat box is whole, gift cards get their advice', async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    try {
      await page.goto('/mobile-features');
      const tabs = page.getByRole('group', { name: 'Preview features' });
      await tabs.getByRole('button', { name: 'Buddy Support Chat' }).click();
      // The chosen demo's title is in sight, in the upper part of the screen, and the buttons do
      // not stay over it when the page scrolls (issue 19.18: sticky, they took 320 of 844 px).
      const title = page.getByRole('heading', { level: 2, name: 'Buddy Support Chat' });
      await expect.poll(async () => (await title.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      const titleBox = await title.boundingBox();
      expect((titleBox?.y ?? 844) + (titleBox?.height ?? 0)).toBeLessThanOrEqual(844 * 0.6);
      const before = (await tabs.boundingBox())?.y ?? 0;
      await page.evaluate(() => window.scrollBy(0, 300));
      await expect
        .poll(async () => before - ((await tabs.boundingBox())?.y ?? before))
        .toBeGreaterThan(250);
      await page.evaluate(() => window.scrollBy(0, -300));

      await page.getByRole('button', { name: 'Chat with Buddy' }).click();
      const input = page.getByRole('textbox', { name: 'Message to Buddy' });
      await input.waitFor();
      // The whole placeholder fits: the box is as wide as its text needs.
      const fits = await input.evaluate(
        (element) => element.scrollWidth <= element.clientWidth + 1 && element.clientWidth >= 250,
      );
      expect(fits).toBe(true);

      await input.fill('Someone asked me for gift cards');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page
        .getByText(/No real company, bank or government office asks to be paid with gift cards/)
        .waitFor({
          timeout: 5_000,
        });
      await page.getByRole('button', { name: 'Who should I call?' }).waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
