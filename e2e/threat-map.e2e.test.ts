// The National Threat Map (/heatmap) against the bundled snapshot, in Chromium: the colours follow
// the figures the table shows (issue 19 item 11: every state was painted "10 or more alerts" while
// the table said no alert named it), and every state can be reached and used by keyboard, by a
// tap target of a usable size, and from the table reached by "Skip the map", with its focus ring
// drawn above every neighbour (issue 21 item 2).
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

/** The states too small to point at, which carry a labelled callout box. */
const SMALL_STATES = ['VT', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD', 'DC'] as const;

async function openMap(page: Page): Promise<void> {
  await page.goto('/heatmap');
  await page.getByRole('heading', { level: 1, name: 'National Threat Map' }).waitFor();
  const map = page.getByRole('group', { name: /Map of the United States/ });
  await expect.poll(() => map.getByRole('button').count()).toBe(51);
  await expect.poll(() => page.locator('tr[data-state-row]').count()).toBe(51);
}

/** Each state's fill as the browser paints it, and the legend's swatch colour of each band. */
async function fillsAndLegend(
  page: Page,
): Promise<{ fills: Record<string, string>; legend: Record<string, string> }> {
  return page.evaluate(() => {
    const fills: Record<string, string> = {};
    for (const group of Array.from(document.querySelectorAll('svg g[data-state]'))) {
      const path = group.querySelector('path');
      const code = group.getAttribute('data-state');
      if (path && code) fills[code] = getComputedStyle(path).fill;
    }
    const legend: Record<string, string> = {};
    for (const item of Array.from(document.querySelectorAll('ul[aria-label="Legend"] li'))) {
      const swatch = item.querySelector('span');
      if (swatch) legend[item.textContent.trim()] = getComputedStyle(swatch).backgroundColor;
    }
    return { fills, legend };
  });
}

function legendBand(count: number): string {
  if (count >= 10) return '10 or more alerts';
  if (count >= 5) return '5 to 9 alerts';
  if (count >= 2) return '2 to 4 alerts';
  if (count === 1) return '1 alert';
  return 'No alerts';
}

describe('the threat map', () => {
  it('colours each state by the alerts the table says name it, and states the national ones apart', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await openMap(page);
      const named: Record<string, number> = {};
      for (const row of await page.locator('tr[data-state-row]').all()) {
        const code = await row.getAttribute('data-state-row');
        if (code) named[code] = Number(await row.locator('td').first().innerText());
      }
      const { fills, legend } = await fillsAndLegend(page);
      expect(Object.keys(fills)).toHaveLength(51);
      for (const [code, count] of Object.entries(named)) {
        expect({ code, fill: fills[code] }).toEqual({ code, fill: legend[legendBand(count)] });
      }
      // The snapshot's alerts name a few states only: most are uncoloured, none is "10 or more".
      const uncoloured = Object.values(fills).filter((fill) => fill === legend['No alerts']);
      expect(uncoloured.length).toBeGreaterThan(40);
      expect(Object.values(fills)).not.toContain(legend['10 or more alerts']);
      // The national alerts that name no state are counted once, in words.
      expect(await page.getByTestId('nationwide-alerts').innerText()).toMatch(
        /^National alerts that name no state .*: \d+$/,
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reaches every state by Tab, draws the focus ring above its neighbours, and opens it with Enter', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await openMap(page);
      await page.getByRole('link', { name: /Skip the map/ }).focus();
      const visited: string[] = [];
      for (let stop = 0; stop < 51; stop += 1) {
        await page.keyboard.press('Tab');
        const state = await page.evaluate(
          () => document.activeElement?.getAttribute('data-state') ?? null,
        );
        if (state === null) break;
        visited.push(state);
        // The ring is the SVG's last child (painted after every state) and outlines this state.
        const ring = await page.evaluate((code) => {
          const svg = document.querySelector('svg[role="group"]');
          const last = svg?.lastElementChild;
          const shape = svg?.querySelector(`g[data-state="${code}"] > path`);
          const outline = last?.querySelector('path');
          return {
            isRing: last?.getAttribute('data-ring') ?? null,
            sameShape: outline?.getAttribute('d') === shape?.getAttribute('d'),
          };
        }, state);
        expect({ state, ...ring }).toEqual({ state, isRing: 'focus', sameShape: true });
      }
      expect(new Set(visited).size).toBe(51);

      // Delaware, one of the smallest, opens with Enter; Escape brings focus back to it.
      await page.locator('[data-state="DE"]').focus();
      await page.keyboard.press('Enter');
      const popup = page.getByRole('dialog', { name: 'Delaware' });
      await popup.waitFor();
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
      // Radix moves focus back a task after the dialog leaves the page: wait for it, not a frame.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-state')))
        .toBe('DE');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gives the smallest states a labelled callout of at least 24 px that opens them by a click', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await openMap(page);
      for (const code of SMALL_STATES) {
        const box = await page.locator(`[data-state="${code}"] rect`).first().boundingBox();
        if (!box) throw new Error(`no callout for ${code}`);
        expect({ code, wide: box.width >= 24, tall: box.height >= 24 }).toEqual({
          code,
          wide: true,
          tall: true,
        });
      }
      const callout = page.locator('[data-state="DE"] rect').first();
      await callout.scrollIntoViewIfNeeded();
      const delaware = await callout.boundingBox();
      if (!delaware) throw new Error('no Delaware callout');
      await page.mouse.click(delaware.x + delaware.width / 2, delaware.y + delaware.height / 2);
      await page.getByRole('dialog', { name: 'Delaware' }).waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px, "Skip the map" leads to a table whose 44 px buttons open every state`, async () => {
      const { context, page, errors } = await openPage(browser, {
        viewport: { width, height: width < 500 ? 844 : 900 },
      });
      try {
        await openMap(page);
        await page.getByRole('link', { name: /Skip the map/ }).click();
        expect(await page.evaluate(() => location.hash)).toBe('#threat-map-table');
        const buttons = page.locator('#threat-map-table button[data-state-button]');
        expect(await buttons.count()).toBe(51);
        for (const button of await buttons.all()) {
          const box = await button.boundingBox();
          const code = await button.getAttribute('data-state-button');
          expect({
            code,
            height: (box?.height ?? 0) >= 44,
            width: (box?.width ?? 0) >= 44,
          }).toEqual({ code, height: true, width: true });
        }
        // The table's button opens the same popup as the map, and focus comes back to it.
        const row = page.locator('tr[data-state-row="RI"]');
        // The figure itself (on phones the cell also shows its column's name before it).
        const named = await row.locator('td [data-value]').first().innerText();
        const button = row.getByRole('button', { name: 'Rhode Island' });
        await button.focus();
        await page.keyboard.press('Enter');
        const popup = page.getByRole('dialog', { name: 'Rhode Island' });
        await popup.waitFor();
        expect(await popup.getByTestId('popup-named-alerts').innerText()).toBe(named);
        expect(await findAccessibilityViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await popup.waitFor({ state: 'hidden' });
        await expect
          .poll(() =>
            page.evaluate(() => document.activeElement?.getAttribute('data-state-button')),
          )
          .toBe('RI');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
