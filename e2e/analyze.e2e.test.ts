// The analyze flow of issue 4 in Chromium against the built server: the forms from click to
// result with their validation toasts, the three demos, saving and opening a share link, an unknown
// report, and an axe scan of the home, a form, the results and the saved report.
import { AnalyzeResponseSchema } from '@scambuddy/contracts';
import type { Browser, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, findAccessibilityViolations, launchBrowser, openPage } from './browser.js';
import { GIFT_CARD_SCAM_HTML, renderScreenshot } from './support/screenshot.js';

const SCAM_TEXT =
  'URGENT: Your bank account has been suspended. Verify your identity within 24 hours at ' +
  'http://secure-bank-verify.com/login or it will be closed. Reply with your PIN and Social Security number.';

const CALL_TEXT =
  'The caller said he was from the Social Security Administration, that my number was suspended ' +
  'and that I would be arrested today unless I paid with Google Play gift cards.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Opens a fresh page on the home screen and waits for the entry cards. */
async function openHome(): Promise<Awaited<ReturnType<typeof openPage>>> {
  const watched = await openPage(browser);
  await watched.page.goto('/');
  await watched.page.getByRole('button', { name: /Tell Us What Happened/ }).waitFor();
  return watched;
}

async function submitText(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: /Tell Us What Happened/ }).click();
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  await page.getByRole('button', { name: 'Analyze for Scams' }).click();
  await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
}

/** The score the meter reports, 0-100. */
async function meterScore(page: Page): Promise<number> {
  return Number(await page.getByRole('meter').getAttribute('aria-valuenow'));
}

describe('the analyze flow', () => {
  it('the text form refuses blank text with its toast, then analyses the trimmed message', async () => {
    const { context, page, errors } = await openHome();
    try {
      await page.getByRole('button', { name: /Tell Us What Happened/ }).click();
      await page.getByRole('textbox', { name: 'Your message' }).fill('   ');
      await page.getByRole('button', { name: 'Analyze for Scams' }).click();
      await page.getByText('No text entered').first().waitFor();
      await page
        .getByText('Please tell us what happened or paste the suspicious text.')
        .first()
        .waitFor();

      await page.getByRole('textbox', { name: 'Your message' }).fill(`  ${SCAM_TEXT}  `);
      await expect.poll(() => page.getByLabel('Your State').locator('option').count()).toBe(52);
      await page.getByLabel('Your State').selectOption('NY');
      await page.getByLabel('Contact Method').selectOption('email');
      const request = page.waitForRequest('**/api/analyze');
      await page.getByRole('button', { name: 'Analyze for Scams' }).click();
      expect((await request).postDataJSON()).toEqual({
        inputType: 'text',
        text: SCAM_TEXT,
        state: 'NY',
        channel: 'email',
        language: 'en',
      });
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
      expect(await meterScore(page)).toBeGreaterThan(70);
      // The message names a link, so the lookup section follows once its catalog has arrived
      // (its own Suspense); reading the headings before then raced with that fetch.
      await page.getByRole('heading', { name: 'Check a number or link on its own' }).waitFor();
      const headings = await page.locator('main h2').allInnerTexts();
      expect(headings).toEqual([
        'Analysis Complete',
        'Warning Signs Detected',
        'Check a number or link on its own',
        'What You Should Do Now',
        'Get Help & Report This',
        'Important Disclaimer',
        'Save This Report',
        'Analyze Another Message',
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the transcript form refuses a blank call, then sends it as a phone call', async () => {
    const { context, page, errors } = await openHome();
    try {
      await page.getByRole('button', { name: /Describe a Phone Call/ }).click();
      await page.getByText('Channel: Phone Call').waitFor();
      await page.getByRole('button', { name: 'Analyze for Scams' }).click();
      await page.getByText('No transcript entered').first().waitFor();
      await page.getByLabel('What did the caller say?').fill(CALL_TEXT);
      const request = page.waitForRequest('**/api/analyze');
      await page.getByRole('button', { name: 'Analyze for Scams' }).click();
      expect((await request).postDataJSON()).toEqual({
        inputType: 'transcript',
        text: CALL_TEXT,
        channel: 'phone',
        language: 'en',
      });
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
      expect(await meterScore(page)).toBeGreaterThan(70);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the upload form refuses a missing file with its toast', async () => {
    const { context, page } = await openHome();
    try {
      await page.getByRole('button', { name: /Upload Screenshot/ }).click();
      await page.getByRole('button', { name: 'Analyze for Scams' }).click();
      await page.getByText('No file selected').first().waitFor();
      await page.getByText('Please select an image file to analyze.').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it.each([
    ['Fake bank email', 92, 'secure-bank-verify.com'],
    ['Tech-support call', 88, 'Microsoft Windows Technical Department'],
    ['Social Security phone scam', 95, 'Officer James Miller'],
  ])('the %s demo shows its content and a score of %i', async (title, score, excerpt) => {
    const { context, page, errors } = await openHome();
    try {
      await page.getByRole('button', { name: `Open example: ${title} (${score})` }).click();
      await page.getByRole('heading', { name: 'Original content analysed' }).waitFor();
      expect(await meterScore(page)).toBe(score);
      expect(await page.locator('pre').innerText()).toContain(excerpt);
      await page.getByRole('button', { name: 'Back to Home' }).click();
      await page.getByRole('button', { name: /Upload Screenshot/ }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('saves a report, copies its link and opens it as a saved report', async () => {
    const { context, page, errors } = await openHome();
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await submitText(page, SCAM_TEXT);
      const score = await meterScore(page);
      await page.getByRole('button', { name: 'Save This Report' }).click();
      await page.getByText('Report Saved Successfully!').waitFor();
      const link = await page.getByLabel('Share link').inputValue();
      expect(link).toMatch(new RegExp(`^${baseURL}/report/[^/]+$`));
      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByText('Link copied').first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Saved Report' }).waitFor();
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
      expect(await meterScore(page)).toBe(score);
      expect(await page.getByText(/^Saved on /).count()).toBe(1);
      await page.getByRole('link', { name: 'New Analysis' }).click();
      await page.getByRole('button', { name: /Upload Screenshot/ }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the upload form reads a screenshot rendered by Chromium and analyses its text', async () => {
    const { context, page, errors } = await openHome();
    try {
      const png = await renderScreenshot(context, GIFT_CARD_SCAM_HTML);

      await page.getByRole('button', { name: /Upload Screenshot/ }).click();
      await page
        .getByLabel('Screenshot file')
        .setInputFiles({ name: 'message.png', mimeType: 'image/png', buffer: png });
      await page.getByText(`message.png (${(png.length / 1024).toFixed(1)} KB)`).waitFor();
      const request = page.waitForRequest('**/api/analyze');
      await page.getByRole('button', { name: 'Analyze for Scams' }).click();
      expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data/);
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor({ timeout: 30_000 });
      expect(await meterScore(page)).toBeGreaterThan(70);
      // Only text read from the image can have told the engine about gift cards.
      expect(await page.locator('[data-printable-report]').innerText()).toMatch(/gift card/i);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a QR code in the screenshot is decoded and its web address analysed', async () => {
    const { context, page, errors } = await openHome();
    try {
      const qrUrl = 'https://paypa1-account-verify.top/login';
      const qrPng = await QRCode.toBuffer(qrUrl, { type: 'png', width: 320, margin: 4 });
      const png = await renderScreenshot(
        context,
        `<p>Scan this code to restore your account.</p>
          <img alt="" src="data:image/png;base64,${qrPng.toString('base64')}">`,
        { width: 800, height: 600 },
      );

      await page.getByRole('button', { name: /Upload Screenshot/ }).click();
      await page
        .getByLabel('Screenshot file')
        .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png });
      const answer = page.waitForResponse('**/api/analyze');
      await page.getByRole('button', { name: 'Analyze for Scams' }).click();
      const body = AnalyzeResponseSchema.parse(await (await answer).json());
      expect(
        body.result.entities.urls.some((url) => url.url.includes('paypa1-account-verify.top')),
      ).toBe(true);
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor({ timeout: 30_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Show All Federal Resources reveals the five federal contacts of §9 from the server', async () => {
    const { context, page, errors } = await openHome();
    try {
      await page.getByRole('button', { name: 'Open example: Fake bank email (92)' }).click();
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
      const answer = page.waitForResponse('**/api/contacts/federal');
      await page.getByRole('button', { name: 'Show All Federal Resources' }).click();
      expect((await answer).status()).toBe(200);
      for (const name of [
        'Federal Trade Commission (ReportFraud.ftc.gov)',
        'FBI Internet Crime Complaint Center (IC3)',
        'HHS Office of Inspector General Hotline (Medicare fraud)',
      ]) {
        await page.getByText(name, { exact: true }).waitFor();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('prints only the report: navigation, footer and buttons are left off paper', async () => {
    const { context, page } = await openHome();
    try {
      await page.getByRole('button', { name: 'Open example: Fake bank email (92)' }).click();
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('header').first().isVisible()).toBe(false);
      expect(await page.locator('footer').first().isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Back to Home' }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: 'Warning Signs Detected' }).isVisible()).toBe(
        true,
      );
      await page.emulateMedia({ media: 'screen' });
      expect(await page.locator('header').first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('an unknown report id shows Report Not Found and returns home', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/report/no-such-report-id');
      await page.getByRole('heading', { level: 1, name: 'Report Not Found' }).waitFor();
      expect(
        await page
          .getByText("The report you're looking for doesn't exist or may have been removed.")
          .count(),
      ).toBe(1);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.getByRole('heading', { level: 1, name: 'Am I Being Scammed?' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('accessibility of the analyze screens', () => {
  it('home, a form, the results and the saved report have no axe violation', async () => {
    const { context, page, errors } = await openHome();
    try {
      await page.waitForLoadState('networkidle');
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: /Tell Us What Happened/ }).click();
      await page.getByRole('textbox', { name: 'Your message' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: 'Your message' }).fill(SCAM_TEXT);
      await page.getByRole('button', { name: 'Analyze for Scams' }).click();
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
      // The toggle shows only when the engine named no contacts (spec part 1 §2.7); scan it open.
      const federalToggle = page.getByRole('button', { name: 'Show All Federal Resources' });
      if ((await federalToggle.count()) > 0) await federalToggle.click();
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Save This Report' }).click();
      const link = await page.getByLabel('Share link').inputValue();
      await page.goto(link);
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
