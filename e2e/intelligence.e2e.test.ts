// The six scam-intelligence screens of issue 6 in Chromium against the built server: each screen
// with its filters, empty texts and the "snapshot of {date}" marker (the e2e server never collects,
// so it shows the bundled snapshot), the threat map's popup compared with the API's own answer,
// the admin source panel, an axe scan of each, and a pushed update showing the Live Update toast
// (on a second server of this file's own that collects from a local feed).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LiveAlertsResponseSchema, US_STATES } from '@scambuddy/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, findAccessibilityViolations, launchBrowser, openPage } from './browser.js';
import { E2E_ADMIN_EMAIL, signInInBrowser } from './sign-in.js';

const root = new URL('..', import.meta.url).pathname;
const NO_MATCH = 'zzqx no such scam anywhere';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function expectSnapshotMarker(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('snapshot-notice').innerText())
    .toMatch(/^Showing the saved snapshot of \w+ (\d+, )?\d{4}\./);
}

/** A search nothing matches shows the screen's empty text, and the empty screen passes axe. */
async function expectEmptySearchResult(page: Page): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(NO_MATCH);
  await page.getByText('No results found').waitFor();
  expect(await findAccessibilityViolations(page)).toEqual([]);
}

describe('the intelligence screens on the bundled snapshot', () => {
  it('/unified-trends: stat cards, tabs, filters with their empty texts, Clear, and no axe violation', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/unified-trends');
      await page
        .getByRole('heading', { level: 1, name: 'Government Scam Intelligence Center' })
        .waitFor();
      await expectSnapshotMarker(page);
      for (const label of [
        'Critical Threats',
        'Total Reports',
        'Verified News',
        '24/7 Monitoring',
      ]) {
        await page.getByText(label, { exact: true }).first().waitFor();
      }
      await page.getByText('every 6 hours').first().waitFor();
      const trendHeadings = page.getByRole('tabpanel').locator('h3');
      await expect.poll(() => trendHeadings.count()).toBeGreaterThan(0);
      expect(await findAccessibilityViolations(page)).toEqual([]);

      // The snapshot's alerts are a long list, shown a page at a time; "Show more" adds the next
      // page and focuses its first card.
      const firstPage = await trendHeadings.count();
      await page.getByText(`Showing ${firstPage} of `).waitFor();
      // By keyboard, as many of our users do: a pointer click could land while the cards above
      // are still being laid out (content-visibility) and miss the button.
      await page.getByRole('button', { name: 'Show more' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => trendHeadings.count()).toBeGreaterThan(firstPage);
      expect(
        await page.evaluate(() => document.activeElement?.querySelector('h3')?.textContent),
      ).toBe(await trendHeadings.nth(firstPage).textContent());

      // The options come from the server: choosing one narrows the request.
      const categories = await page.getByLabel('Category').locator('option').allInnerTexts();
      expect(categories.length).toBeGreaterThan(1);
      const request = page.waitForRequest((r) =>
        r.url().includes('/api/filter/trends?severity=critical'),
      );
      await page.getByLabel('Severity').selectOption('critical');
      await request;
      await page.getByLabel('Severity').selectOption('');

      await page.getByRole('searchbox', { name: 'Search' }).fill(NO_MATCH);
      await page.getByText('No trends match your current filters.').waitFor();
      await page.getByRole('tab', { name: 'Verified News' }).click();
      await page.getByText('No news articles match your current filters.').waitFor();
      expect(await page.getByLabel('Severity').count()).toBe(0);
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => page.getByRole('tabpanel').locator('h3').count()).toBeGreaterThan(0);
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: 'Data Sources' }).click();
      await page.getByRole('table').getByText('Reliability', { exact: true }).waitFor();
      expect(await page.getByText('93%').count()).toBe(0);
      await page.getByRole('tab', { name: 'National Heatmap' }).click();
      await page.getByRole('link', { name: 'Open the National Threat Map' }).waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/trends: stats, the chart by scam type, type and search filters, No results found', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/trends');
      await page.getByRole('heading', { level: 1, name: 'Scam Trends and News' }).waitFor();
      await expectSnapshotMarker(page);
      await page.getByRole('heading', { name: 'Scam alerts by type, month by month' }).waitFor();
      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      const all = await cards.count();
      await page.getByRole('button', { name: 'News', exact: true }).click();
      const newsCount = await cards.count();
      expect(newsCount).toBeLessThan(all);
      expect(await cards.getByText('ALERT', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await expectEmptySearchResult(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/scam-trends-v2: one stat-card filter at a time, a state, the Daily Briefing, empty text', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/scam-trends-v2');
      await page
        .getByRole('heading', { level: 1, name: 'Live Trends and Scam Intelligence' })
        .waitFor();
      await expectSnapshotMarker(page);
      const cards = page.getByRole('list', { name: 'Filter by figure' });
      const scam = cards.getByRole('button', { name: /Scam alerts/ });
      const news = cards.getByRole('button', { name: /Government news/ });
      await scam.click();
      expect(await scam.getAttribute('aria-pressed')).toBe('true');
      await news.click();
      expect(await scam.getAttribute('aria-pressed')).toBe('false');
      expect(await news.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      expect(await news.getAttribute('aria-pressed')).toBe('false');

      const overview = page.getByRole('region', { name: 'US states threat overview' });
      await overview.getByRole('button').first().click();
      await page.getByRole('button', { name: 'Clear State' }).click();

      await page.getByRole('button', { name: 'Daily Briefing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Daily Briefing' });
      await dialog.getByText('Sources monitored').waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await expectEmptySearchResult(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/data-sources-v2: the summary, three groups with statuses, the schedule stated once', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/data-sources-v2');
      await page.getByRole('heading', { level: 1, name: 'Data Sources' }).waitFor();
      await expectSnapshotMarker(page);
      await page.getByRole('heading', { name: /^Federal \(\d+ sources?\)$/ }).waitFor();
      await page.getByRole('heading', { name: /^State \(\d+ sources?\)$/ }).waitFor();
      await page.getByRole('heading', { name: /^Nonprofit \(\d+ sources?\)$/ }).waitFor();
      expect(await page.getByText(/every 6 hours/).count()).toBe(1);
      // Never collected: every active source is Pending (part 2 §4), with a measured reliability.
      await page.getByText('Pending').first().waitFor();
      await page.getByRole('button', { name: 'Refresh' }).click();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/heatmap: a real US map, keyboard-reachable states, a popup with the API counts, the table', async () => {
    const answer = LiveAlertsResponseSchema.parse(
      await (await fetch(`${baseURL}/api/heatmap/live-alerts`)).json(),
    );
    const namedCount = (code: string) =>
      answer.alerts.filter((alert) => alert.states.some((state) => state === code)).length;
    const [busiest] = [...US_STATES].sort((a, b) => namedCount(b.code) - namedCount(a.code));
    if (!busiest) throw new Error('no states');
    const named = namedCount(busiest.code);

    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/heatmap');
      await page.getByRole('heading', { level: 1, name: 'National Threat Map' }).waitFor();
      await expectSnapshotMarker(page);
      const map = page.getByRole('group', { name: /Map of the United States/ });
      await expect.poll(() => map.getByRole('button').count()).toBe(51);

      // Tab from the last control before the map reaches the first state; Enter opens it.
      await page.getByRole('link', { name: /Skip the map/ }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-state'))).toBe(
        'AL',
      );
      const state = map.locator(`[data-state="${busiest.code}"]`);
      expect(await state.getAttribute('aria-label')).toMatch(
        new RegExp(`^${busiest.name}: ${named} alerts?, `),
      );
      await state.focus();
      await page.keyboard.press('Enter');
      const popup = page.getByRole('dialog', { name: busiest.name });
      await popup.waitFor();
      expect(await popup.getByTestId('popup-named-alerts').innerText()).toBe(String(named));
      await popup.getByText(/fraud and other reports per 100,000 people/).waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
      // Focus returns to the state, so keyboard users keep their place on the map (Radix moves it a
      // task after the dialog leaves the page, hence the poll).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-state')))
        .toBe(busiest.code);

      const row = page.locator(`tr[data-state-row="${busiest.code}"]`);
      expect(await row.locator('td [data-value]').first().innerText()).toBe(String(named));
      expect(await page.locator('tr[data-state-row]').count()).toBe(51);

      await page.getByRole('button', { name: 'Hide alerts' }).click();
      await page.getByText('Alerts hidden').waitFor();
      await page.getByRole('button', { name: 'Show alerts' }).click();
      await expect
        .poll(() => page.getByTestId('alert-feed').locator('li').count())
        .toBe(Math.min(10, answer.alerts.length));
      await page.getByLabel('FTC fraud reports per 100,000 people (2024)').check();
      await page.getByText('Very High 85%+').waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/admin-panel: an admin initializes sources and asks for a collection, with the result shown', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await signInInBrowser(page, { name: 'Ada Admin', email: E2E_ADMIN_EMAIL });
      await page.goto('/admin-panel');
      await page.getByRole('heading', { level: 1, name: 'Data Source Admin Panel' }).waitFor();
      await page.getByRole('button', { name: 'Initialize Sources' }).click();
      const result = page.getByRole('status', { name: 'Result' });
      await result.getByText('Comprehensive source discovery completed successfully').waitFor();
      await result.getByText('Sources', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Collect All Data' }).click();
      // This server never collects (INTEL_COLLECTION is off under NODE_ENV=test) and says so.
      await result.getByText(/Collection is turned off on this server/).waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// A pushed update: this file's own server, collecting from a local feed.
// ---------------------------------------------------------------------------------------------

function rssFeed(items: number): string {
  const entries = Array.from(
    { length: items },
    (_, index) =>
      `<item><title>E2E test alert ${index}: callers pose as Medicare in Ohio</title>` +
      `<link>https://alerts.example-agency.gov/e2e/${index}</link>` +
      `<description>Scammers call older adults claiming to be from Medicare and ask for their Medicare number (test item ${index}).</description>` +
      `<pubDate>${new Date().toUTCString()}</pubDate></item>`,
  ).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>E2E</title><link>https://alerts.example-agency.gov/</link>${entries}</channel></rss>`;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('a pushed update', () => {
  let feedServer: Server;
  let feedItems = 0;
  let server: ChildProcess;
  let dir: string;
  let ownURL: string;

  beforeAll(async () => {
    feedServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rssFeed(feedItems));
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    const feedPort = (feedServer.address() as AddressInfo).port;

    // The real registry with every source switched off (the snapshot's items keep their sources),
    // plus one active source on the local feed.
    dir = mkdtempSync(join(tmpdir(), 'scambuddy-intel-e2e-'));
    const registry = JSON.parse(
      readFileSync(join(root, 'apps/server/data/intel/sources.json'), 'utf8'),
    ) as { sources: Record<string, unknown>[] };
    registry.sources = [
      ...registry.sources.map((source) => ({ ...source, isActive: false })),
      {
        id: 'e2e-local-feed',
        name: 'E2E local feed',
        agency: 'Federal Trade Commission',
        sourceType: 'federal',
        url: `http://127.0.0.1:${feedPort}/rss`,
        format: 'rss',
        verification: 'local test server',
        notes: null,
        state: null,
        altUrls: [],
        isActive: true,
      },
    ];
    const registryFile = join(dir, 'sources.json');
    writeFileSync(registryFile, JSON.stringify(registry));

    const port = await freePort();
    ownURL = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
        PUBLIC_URL: ownURL,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
        INTEL_COLLECTION: 'on',
        INTEL_SOURCES_FILE: registryFile,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    // expect.poll only works inside a test, so the health wait is a plain loop.
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      try {
        if ((await fetch(`${ownURL}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('own server did not become healthy');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  afterAll(async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await new Promise((resolve) => feedServer.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('a collection that adds alerts shows the Live Update toast on an open intelligence screen', async () => {
    const context = await browser.newContext({
      baseURL: ownURL,
      viewport: { width: 1280, height: 900 },
    });
    const errors: string[] = [];
    try {
      const admin = await context.newPage();
      admin.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await signInInBrowser(admin, { name: 'Ada Admin', email: E2E_ADMIN_EMAIL });

      const watcher = await context.newPage();
      watcher.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      const socketOpen = watcher.waitForEvent('websocket');
      await watcher.goto('/heatmap');
      await watcher.getByRole('heading', { level: 1, name: 'National Threat Map' }).waitFor();
      expect((await socketOpen).url()).toBe(`${ownURL.replace('http', 'ws')}/ws`);

      feedItems = 2;
      await admin.goto('/admin-panel');
      await admin.getByRole('button', { name: 'Collect All Data' }).click();
      await admin
        .getByRole('status', { name: 'Result' })
        .getByText('Successfully collected data from all sources')
        .waitFor();

      await watcher.getByText('Live Update', { exact: true }).first().waitFor({ timeout: 15_000 });
      await watcher
        .getByText(/new alerts? from official sources/)
        .first()
        .waitFor();
      // The screen refetched: the new items are in its feed without a reload.
      await watcher
        .getByRole('link', { name: /E2E test alert/ })
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
