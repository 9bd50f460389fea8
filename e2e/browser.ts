// One Chromium per test file, launched the way this machine allows (support/chromium.ts), pages
// that record console errors, and an axe scan helper.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { runAxe } from './support/axe.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';

export const baseURL = inject('baseURL');

/** `extraArgs` add to the usual flags, e.g. a fake microphone (see support/fake-microphone.ts). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A fresh context (clean storage) whose page records console errors and uncaught exceptions.
 * `options` add to or override the context's defaults (e.g. `acceptDownloads`).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // GET /api/report/{id} answers 404 for a report that does not exist (§2.8, the Report Not
    // Found screen); Chromium logs every non-2xx resource load, so that line is expected and no
    // other. (A signed-out GET /auth/user answers 200 with null since spec delta 52.)
    const location = message.location().url;
    if (/\/api\/report\/[^/]+$/.test(location) && message.text().includes('404')) return;
    errors.push(`${message.text()} (${location})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { context, page, errors };
}

/** WCAG 2.0, 2.1 and 2.2 level A and AA rules (support/axe.ts): the bar every screen is held to. */
export async function findAccessibilityViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page);
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
