// Every route of the route table (spec part 1 §2.1) and an unknown path render in Chromium with one
// heading, no console error, and no WCAG 2.2 A/AA violation found by axe.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityViolations, launchBrowser, openPage } from './browser.js';

/**
 * Each path and where a signed-out visitor ends up: private screens stay put and ask for sign-in
 * (issue 19); the README's short names lead to their screens.
 */
const routes: ReadonlyArray<{ path: string; landsOn: string }> = [
  { path: '/', landsOn: '/' },
  { path: '/report/an-unknown-report', landsOn: '/report/an-unknown-report' },
  { path: '/trends', landsOn: '/trends' },
  { path: '/scam-trends-v2', landsOn: '/scam-trends-v2' },
  { path: '/data-sources-v2', landsOn: '/data-sources-v2' },
  { path: '/dashboard', landsOn: '/dashboard' },
  { path: '/history', landsOn: '/history' },
  { path: '/admin', landsOn: '/admin' },
  { path: '/community', landsOn: '/community' },
  { path: '/features', landsOn: '/features' },
  { path: '/about', landsOn: '/about' },
  { path: '/assessment', landsOn: '/assessment' },
  { path: '/heatmap', landsOn: '/heatmap' },
  { path: '/unified-trends', landsOn: '/unified-trends' },
  { path: '/mobile-features', landsOn: '/mobile-features' },
  { path: '/admin-panel', landsOn: '/admin-panel' },
  { path: '/privacy', landsOn: '/privacy' },
  { path: '/terms', landsOn: '/terms' },
  { path: '/contact', landsOn: '/contact' },
  { path: '/lookup', landsOn: '/lookup' },
  { path: '/helper', landsOn: '/helper' },
  { path: '/scam-trends', landsOn: '/trends' },
  { path: '/data-sources', landsOn: '/data-sources-v2' },
  { path: '/no-such-page', landsOn: '/no-such-page' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('every route', () => {
  it.each(routes)(
    '$path renders with one heading, no console error and no axe violation',
    async ({ path, landsOn }) => {
      const { context, page, errors } = await openPage(browser);
      try {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === landsOn);
        await expect.poll(() => page.locator('h1').count()).toBe(1);
        await page.waitForLoadState('networkidle');
        expect(await page.title()).not.toBe('');
        expect(await page.locator('nav').count()).toBeGreaterThan(0);
        expect(await findAccessibilityViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('an unknown path shows a not-found screen that speaks to a visitor (issue 19)', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/no-such-page');
      await expect.poll(() => page.locator('h1').innerText()).toBe('Page not found');
      await page.getByText('We could not find a page at this address.').waitFor();
      expect(await page.getByText(/router/i).count()).toBe(0);
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });

  it.each(['/dashboard', '/history', '/helper', '/admin'])(
    'signed out, %s says what the page is and offers sign-in at the top (issue 19)',
    async (path) => {
      for (const width of [390, 1280]) {
        const { context, page } = await openPage(browser);
        try {
          await page.setViewportSize({ width, height: 844 });
          await page.goto(path);
          await page.getByTestId('sign-in-required').waitFor();
          expect(new URL(page.url()).pathname).toBe(path);
          const signIn = page.getByRole('link', { name: 'Sign in', exact: true });
          expect(await signIn.getAttribute('href')).toBe('/auth/google');
          expect(await signIn.isVisible()).toBe(true);
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          expect(await page.locator('h1').innerText()).not.toBe('Am I Being Scammed?');
        } finally {
          await context.close();
        }
      }
    },
  );
});
