/// <reference lib="dom" />
// The accessibility sweep of issue 21: every route, in every language, at phone widths (390 and
// 320 px) and at 1280 px (also with the root font size doubled), checked for what axe finds and
// for what it does not: focus stops hidden behind fixed elements (WCAG 2.4.11, issue 19 item 6),
// pages that scroll sideways (1.4.10, 1.4.4) and targets under the project's 44 × 44 px.
// Free of Vitest, so that e2e/a11y-sweep.e2e.test.ts (a fixed rotation, in CI) and bench/a11y (the
// whole sweep) run the same checks.
import { LANGUAGE_CODES, type LanguageCode } from '@scambuddy/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runAxe } from './axe.js';

export type Role = 'visitor' | 'member' | 'admin';

export interface SweepRoute {
  /** The path as written in the route table, e.g. `/report/:id`. */
  pattern: string;
  /** Who opens it: a private screen is swept as the person who can see it. */
  role: Role;
}

/** Every screen of apps/web/src/app/paths.ts, plus the not-found screen. */
export const SWEEP_ROUTES: readonly SweepRoute[] = [
  { pattern: '/', role: 'visitor' },
  { pattern: '/report/:id', role: 'visitor' },
  { pattern: '/report/:id/recover', role: 'visitor' },
  { pattern: '/trends', role: 'visitor' },
  { pattern: '/scam-trends-v2', role: 'visitor' },
  { pattern: '/data-sources-v2', role: 'visitor' },
  { pattern: '/dashboard', role: 'member' },
  { pattern: '/history', role: 'member' },
  { pattern: '/helper', role: 'member' },
  { pattern: '/admin', role: 'admin' },
  { pattern: '/admin-panel', role: 'admin' },
  { pattern: '/community', role: 'visitor' },
  { pattern: '/features', role: 'visitor' },
  { pattern: '/about', role: 'visitor' },
  { pattern: '/assessment', role: 'visitor' },
  { pattern: '/heatmap', role: 'visitor' },
  { pattern: '/unified-trends', role: 'visitor' },
  { pattern: '/mobile-features', role: 'visitor' },
  { pattern: '/privacy', role: 'visitor' },
  { pattern: '/terms', role: 'visitor' },
  { pattern: '/contact', role: 'visitor' },
  { pattern: '/lookup', role: 'visitor' },
  { pattern: '/no-such-page', role: 'visitor' },
];

export interface Viewport {
  name: string;
  width: number;
  height: number;
  /** The root font size doubled (WCAG 1.4.4), as a reader's browser setting would. */
  doubledText: boolean;
}

export const PHONE: Viewport = { name: '390', width: 390, height: 844, doubledText: false };
export const NARROW: Viewport = { name: '320', width: 320, height: 640, doubledText: false };
export const DESKTOP: Viewport = { name: '1280', width: 1280, height: 900, doubledText: false };
export const DESKTOP_200: Viewport = {
  name: '1280 at 200 %',
  width: 1280,
  height: 900,
  doubledText: true,
};

/** One screen to check: a route, a language and a window. */
export interface SweepRun {
  route: SweepRoute;
  language: LanguageCode;
  viewport: Viewport;
}

/** The whole sweep of issue 21's "Done when" 1. */
export function fullSweep(): SweepRun[] {
  const runs: SweepRun[] = [];
  for (const route of SWEEP_ROUTES) {
    for (const language of LANGUAGE_CODES) {
      runs.push({ route, language, viewport: PHONE }, { route, language, viewport: NARROW });
    }
    for (const language of ['en', 'ar'] as const) {
      runs.push({ route, language, viewport: DESKTOP }, { route, language, viewport: DESKTOP_200 });
    }
  }
  return runs;
}

/**
 * The fixed part CI runs: every route once at each width, the languages turning with the routes
 * so that every language is seen at 390 and at 320 px, and English and Arabic taking turns at
 * 1280 px, normal and doubled. Deterministic, so a failure is reproduced by the same command.
 */
export function ciRotation(): SweepRun[] {
  const languages = LANGUAGE_CODES;
  return SWEEP_ROUTES.flatMap((route, index) => {
    const wide: LanguageCode = index % 2 === 0 ? 'en' : 'ar';
    return [
      { route, language: languages[index % languages.length] as LanguageCode, viewport: PHONE },
      {
        route,
        language: languages[(index + 5) % languages.length] as LanguageCode,
        viewport: NARROW,
      },
      { route, language: wide, viewport: DESKTOP },
      { route, language: wide === 'en' ? 'ar' : 'en', viewport: DESKTOP_200 },
    ];
  });
}

export interface SweepFixtures {
  baseURL: string;
  /** A real analysis, for /report/:id and its recovery page. */
  analysisId: string;
  /** Signed-in browser storage for the member and the admin. */
  storage: Record<Exclude<Role, 'visitor'>, Awaited<ReturnType<BrowserContext['storageState']>>>;
}

const SCAM_TEXT =
  'This is Medicare. Your benefits will be suspended today unless you confirm your Social Security number and pay the $250 renewal fee with Google Play gift cards. Call 1-888-555-0142 now.';

async function signedInStorage(
  browser: Browser,
  baseURL: string,
  person: { name: string; email: string },
): Promise<SweepFixtures['storage']['member']> {
  const context = await browser.newContext({ baseURL });
  try {
    // The development sign-in the e2e server offers (no identity provider is configured).
    const response = await context.request.post('/auth/dev-login', {
      data: person,
      headers: { origin: baseURL },
    });
    if (!response.ok()) throw new Error(`dev sign-in answered ${response.status()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** One analysis and two signed-in people; `adminEmail` must be in the server's ADMIN_EMAILS. */
export async function prepareSweep(
  browser: Browser,
  baseURL: string,
  adminEmail: string,
): Promise<SweepFixtures> {
  const response = await fetch(`${baseURL}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ inputType: 'text', channel: 'phone', text: SCAM_TEXT }),
  });
  if (!response.ok) throw new Error(`POST /api/analyze answered ${response.status}`);
  const { analysisId } = (await response.json()) as { analysisId: string };
  return {
    baseURL,
    analysisId,
    storage: {
      member: await signedInStorage(browser, baseURL, {
        name: 'Sweep Member',
        email: 'sweep-member@example.test',
      }),
      admin: await signedInStorage(browser, baseURL, { name: 'Sweep Admin', email: adminEmail }),
    },
  };
}

export function pathOf(route: SweepRoute, fixtures: SweepFixtures): string {
  return route.pattern.replace(':id', encodeURIComponent(fixtures.analysisId));
}

/** A browser context in `language` at `viewport`, signed in as `role`. */
export async function openSweepContext(
  browser: Browser,
  fixtures: SweepFixtures,
  language: LanguageCode,
  viewport: Viewport,
  role: Role,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: fixtures.baseURL,
    viewport: { width: viewport.width, height: viewport.height },
    ...(role === 'visitor' ? {} : { storageState: fixtures.storage[role] }),
  });
  // tsx (bench/) compiles with esbuild's keepNames, which wraps the helpers declared inside the
  // page functions below in a `__name` call the page does not have.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  // The stored choice and its cookie are what the app and its drawn pages read on load.
  await context.addInitScript((code) => {
    localStorage.setItem('scambuddy.language', code);
    if (code !== 'en') document.cookie = `scambuddy_lang=${code}; path=/`;
  }, language);
  if (viewport.doubledText) {
    // The browser's default font size doubled: the root's 112.5 % of 32 px.
    await context.addInitScript(() => {
      const style = document.createElement('style');
      style.textContent = 'html { font-size: 225% !important; }';
      document.documentElement.append(style);
    });
  }
  return context;
}

export interface ScreenReport {
  /** e.g. "/terms de 320". */
  label: string;
  problems: string[];
  focusStops: number;
  targets: number;
  ms: number;
}

/** Opens `path` in `page` (already in its context's language) and checks everything. */
export async function checkScreen(
  page: Page,
  path: string,
  run: SweepRun,
  { maxFocusStops = 400 }: { maxFocusStops?: number } = {},
): Promise<ScreenReport> {
  const started = Date.now();
  const label = `${run.route.pattern} ${run.language} ${run.viewport.name}`;
  await page.goto(path);
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction((code) => document.documentElement.lang === code, run.language);
  await page.waitForLoadState('networkidle');
  const found = await inspectPage(page, { maxFocusStops });
  return {
    label,
    problems: found.problems.map((problem) => `${label}: ${problem}`),
    focusStops: found.focusStops,
    targets: found.targets,
    ms: Date.now() - started,
  };
}

/** The sweep's checks on the page as it is, straight after loading (nothing focused yet). */
export async function inspectPage(
  page: Page,
  { maxFocusStops = 400 }: { maxFocusStops?: number } = {},
): Promise<{ problems: string[]; focusStops: number; targets: number }> {
  const problems: string[] = [];
  const axe = await runAxe(page);
  for (const violation of axe.violations) {
    const where = violation.nodes
      .slice(0, 2)
      .map((node) => node.target.join(' '))
      .join(' | ');
    problems.push(`axe ${violation.id}: ${violation.help} — ${where}`);
  }
  problems.push(...(await findSidewaysScrolling(page)));
  const targets = await findSmallTargets(page);
  problems.push(...targets.problems);
  const focus = await walkFocus(page, maxFocusStops);
  problems.push(...focus.problems);
  return { problems, focusStops: focus.stops, targets: targets.count };
}

/** The page scrolls sideways: how far, and the innermost elements that stick out. */
async function findSidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const width = root.clientWidth;
    const outside = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
      (element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0) return false;
        if (box.right > width + 1 || box.left < -1) return true;
        // Text wider than its own box (a long word) sticks out without moving the box.
        const style = getComputedStyle(element);
        return style.overflowX === 'visible' && element.scrollWidth > element.clientWidth + 1;
      },
    );
    const innermost = outside.filter(
      (element) => !outside.some((o) => o !== element && element.contains(o)),
    );
    const named = innermost.slice(0, 3).map((element) => {
      const box = element.getBoundingClientRect();
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${element.className.toString().slice(0, 60)}"> ${Math.round(box.left)}–${Math.round(box.right)} "${text}"`;
    });
    return [`scrolls sideways (${root.scrollWidth} > ${width}): ${named.join('; ')}`];
  });
}

/**
 * Interactive elements narrower or shorter than 44 px. A link inside a sentence is exempt (WCAG
 * 2.5.8's inline exception); a radio or checkbox counts with its label, which takes its clicks;
 * the threat map's states are exempt under 2.5.8's equivalent exception (its table offers each
 * state's actions, issue 21 item 2).
 */
async function findSmallTargets(page: Page): Promise<{ count: number; problems: string[] }> {
  return page.evaluate(() => {
    const MIN = 44;
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=tab]',
      '[role=radio]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=menuitem]',
      '[role=option]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const problems: string[] = [];
    let count = 0;
    const isShown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        box.width > 1 &&
        box.height > 1 &&
        element.closest('[aria-hidden="true"], [inert]') === null
      );
    };
    // A link in a sentence: drawn inline, with words of the same line box beside it.
    const isInline = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      return Array.from(element.parentNode?.childNodes ?? []).some(
        (node) =>
          node !== element &&
          (node.textContent ?? '').trim() !== '' &&
          (node.nodeType === Node.TEXT_NODE ||
            (node instanceof Element && getComputedStyle(node).display === 'inline')),
      );
    };
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (element.closest('svg') || (element as HTMLInputElement).disabled) continue;
      if (element === document.body || element.tagName === 'MAIN') continue;
      if (!isShown(element) || isInline(element)) continue;
      count += 1;
      let box = element.getBoundingClientRect();
      // A link stretched over its card by an absolutely placed ::after takes the card's clicks.
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        const card = (element as HTMLElement).offsetParent;
        if (card) box = card.getBoundingClientRect();
      }
      const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
      for (const label of labels) {
        const own = label.getBoundingClientRect();
        const left = Math.min(box.left, own.left);
        const top = Math.min(box.top, own.top);
        const right = Math.max(box.right, own.right);
        const bottom = Math.max(box.bottom, own.bottom);
        box = new DOMRect(left, top, right - left, bottom - top);
      }
      if (box.width + 0.5 >= MIN && box.height + 0.5 >= MIN) continue;
      const name = (
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim() ??
        ''
      ).replace(/\s+/g, ' ');
      const kind = element.getAttribute('role') ?? element.tagName.toLowerCase();
      problems.push(
        `target ${Math.round(box.width)} × ${Math.round(box.height)} px: ${kind} "${name.slice(0, 40)}"`,
      );
    }
    return { count, problems };
  });
}

/**
 * Presses Tab through the page as a keyboard user does. After each press the focused element must
 * not be more than a quarter covered by anything fixed or sticky (the widget bar, a sticky header,
 * a toast area), nor entirely (WCAG 2.4.11); a click at its centre must reach it rather than a
 * fixed element (issue 19 item 6).
 */
async function walkFocus(
  page: Page,
  maxStops: number,
): Promise<{ stops: number; problems: string[] }> {
  // Straight after loading: nothing has focus, so the first Tab goes to the page's first stop.
  await page.evaluate(() => {
    const marks = new WeakSet<Element>();
    (window as unknown as { __sweepSeen: WeakSet<Element> }).__sweepSeen = marks;
  });
  const problems: string[] = [];
  let stops = 0;
  for (let press = 0; press < maxStops; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const seen = (window as unknown as { __sweepSeen: WeakSet<Element> }).__sweepSeen;
      const active = document.activeElement;
      if (!active || active === document.body || seen.has(active)) return null;
      seen.add(active);
      const box = active.getBoundingClientRect();
      const area = box.width * box.height;
      const name = (active.getAttribute('aria-label') ?? (active.textContent ?? '').trim())
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      const describe = `${active.getAttribute('role') ?? active.tagName.toLowerCase()} "${name}"`;
      if (area === 0) return { describe, covered: 0, by: '', clickHits: true };
      // Everything fixed or sticky that paints, other than the focused element's own family.
      const covers: { box: DOMRect; what: string }[] = [];
      const state = window as unknown as { __sweepFixed?: Element[]; __sweepStops?: number };
      // Finding them means styling every element, so once per 50 stops, not at each.
      state.__sweepStops = (state.__sweepStops ?? 0) + 1;
      if (!state.__sweepFixed || state.__sweepStops % 50 === 0) {
        state.__sweepFixed = Array.from(document.body.querySelectorAll('*')).filter((element) => {
          const position = getComputedStyle(element).position;
          return position === 'fixed' || position === 'sticky';
        });
      }
      for (const element of state.__sweepFixed) {
        if (!element.isConnected) continue;
        if (element.contains(active) || active.contains(element)) continue;
        const painted = [element, ...Array.from(element.querySelectorAll('*'))].filter((part) => {
          const style = getComputedStyle(part);
          if (style.visibility === 'hidden' || style.opacity === '0') return false;
          const hasBackground =
            style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none';
          const hasBorder = parseFloat(style.borderTopWidth) > 0;
          const hasText = Array.from(part.childNodes).some(
            (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
          );
          return hasBackground || hasBorder || hasText || part.tagName === 'svg';
        });
        const what = `${element.tagName.toLowerCase()}.${element.className.toString().split(' ').slice(0, 3).join('.')}`;
        for (const part of painted) covers.push({ box: part.getBoundingClientRect(), what });
      }
      // The covered area, counted once where painted parts overlap: sampled on a 10 × 10 grid.
      let coveredSamples = 0;
      const by = new Set<string>();
      for (let i = 0; i < 10; i += 1) {
        for (let j = 0; j < 10; j += 1) {
          const x = box.left + ((i + 0.5) * box.width) / 10;
          const y = box.top + ((j + 0.5) * box.height) / 10;
          const cover = covers.find(
            (c) => x >= c.box.left && x <= c.box.right && y >= c.box.top && y <= c.box.bottom,
          );
          if (cover) {
            coveredSamples += 1;
            by.add(cover.what);
          }
        }
      }
      const centre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const clickHits =
        centre === null ||
        active.contains(centre) ||
        centre.contains(active) ||
        Array.from((active as HTMLInputElement).labels ?? []).some((label) =>
          label.contains(centre),
        ) ||
        (() => {
          let node: Element | null = centre;
          while (node) {
            const position = getComputedStyle(node).position;
            if (position === 'fixed' || position === 'sticky') return false;
            node = node.parentElement;
          }
          return true;
        })();
      return { describe, covered: coveredSamples / 100, by: [...by].join(', '), clickHits };
    });
    if (stop === null) break;
    stops += 1;
    if (stop.covered >= 1) problems.push(`focus hidden: ${stop.describe} under ${stop.by}`);
    else if (stop.covered > 0.25) {
      problems.push(
        `focus ${Math.round(stop.covered * 100)} % covered: ${stop.describe} by ${stop.by}`,
      );
    }
    if (!stop.clickHits)
      problems.push(`a click at its centre hits a fixed element: ${stop.describe}`);
  }
  return { stops, problems };
}
