// Every route of the route table (spec part 1 §2.1) and an unknown path render in Chromium with one
// heading, no console error, and no WCAG 2.2 A/AA violation found by axe.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityViolations, launchBrowser, openPage } from './browser.js';

/** Each path and where a signed-out visitor ends up (dashboard, history, admin and admin-panel send them home). */
const routes: ReadonlyArray<{ path: string; landsOn: string }> = [
  { path: '/', landsOn: '/' },
  { path: '/report/an-unknown-report', landsOn: '/report/an-unknown-report' },
  { path: '/trends', landsOn: '/trends' },
  { path: '/scam-trends-v2', landsOn: '/scam-trends-v2' },
  { path: '/data-sources-v2', landsOn: '/data-sources-v2' },
  { path: '/dashboard', landsOn: '/' },
  { path: '/history', landsOn: '/' },
  { path: '/admin', landsOn: '/' },
  { path: '/community', landsOn: '/community' },
  { path: '/features', landsOn: '/features' },
  { path: '/about', landsOn: '/about' },
  { path: '/assessment', landsOn: '/assessment' },
  { path: '/heatmap', landsOn: '/heatmap' },
  { path: '/unified-trends', landsOn: '/unified-trends' },
  { path: '/mobile-features', landsOn: '/mobile-features' },
  { path: '/admin-panel', landsOn: '/' },
  { path: '/privacy', landsOn: '/privacy' },
  { path: '/terms', landsOn: '/terms' },
  { path: '/contact', landsOn: '/contact' },
  { path: '/lookup', landsOn: '/lookup' },
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

  it('an unknown path shows the not-found screen of spec part 1 §2.1', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/no-such-page');
      await expect.poll(() => page.locator('h1').innerText()).toBe('404 Page Not Found');
    } finally {
      await context.close();
    }
  });
});
