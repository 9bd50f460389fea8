// Issue 21 "Done when" 1 and 3, issue 19 item 6: the accessibility sweep (e2e/support/a11y-sweep.ts)
// in CI. The whole sweep (every route × 12 languages at 390 and 320 px, English and Arabic at
// 1280 px normal and at 200 % text) takes longer than CI's budget allows, so CI runs a fixed
// rotation that sees every route at each width and every language at 390 and at 320 px;
// `npm run bench a11y` runs all of it (bench/a11y/RESULTS.md). First, the checks are shown to find
// what they look for on a page made to fail them.
import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser } from './browser.js';
import { E2E_ADMIN_EMAIL } from './sign-in.js';
import {
  checkScreen,
  ciRotation,
  inspectPage,
  openSweepContext,
  pathOf,
  prepareSweep,
  type SweepFixtures,
} from './support/a11y-sweep.js';

type Box = { x: number; y: number; width: number; height: number };

let browser: Browser;
let fixtures: SweepFixtures;
beforeAll(async () => {
  browser = await launchBrowser();
  fixtures = await prepareSweep(browser, baseURL, E2E_ADMIN_EMAIL);
});
afterAll(async () => {
  await browser.close();
});

/**
 * A page with one of each fault: a pill fixed over a button already on screen (Tab does not scroll
 * it), a small button, a word wider than the window.
 */
const FAULTY_PAGE = `<!doctype html><html lang="en"><head><title>Faults</title></head><body style="margin:0">
  <main>
    <h1>Faults</h1>
    <p>A sentence with <a href="#inline">an inline link</a> in it.</p>
    <button style="width:20px;height:20px" aria-label="Tiny"></button>
    <button style="position:absolute;top:700px;width:200px;height:48px">Under the pill</button>
    <p>Supercalifragilisticexpialidociousnessandthensomemoretomakeitlong</p>
  </main>
  <button style="position:fixed;bottom:4px;left:0;width:300px;height:56px;background:#1849b8;color:#fff;border:0">Help</button>
</body></html>`;

describe('the sweep checks', () => {
  it('find a focus stop under a fixed pill, a click that hits the pill, a small target and sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 760 } });
    try {
      const page = await context.newPage();
      await page.setContent(FAULTY_PAGE);
      const { problems } = await inspectPage(page);
      const joined = problems.join('\n');
      expect(joined).toMatch(/focus (hidden|\d+ % covered): button "Under the pill"/);
      expect(joined).toMatch(/a click at its centre hits a fixed element: button "Under the pill"/);
      expect(joined).toMatch(/target 20 × 20 px: button "Tiny"/);
      expect(joined).toMatch(/scrolls sideways/);
      expect(joined).not.toMatch(/inline link/);
    } finally {
      await context.close();
    }
  });
});

/** Two boxes that do not overlap. */
function apart(a: Box, b: Box): boolean {
  return (
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
  );
}

describe('the widget bar (issue 19 item 6)', () => {
  it.each(['ru', 'de', 'ar'] as const)(
    '%s at 320 px: the reading-comfort and help buttons sit side by side, not on each other',
    async (language) => {
      const context = await openSweepContext(
        browser,
        fixtures,
        language,
        { name: '320', width: 320, height: 640, doubledText: false },
        'visitor',
      );
      try {
        const page = await context.newPage();
        await page.goto('/terms');
        const buttons = page.locator('[data-widget-bar] button');
        await expect.poll(() => buttons.count()).toBe(2);
        // Counted is not yet laid out: the bar's buttons may still be loading their catalog, and
        // while it loads they suspend for a moment and have no box (a CI run read one then). The
        // layout is read once both have a box and stand apart; a bar that never gets there fails.
        let settled: (Box | null)[] = [];
        await expect
          .poll(async () => {
            settled = await Promise.all([
              buttons.nth(0).boundingBox(),
              buttons.nth(1).boundingBox(),
            ]);
            const [one, two] = settled;
            return Boolean(one && two && apart(one, two));
          })
          .toBe(true);
        const [first, second] = settled;
        if (!first || !second) throw new Error('a widget button has no box');
        for (const box of [first, second]) {
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(320);
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        }
      } finally {
        await context.close();
      }
    },
  );
});

describe('the fonts of the test setup (issue 21 item 6)', () => {
  it.each([
    ['zh', /CJK/],
    ['ja', /CJK/],
    ['ko', /CJK/],
    ['hi', /Devanagari/],
    ['ar', /Arabic/],
  ] as const)(
    '%s headings are drawn in a font that has the script (%s)',
    async (language, family) => {
      expect(
        execFileSync('fc-list', [`:lang=${language}`, 'family'], { encoding: 'utf8' }),
      ).toMatch(family);
      const context = await openSweepContext(
        browser,
        fixtures,
        language,
        { name: '390', width: 390, height: 844, doubledText: false },
        'visitor',
      );
      try {
        const page = await context.newPage();
        await page.goto('/');
        await page.waitForFunction((code) => document.documentElement.lang === code, language);
        await page.locator('h1').first().waitFor();
        // What Chromium itself drew the heading with: empty boxes would come from a font without
        // it. Asked again until the app has replaced the page drawn ahead (the node changes then).
        const cdp = await context.newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const glyphsInScriptFont = async () => {
          const { root } = await cdp.send('DOM.getDocument');
          const { nodeId } = await cdp.send('DOM.querySelector', {
            nodeId: root.nodeId,
            selector: 'h1',
          });
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          return fonts
            .filter((font) => family.test(font.familyName))
            .reduce((sum, font) => sum + font.glyphCount, 0);
        };
        await expect.poll(glyphsInScriptFont).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the sweep, CI rotation', () => {
  it.each(
    ciRotation().map((run) => ({
      ...run,
      label: `${run.route.pattern} ${run.language} ${run.viewport.name}`,
    })),
  )(
    '$label: no axe violation, no covered focus, no sideways scrolling, targets ≥ 44 px',
    async (run) => {
      const context = await openSweepContext(
        browser,
        fixtures,
        run.language,
        run.viewport,
        run.route.role,
      );
      try {
        const page = await context.newPage();
        const report = await checkScreen(page, pathOf(run.route, fixtures), run);
        expect(report.focusStops).toBeGreaterThan(0);
        expect(report.problems, report.problems.join('\n')).toEqual([]);
      } finally {
        await context.close();
      }
    },
    // A long page (the trends, the map) walks a few hundred focus stops.
    120_000,
  );
});
