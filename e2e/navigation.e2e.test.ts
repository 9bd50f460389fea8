// The top navigation of spec part 1 §2.2 and the language picker: order of links, the signed-out
// Sign In button, a language choice that changes the chrome and survives a reload, Arabic RTL.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityViolations, launchBrowser, openPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const mainNav = (page: Page) => page.locator('nav').first();

async function chooseLanguage(page: Page, nativeName: string): Promise<void> {
  await page
    .getByRole('button', {
      name: /language|idioma|langue|sprache|lingua|语言|言語|언어|язык|اللغة|भाषा/i,
    })
    .click();
  await page.getByRole('menuitemradio', { name: new RegExp(nativeName) }).click();
}

describe('top navigation', () => {
  it('lists the public links of §2.2 (and the lookup of issue 10) in order, and Sign In when signed out', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/');
      const links = mainNav(page).getByRole('link');
      await expect.poll(() => links.count()).toBe(8);
      const hrefs = await links.evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('href')),
      );
      expect(hrefs).toEqual([
        '/',
        '/unified-trends',
        '/mobile-features',
        '/about',
        '/community',
        '/features',
        '/assessment',
        '/lookup',
      ]);
      expect(await links.allInnerTexts()).toEqual([
        'Analyze',
        'Live Intelligence',
        'Mobile Preview',
        'About',
        'Community',
        'Features',
        'Risk Assessment',
        'Check a number or link',
      ]);
      const signIn = page.getByRole('link', { name: 'Sign In' });
      expect(await signIn.getAttribute('href')).toBe('/auth/google');
      // Signed-in items are absent for a visitor.
      expect(await mainNav(page).getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('switches the chrome to Spanish, keeps it after a reload, and sets <html lang>', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/about');
      await chooseLanguage(page, 'Español');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
      await expect
        .poll(() => mainNav(page).getByRole('link').first().innerText())
        .not.toBe('Analyze');
      const spanishLabels = await mainNav(page).getByRole('link').allInnerTexts();
      await page.reload();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
      // After a reload the navigation renders once the language's catalogue has loaded.
      await expect
        .poll(() => mainNav(page).getByRole('link').allInnerTexts())
        .toEqual(spanishLabels);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lays Arabic out right to left', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/');
      await chooseLanguage(page, 'العربية');
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      const direction = await page.evaluate(() => getComputedStyle(document.body).direction);
      expect(direction).toBe('rtl');
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
