// The About page of issue 8 in Chromium: the figures come from the server's registry and the
// engine's recorded evaluation, never from page text; axe scans the page.
import { readFileSync } from 'node:fs';
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

const root = new URL('..', import.meta.url).pathname;

function committedSourceCount(): number {
  const registry = JSON.parse(
    readFileSync(`${root}apps/server/data/intel/sources.json`, 'utf8'),
  ) as { sources: unknown[] };
  return registry.sources.length;
}

function committedScamsHigh(): string {
  const model = JSON.parse(readFileSync(`${root}packages/engine/model/model.json`, 'utf8')) as {
    metrics: { cvScamsHigh: number };
  };
  return new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(
    model.metrics.cvScamsHigh,
  );
}

describe('about page', () => {
  it('shows the real source count, 12 languages, the measured figure and one schedule', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/about');
      const sources = page.locator('dt', { hasText: 'Official sources we collect alerts from' });
      await sources.waitFor();
      const card = sources.locator('..');
      expect(await card.locator('dd').first().innerText()).toBe(String(committedSourceCount()));
      const languages = page.locator('dt', { hasText: 'Languages you can use ScamBuddy in' });
      expect(await languages.locator('..').locator('dd').innerText()).toBe('12');
      const scams = page.locator('dt', { hasText: 'Scam messages our checker marks High Risk' });
      expect(await scams.locator('..').locator('dd').innerText()).toBe(committedScamsHigh());
      const schedule = page.locator('dt', { hasText: 'How often we collect new alerts' });
      expect(await schedule.locator('..').locator('dd').innerText()).toBe('Every 6 hours');
      const text = await page.locator('main').innerText();
      for (const claim of ['60+', '95%', '4x', 'four times']) expect(text).not.toContain(claim);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
