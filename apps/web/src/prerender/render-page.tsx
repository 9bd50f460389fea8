// Built by `vite build --ssr` and run once after the client build (scripts/prerender.mjs): never
// part of the browser's download.
import '../lib/zod-jitless.js';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from '../app/provider.js';
import { paths } from '../app/paths.js';
import { routes } from '../app/router.js';
import { createI18n } from '../lib/i18n.js';
import { createQueryClient } from '../lib/query-client.js';
import { dataNeedsFor } from './page-data.js';
import { SEEDED_QUERIES_ID, serialiseSeededQueries, type SeededQuery } from './seeded-queries.js';
import { StartFailedNotice } from './start-failed-notice.js';
import { START_FAILED_NOTICE_ID } from './start-failure.js';

export interface RenderedPage {
  /** The markup of `#root` as the client's first render in English draws it. */
  html: string;
  /** The catalogs the page read, for the client to load before its first render. */
  namespaces: string[];
  /** The markup shown should the app's code fail to arrive (start-failure.ts). */
  startFailedNotice: string;
}

const ORIGIN = 'http://prerender.invalid';

/** Every English catalog: a page's own namespace must be there, or it would draw "Loading". */
const ENGLISH_NAMESPACES = Object.keys(import.meta.glob('../locales/en/*.json')).map((path) =>
  path.replace(/^.*\/|\.json$/g, ''),
);

/**
 * One screen as the signed-out English visitor first sees it: corner widgets not yet loaded, data
 * not yet fetched unless `seeded` gives it — exactly what the client's first commit draws over
 * it (with the same seeded data), so nothing moves.
 */
export async function renderPage(
  path: string,
  seeded: readonly SeededQuery[] = [],
): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered a redirect`);
  const failed = routeErrorOf(context);
  if (failed !== undefined) throw new Error(`${path}: ${String(failed)}`);

  const i18n = createI18n('en');
  await i18n.loadNamespaces(ENGLISH_NAMESPACES);

  const queryClient = createQueryClient();
  for (const { queryKey, data } of seeded) queryClient.setQueryData(queryKey, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const startFailedNotice = renderToString(
    <I18nextProvider i18n={i18n}>
      <StartFailedNotice path={path} />
    </I18nextProvider>,
  );
  // React marks a boundary it could not draw here (a corner widget's code) with an empty
  // <template>; the page is never hydrated, and the client's own render has no such element, so
  // it goes (early-input.ts finds elements by their position).
  return {
    html: html.replaceAll(/<template[^>]*><\/template>/g, ''),
    namespaces: [...new Set(used)].sort(),
    startFailedNotice,
  };
}

const ROOT_TAG = '<div id="root"></div>';
const ENTRY_SCRIPT = '<script type="module" ';

/** The app page (dist/index.html) with the drawn screen in `#root` and the data it was drawn with. */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  seeded: readonly SeededQuery[] = [],
): string {
  if (!template.includes(ROOT_TAG)) throw new Error(`the app page has no ${ROOT_TAG}`);
  if (!template.includes(ENTRY_SCRIPT)) throw new Error('the app page has no entry script');
  // The notice stands outside #root, so the app's first render and early-input.ts never see it.
  const root =
    `<div id="root" data-namespaces="${page.namespaces.join(' ')}">${page.html}</div>` +
    `<template id="${START_FAILED_NOTICE_ID}">${page.startFailedNotice}</template>`;
  const data =
    seeded.length === 0
      ? ''
      : `<script type="application/json" id="${SEEDED_QUERIES_ID}">${serialiseSeededQueries(seeded)}</script>`;
  // The entry (2.9 KB, fetched beside the stylesheet) runs before the first paint of a drawn page,
  // so its holding of early clicks (early-input.ts) is in place before there is a button to press.
  return template
    .replace(ENTRY_SCRIPT, `${ENTRY_SCRIPT}blocking="render" `)
    .replace(ROOT_TAG, () => root + data);
}

/** The API addresses (same origin) whose answers the server draws this screen with, if any. */
export function dataUrlsFor(path: string): string[] {
  return dataNeedsFor(path).map((need) => need.url);
}

/**
 * A screen drawn with its data (the server, for the screens of page-data.ts): each answer goes in
 * as its query's data, so the main content is on the first paint, and into the page for the
 * client to start from. An answer that is missing or malformed throws; the server then sends the
 * screen without data.
 */
export async function renderDocumentWithData(
  template: string,
  path: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<string> {
  const seeded = dataNeedsFor(path).map((need) => {
    if (!(need.url in answers)) throw new Error(`no answer for ${need.url}`);
    return { queryKey: need.queryKey, data: need.parse(answers[need.url]) };
  });
  const page = await renderPage(path, seeded);
  return fillTemplate(template, page, seeded);
}

function routeErrorOf(context: StaticHandlerContext): unknown {
  return context.errors ? Object.values(context.errors)[0] : undefined;
}

/**
 * The screens the build draws ahead: every public screen a first visit may land on. Signed-in
 * screens are left out (their first render depends on the session), and so is the not-found page.
 * A `:param` matches any one path segment; the page is drawn with a placeholder there and must
 * not show it (the report page shows "Loading Report..." until its data arrives). The lookup
 * screen is left out: it starts from its query string, which the server does not match on.
 */
export const PRERENDERED_ROUTES: readonly string[] = [
  paths.home.path,
  paths.report.path,
  paths.trends.path,
  paths.scamTrendsV2.path,
  paths.dataSources.path,
  paths.community.path,
  paths.features.path,
  paths.about.path,
  paths.assessment.path,
  paths.heatmap.path,
  paths.unifiedTrends.path,
  paths.mobileFeatures.path,
  paths.privacy.path,
  paths.terms.path,
  paths.contact.path,
];
