// Issue 10, Done-when 1: the app is installable (the manifest checks Lighthouse's
// installable-manifest audit runs, through the same DevTools protocol calls), opens offline from
// its service worker, and a share from another app (a navigation POST of a multipart form to the
// manifest's share_target) lands on a result.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, findAccessibilityViolations, launchBrowser, openPage } from './browser.js';
import { GIFT_CARD_SCAM_HTML, renderScreenshot } from './support/screenshot.js';

const SCAM_TEXT =
  'USPS: Your package is on hold due to an unpaid fee. Pay $1.99 now at https://usps-redelivery.top/pay';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Home, with the service worker installed and controlling the page. */
async function openControlledHome(): Promise<{
  context: BrowserContext;
  page: Page;
  errors: string[];
}> {
  const watched = await openPage(browser);
  await watched.page.goto('/');
  await watched.page.getByRole('heading', { level: 1 }).waitFor();
  await watched.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 30_000,
  });
  return watched;
}

/**
 * Submits a real multipart form to the share target from the page, the way the phone's share
 * sheet makes the browser navigate: a top-level POST navigation.
 */
async function submitShareForm(page: Page, fields: Record<string, string>, action = '/share') {
  await page.evaluate(
    ({ fields: values, action: target }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = target;
      form.enctype = 'multipart/form-data';
      for (const [name, value] of Object.entries(values)) {
        const input = document.createElement('textarea');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      const file = document.createElement('input');
      file.type = 'file';
      file.name = 'image';
      file.id = 'share-image';
      file.accept = 'image/*';
      form.append(file);
      const submit = document.createElement('button');
      submit.type = 'submit';
      submit.id = 'share-submit';
      submit.textContent = 'Share';
      form.append(submit);
      document.body.append(form);
    },
    { fields, action },
  );
}

/**
 * Presses the test form's Share button. The form is appended after the app's footer, which keeps
 * room for the fixed widget bar only above it, so a pointer click there lands on the bar
 * (decision 0056); a share from the phone's sheet involves no button at all.
 */
async function pressShare(page: Page): Promise<void> {
  await page.locator('#share-submit').evaluate((button: HTMLButtonElement) => button.click());
}

describe('installable app (manifest, service worker, share target)', () => {
  it('has a manifest without errors and no installability errors', async () => {
    // Chromium reports every incognito window "in-incognito", and a new Playwright context is
    // one; Lighthouse checks an ordinary profile, so this test opens one of its own.
    const profile = mkdtempSync(join(tmpdir(), 'scambuddy-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
      baseURL,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
        timeout: 30_000,
      });
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string; critical: number }[];
        data?: string;
      };
      expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? '{}') as {
        display?: string;
        share_target?: { action: string; method: string; enctype: string; params: unknown };
        icons?: { sizes: string; purpose?: string }[];
      };
      expect(data.display).toBe('standalone');
      expect(data.share_target).toMatchObject({
        action: '/share',
        method: 'POST',
        enctype: 'multipart/form-data',
        params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'image' }] },
      });
      expect(
        data.icons?.some((icon) => icon.sizes === '512x512' && icon.purpose === 'maskable'),
      ).toBe(true);

      const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installability.installabilityErrors).toEqual([]);

      const served = await page.evaluate(async () => {
        const [webManifest, icon, worker] = await Promise.all(
          ['/manifest.webmanifest', '/icon-maskable-512.png', '/sw.js'].map((path) =>
            fetch(path, { cache: 'no-store' }),
          ),
        );
        return {
          manifestType: webManifest?.headers.get('content-type'),
          iconType: icon?.headers.get('content-type'),
          workerType: worker?.headers.get('content-type'),
          workerCache: worker?.headers.get('cache-control'),
        };
      });
      expect(served.manifestType).toMatch(/^application\/manifest\+json/);
      expect(served.iconType).toBe('image/png');
      expect(served.workerType).toMatch(/javascript/);
      expect(served.workerCache).toBe('no-cache');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('opens offline from the service worker, says so in words, and never answers the API from a cache', async () => {
    const { context, page } = await openControlledHome();
    try {
      // The worker took the page over; its shell cache holds the page itself.
      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        const shell = names.find((name) => name.startsWith('scambuddy-shell-'));
        if (!shell) return { names, hasPage: false, apiEntries: 0 };
        const cache = await caches.open(shell);
        const keys = (
          await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))
        ).flat();
        return {
          names,
          hasPage: (await cache.match('/index.html')) !== undefined,
          apiEntries: keys.filter((request) => /\/(api|auth)\//.test(new URL(request.url).pathname))
            .length,
        };
      });
      expect(cached.hasPage).toBe(true);
      expect(cached.apiEntries).toBe(0);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      const notice = page.getByTestId('offline-notice');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('You are offline');
      // The server's answers are network-only: offline, the API fails instead of a stale copy.
      const api = await page.evaluate(() =>
        fetch('/api/health').then(
          (response) => response.status,
          () => 'failed',
        ),
      );
      expect(api).toBe('failed');
      // And the worker's own requests are offline too (a build file it has not kept fails), so
      // the page above really came from its cache.
      const uncached = await page.evaluate(() =>
        fetch('/assets/not-in-any-cache.js').then(
          (response) => response.status,
          () => 'failed',
        ),
      );
      expect(uncached).toBe('failed');
      expect(await findAccessibilityViolations(page)).toEqual([]);

      // A screen never opened on this device cannot open offline: it says so in words.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/about');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page
        .getByRole('heading', { level: 1, name: 'This screen is not saved on this device' })
        .waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await notice.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('a shared text lands on its result', async () => {
    const { context, page, errors } = await openControlledHome();
    try {
      await submitShareForm(page, { title: 'Text message', text: SCAM_TEXT, url: '' });
      await Promise.all([page.waitForURL(/\/report\/[^/]+$/), pressShare(page)]);
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor({ timeout: 30_000 });
      // The engine saw the shared text: its link and its subject are named among the signs.
      expect(await page.locator('main').innerText()).toMatch(/look-alike website \(USPS\)/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a shared screenshot is read and lands on its result', async () => {
    const { context, page, errors } = await openControlledHome();
    try {
      const png = await renderScreenshot(context, GIFT_CARD_SCAM_HTML);

      await submitShareForm(page, {});
      await page
        .locator('#share-image')
        .setInputFiles({ name: 'Screenshot.png', mimeType: 'image/png', buffer: png });
      await Promise.all([
        page.waitForURL(/\/report\/[^/]+$/, { timeout: 45_000 }),
        pressShare(page),
      ]);
      await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor({ timeout: 30_000 });
      // Only text read from the picture can have told the engine about gift cards.
      expect(await page.locator('main').innerText()).toMatch(/gift card/i);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an empty share and a post from another site land on home with a translated explanation', async () => {
    const { context, page } = await openControlledHome();
    try {
      await submitShareForm(page, { text: '   ' });
      await Promise.all([page.waitForURL(`${baseURL}/`), pressShare(page)]);
      const notice = page.getByTestId('share-failed-notice');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Nothing arrived to check.');
      expect(await findAccessibilityViolations(page)).toEqual([]);

      // Another site's page (answered here, no network) posting to the share target.
      await page.route('http://other-site.test/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>Other</title><form method="post" enctype="multipart/form-data" action="${baseURL}/share"><textarea name="text">${SCAM_TEXT}</textarea><button id="go">Go</button></form>`,
        }),
      );
      await page.goto('http://other-site.test/');
      await Promise.all([page.waitForURL(`${baseURL}/`), page.locator('#go').click()]);
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Another website tried to send something here');

      // In the person's language.
      await page.evaluate(() => localStorage.setItem('scambuddy.language', 'es'));
      await page.goto('/?share=failed&reason=too-large');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('La imagen es demasiado grande.');
      expect(await findAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
