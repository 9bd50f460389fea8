// Issue 19, items 5, 7, 8, 9 and 17 in Chromium against the built server: the verdict comes into
// view with focus, one set of risk bands on the result and in History, the text read from a
// screenshot shown and checked again after a correction, warning signs apart from signs of a
// genuine message, and a contact's "When to use" note in the reader's language; axe on each.
import { AnalyzeResponseSchema } from '@scambuddy/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, findAccessibilityViolations, launchBrowser, openPage } from './browser.js';
import { signInInBrowser } from './sign-in.js';
import { renderScreenshot } from './support/screenshot.js';

const SCAM_TEXT =
  'URGENT: Your bank account has been suspended. Verify your identity within 24 hours at ' +
  'http://secure-bank-verify.com/login or it will be closed. Reply with your PIN and Social Security number.';
const FAMILY_TEXT =
  'Hi Mom, reminder: never share your verification codes with anyone. See you Sunday.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Fills the text form and clicks Analyze; answers the analysis the server sent. */
async function analyse(page: Page, text: string) {
  await page.goto('/');
  await page.getByRole('button', { name: /Tell Us What Happened/ }).click();
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  const answer = page.waitForResponse('**/api/analyze');
  await page.getByRole('button', { name: 'Analyze for Scams' }).click();
  await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
  return AnalyzeResponseSchema.parse(await (await answer).json());
}

describe('the result screen (issue 19)', () => {
  it.each([390, 1280])(
    'at %i px the verdict is in view and its heading has focus after Analyze for Scams',
    async (width) => {
      const { context, page, errors } = await openPage(browser, {
        viewport: { width, height: width === 390 ? 844 : 900 },
      });
      try {
        await analyse(page, SCAM_TEXT);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
          .toBe('result-complete');
        const box = await page.getByRole('heading', { name: 'Analysis Complete' }).boundingBox();
        const height = page.viewportSize()?.height ?? 0;
        expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.y ?? height) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
        // The score and its band are on screen too, not only the heading.
        const band = await page.getByTestId('risk-band').boundingBox();
        expect((band?.y ?? height) + (band?.height ?? 0)).toBeLessThanOrEqual(height);
        expect(await findAccessibilityViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('lists signs of a genuine message under their own heading, not as warning signs', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await analyse(page, FAMILY_TEXT);
      const genuine = page.getByTestId('genuine-signs');
      await genuine.getByRole('heading', { name: 'Signs of a Genuine Message' }).waitFor();
      expect(await genuine.innerText()).toContain('Reads like an ordinary short message');
      expect(await page.getByTestId('warning-signs').innerText()).not.toContain(
        'Reads like an ordinary short message',
      );
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('names a score by the same band on the result and in History, with the result’s limits', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await signInInBrowser(page, { name: 'Bea Bands', email: 'bea.bands@example.test' });
      const scam = await analyse(page, SCAM_TEXT);
      const family = await analyse(page, FAMILY_TEXT);
      const bandOnResult = await page.getByTestId('risk-band').innerText();
      await page.goto('/history');
      await page.getByTestId('history-count').waitFor();
      const badges = page.getByTestId('history-list').locator('[data-risk]');
      expect(await badges.count()).toBe(2);
      const texts = await badges.allInnerTexts();
      expect(texts).toContain(`${bandOnResult} · ${family.result.scam_score}`);
      const bands = await Promise.all(
        [0, 1].map(async (index) => badges.nth(index).getAttribute('data-risk')),
      );
      expect(bands).toContain(scam.result.risk_level);
      const options = await page.getByLabel('Risk').locator('option').allInnerTexts();
      expect(options).toEqual([
        'All risks',
        'High risk (71–100)',
        'Moderate risk (31–70)',
        'Low risk (0–30)',
      ]);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the text read from a screenshot, checks a corrected copy, and keeps it on the owner’s report', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await signInInBrowser(page, { name: 'Otto Ocr', email: 'otto.ocr@example.test' });
      const png = await renderScreenshot(
        context,
        '<p>Your parcel is held at the depot.</p><p>Reply with your name to book a new delivery.</p>',
      );
      await page.goto('/');
      await page.getByRole('button', { name: /Upload Screenshot/ }).click();
      await page
        .getByLabel('Screenshot file')
        .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: png });
      const first = page.waitForResponse('**/api/analyze');
      await page.getByRole('button', { name: 'Analyze for Scams' }).click();
      const answer = AnalyzeResponseSchema.parse(await (await first).json());
      const box = page.getByRole('textbox', { name: 'Text read from your screenshot' });
      await box.waitFor();
      expect(await box.inputValue()).toMatch(/parcel is held/i);
      expect(await box.inputValue()).toBe(answer.readText);
      expect(await findAccessibilityViolations(page)).toEqual([]);

      // The owner's saved report shows what was read.
      await page.goto(`/report/${answer.analysisId}`);
      await page.getByRole('textbox', { name: 'Text read from your screenshot' }).waitFor();
      expect(
        await page.getByRole('textbox', { name: 'Text read from your screenshot' }).inputValue(),
      ).toBe(answer.readText);

      // A correction is checked again as typed text, and opens as a report of its own.
      await box.fill(
        'Your parcel is held. Pay the $1.99 redelivery fee at http://usps-redeliver.top within 24 hours.',
      );
      const second = page.waitForRequest('**/api/analyze');
      await page.getByRole('button', { name: 'Check the Corrected Text' }).click();
      const sent: unknown = (await second).postDataJSON();
      expect(sent).toMatchObject({ inputType: 'text', text: expect.stringContaining('1.99') });
      await page.waitForURL((url) => url.pathname !== `/report/${answer.analysisId}`);
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();

      // A visitor holding the link sees the result but not the text.
      const visitor = await openPage(browser);
      try {
        await visitor.page.goto(`/report/${answer.analysisId}`);
        await visitor.page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
        expect(await visitor.page.getByTestId('read-text').count()).toBe(0);
      } finally {
        await visitor.context.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['es', 'Denuncie cualquier estafa'],
    ['ar', 'أبلِغ عن أي احتيال'],
    ['zh', '举报任何诈骗'],
  ])('shows a contact’s When to use note in %s', async (language, expected) => {
    const { context, page, errors } = await openPage(browser);
    try {
      const { analysisId } = await analyse(page, SCAM_TEXT);
      await context.addCookies([{ name: 'scambuddy_lang', value: language, url: baseURL }]);
      await page.addInitScript(
        (code) => localStorage.setItem('scambuddy.language', code),
        language,
      );
      await page.goto(`/report/${analysisId}`);
      const notes = page.getByTestId('contact-note');
      await notes.first().waitFor();
      const all = (await notes.allInnerTexts()).join('\n');
      expect(all).toContain(expected);
      expect(all).not.toContain('Report any scam');
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
