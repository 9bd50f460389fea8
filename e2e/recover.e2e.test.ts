// The report-and-recover packet and the honest middle of issue 10 in Chromium against the built
// server: a scam analysed with a state, its packet opened from the result, two payments compared,
// a report text copied, the packet printed (print media and a Letter PDF), and axe scans of the
// packet and of an unsure result.
import { readFileSync } from 'node:fs';
import { AnalyzeResponseSchema, LANGUAGE_CODES } from '@scambuddy/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, findAccessibilityViolations, launchBrowser, openPage } from './browser.js';
import { signInInBrowser } from './sign-in.js';

const SCAM_CALL =
  'The caller said he was from the Social Security Administration, that my number was suspended ' +
  'and that I would be arrested today unless I paid $500 with Google Play gift cards. He said to ' +
  'call him back at 202-555-0143 or pay at http://ssa-refund-help.top/pay right away.';

const UNSURE_TEXT =
  'Congratulations, you have been selected for a customer survey. Visit our website for details.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function analyse(page: Page, text: string, state?: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Tell Us What Happened/ }).click();
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  if (state) {
    await expect.poll(() => page.getByLabel('Your State').locator('option').count()).toBe(52);
    await page.getByLabel('Your State').selectOption(state);
  }
  await page.getByRole('button', { name: 'Analyze for Scams' }).click();
  await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
}

/** The ids of the packet's steps, in order. */
async function stepIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('recovery-steps')
    .locator('[data-step]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-step') ?? ''));
}

describe('the report-and-recover packet', () => {
  it('opens from a result, changes with the payment, copies filled texts and prints cleanly', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await analyse(page, SCAM_CALL, 'NY');
      await page.getByRole('link', { name: 'Get your recovery steps' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your recovery steps' }).waitFor();
      expect(page.url()).toMatch(/\/report\/[^/]+\/recover$/);
      // The state the analysis was given is already chosen.
      expect(await page.getByLabel('Your State').inputValue()).toBe('NY');

      await page.getByRole('radio', { name: 'Gift card' }).check();
      await page.getByRole('heading', { name: 'What to do, in order' }).waitFor();
      const giftSteps = await stepIds(page);
      expect(giftSteps.slice(0, 2)).toEqual(['common.stopContact', 'giftCard.callIssuer']);
      await page.getByText('Gift card issuer (any brand)').first().waitFor();

      await page.getByRole('radio', { name: 'Wire transfer' }).check();
      await expect.poll(() => stepIds(page)).toContain('wire.recall');
      const wireSteps = await stepIds(page);
      expect(wireSteps).not.toContain('giftCard.callIssuer');
      expect(wireSteps).not.toEqual(giftSteps);
      await page.getByTestId('draft-bank').waitFor();

      // The FTC text carries what the engine found and says what to add.
      await page.getByRole('button', { name: /Copy the text for ReportFraud\.ftc\.gov/ }).click();
      await page.getByText('Text copied').first().waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('I want to report a scam.');
      expect(copied).toContain('How they contacted me');
      expect(copied).toContain('How I paid: Wire transfer.');
      expect(copied).toContain('$500');
      expect(copied).toContain('ssa-refund-help.top');
      expect(copied).toMatch(/202.?555.?0143/);
      expect(copied).toContain(String(new Date().getFullYear()));
      expect(copied).toContain('PLEASE ADD YOURSELF');
      // The attorney general of the state given with the analysis, from the sourced directory.
      expect(await page.locator('[data-draft="ag"]').innerText()).toMatch(/New York/);

      expect(await findAccessibilityViolations(page)).toEqual([]);

      // Print: no navigation, form or buttons; every text in full, nothing cut at the edge.
      await page.emulateMedia({ media: 'print' });
      for (const hidden of ['header', 'footer', '[data-print-hide]']) {
        const shown = await page
          .locator(hidden)
          .evaluateAll(
            (nodes) => nodes.filter((node) => getComputedStyle(node).display !== 'none').length,
          );
        expect(shown, hidden).toBe(0);
      }
      expect(await page.getByTestId('draft-ftc').isVisible()).toBe(true);
      expect(await page.getByTestId('draft-ftc').innerText()).toContain('$500');
      expect(await page.getByRole('heading', { name: 'What to do, in order' }).isVisible()).toBe(
        true,
      );
      const overflowing = await page
        .locator('[data-printable-recover] pre, [data-printable-recover] li')
        .evaluateAll(
          (nodes) => nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).length,
        );
      expect(overflowing).toBe(0);
      // Every web link on paper shows where it goes, in its text or after it.
      const hiddenUrls = await page
        .locator('[data-printable-recover] a[href^="http"]')
        .evaluateAll((links) =>
          links
            .filter((link) => getComputedStyle(link).display !== 'none')
            .filter((link) => {
              const shown = `${link.textContent ?? ''}${getComputedStyle(link, '::after').content}`;
              return !shown.includes(new URL(link.getAttribute('href') ?? '').hostname);
            })
            .map((link) => link.getAttribute('href')),
        );
      expect(hiddenUrls).toEqual([]);
      expect(
        await page.locator('[data-printable-recover] a[href^="http"]').count(),
      ).toBeGreaterThan(2);
      const pdf = await page.pdf({ format: 'Letter', printBackground: false });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(pages).toBeLessThanOrEqual(5);
      const a4 = await page.pdf({ format: 'A4' });
      expect(a4.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeLessThanOrEqual(
        5,
      );
      await page.emulateMedia({ media: 'screen' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('evidence collected from the packet is attached to that result’s packet (issue 10)', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await signInInBrowser(page, { name: 'Rosa Evidence', email: 'rosa.evidence@example.test' });
      await analyse(page, SCAM_CALL);
      await page.getByRole('link', { name: 'Get your recovery steps' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your recovery steps' }).waitFor();
      const packetPath = new URL(page.url()).pathname;
      const analysisId = packetPath.split('/')[2] ?? '';
      expect(analysisId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      await page.getByRole('radio', { name: 'Gift card' }).check();
      await page.getByText('You have no evidence package for this yet.').waitFor();

      await page.getByRole('link', { name: 'Collect evidence' }).click();
      await page.waitForURL((url) => url.pathname === '/features');
      const search = new URL(page.url()).searchParams;
      expect(search.get('tab')).toBe('evidence');
      expect(search.get('analysis')).toBe(analysisId);
      expect(
        await page.getByRole('tab', { name: 'Evidence Collection' }).getAttribute('aria-selected'),
      ).toBe('true');
      await page.getByText('This evidence will be attached to the recovery steps').waitFor();
      await page.getByRole('button', { name: 'Start Evidence Collection' }).click();
      await page.getByRole('button', { name: 'Add Text', exact: true }).click();
      await page
        .getByRole('textbox', { name: 'Text', exact: true })
        .fill('Gift card numbers I read to the caller: 4411 2290 and 5530 7781.');
      await page.getByRole('button', { name: 'Add Text Evidence' }).click();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Submit Package' }).click();
      const status = page.getByRole('status').filter({ hasText: /^Report ID: / });
      await status.first().waitFor();
      const reportId = ((await status.first().innerText()).split('Report ID: ')[1] ?? '').trim();
      expect(reportId).toMatch(/^[A-Za-z0-9_-]{22}$/);

      await page.getByRole('link', { name: 'Back to your recovery steps' }).first().click();
      await page.waitForURL((url) => url.pathname === packetPath);
      await page.getByRole('radio', { name: 'Gift card' }).check();
      await page.getByText('Attached to these reports:').waitFor();
      const listed = page.getByText(new RegExp(`Scam Evidence .* — reference ${reportId}`));
      await listed.waitFor();
      expect(await page.getByTestId('draft-ftc').innerText()).toContain(
        `Evidence package, reference ${reportId}`,
      );
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an unsure result says so, gives the one safest step and keeps the score', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await analyse(page, UNSURE_TEXT);
      const middle = page.getByTestId('honest-middle');
      await middle.waitFor();
      expect(await middle.innerText()).toMatch(/We are not sure about this one/);
      expect(await middle.innerText()).toMatch(/number you already have/);
      const score = Number(await page.getByRole('meter').getAttribute('aria-valuenow'));
      expect(score).toBeGreaterThan(30);
      expect(score).toBeLessThanOrEqual(70);
      expect(await page.getByTestId('scam-score').innerText()).toContain(String(score));
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a clear scam keeps its verdict and the packet reads in Spanish', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await analyse(page, SCAM_CALL);
      expect(await page.getByTestId('honest-middle').count()).toBe(0);
      const href = await page
        .getByRole('link', { name: 'Get your recovery steps' })
        .getAttribute('href');
      expect(href).toMatch(/^\/report\/[^/]+\/recover$/);
      await page.evaluate(() => localStorage.setItem('scambuddy.language', 'es'));
      await page.goto(href ?? '/');
      await page.getByRole('heading', { level: 1, name: 'Sus pasos para recuperarse' }).waitFor();
      await page.getByRole('radio', { name: 'Tarjeta de regalo' }).check();
      await page.getByRole('heading', { name: 'Qué hacer, en orden' }).waitFor();
      expect(await page.getByTestId('draft-ftc').innerText()).toContain(
        'Quiero denunciar una estafa.',
      );
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the packet and the unsure result in all twelve languages: translated, no raw keys, no axe violations', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      const analyseByApi = async (text: string, state?: string) => {
        const response = await page.request.post('/api/analyze', {
          headers: { origin: baseURL },
          data: { inputType: 'text', text, ...(state ? { state } : {}) },
        });
        expect(response.status()).toBe(200);
        return AnalyzeResponseSchema.parse(await response.json()).analysisId;
      };
      const scamId = await analyseByApi(SCAM_CALL, 'CA');
      const unsureId = await analyseByApi(UNSURE_TEXT);
      const problems: string[] = [];
      await page.goto('/');
      for (const language of LANGUAGE_CODES) {
        const catalog = JSON.parse(
          readFileSync(
            new URL(`../apps/web/src/locales/${language}/recover.json`, import.meta.url),
            'utf8',
          ),
        ) as { page: { title: string }; steps: { heading: string } };
        await page.evaluate((code) => localStorage.setItem('scambuddy.language', code), language);
        await page.goto(`/report/${scamId}/recover`);
        await page.getByRole('heading', { level: 1, name: catalog.page.title }).waitFor();
        await page.locator('input[name="recovery-payment"][value="zelle"]').check();
        await page.getByRole('heading', { name: catalog.steps.heading }).waitFor();
        await page
          .locator('[data-draft="ag"]')
          .getByText(/California/)
          .first()
          .waitFor();
        const text = await page.locator('main').innerText();
        // A raw catalog key would read like `steps.zelle.callBank` or `drafts.facts.payment`.
        const rawKeys = text.match(
          /\b(?:steps|drafts|clocks|payments|scamTypes|evidence)\.[a-zA-Z]+/g,
        );
        if (rawKeys) problems.push(`${language}: raw keys ${rawKeys.join(', ')}`);
        const wide = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        if (wide) problems.push(`${language}: the packet scrolls sideways`);
        for (const violation of await findAccessibilityViolations(page)) {
          problems.push(`${language} packet: ${violation}`);
        }
        await page.goto(`/report/${unsureId}`);
        await page.getByTestId('honest-middle').waitFor();
        for (const violation of await findAccessibilityViolations(page)) {
          problems.push(`${language} unsure result: ${violation}`);
        }
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
