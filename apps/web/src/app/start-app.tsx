// First: zod's settings must be in place before any schema is built (see the module).
import '../lib/zod-jitless.js';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider.js';
import { createAppRouter } from './router.js';
import {
  loadReadingComfort,
  mirrorReadingComfortCookie,
} from '../features/reading-comfort/reading-comfort.js';
import { createI18n, loadLanguage, mirrorLanguageCookie, readStoredLanguage } from '../lib/i18n.js';
import { createQueryClient } from '../lib/query-client.js';
import { releaseEarlyInput } from '../prerender/early-input.js';
import { readSeededQueries } from '../prerender/seeded-queries.js';
import { registerServiceWorker } from '../pwa/register.js';
import type { DataRouter } from 'react-router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const language = readStoredLanguage();
const i18n = createI18n(language);
// Visitors who chose these before the cookies existed get them now (decision 0046).
mirrorLanguageCookie(language);
mirrorReadingComfortCookie(loadReadingComfort());

/**
 * The catalogs a pre-rendered page read (scripts/prerender.mjs writes them on `#root`). Loading
 * them before the first render means the screen is drawn whole, over the same screen, instead of
 * passing through "Loading..." while its catalog arrives.
 */
function prerenderedNamespaces(element: HTMLElement): string[] {
  return (element.dataset.namespaces ?? '').split(' ').filter(Boolean);
}

/** Resolves once the router has loaded the first screen's code (a lazy route). */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Once the app's first screen is on the page, the clicks held on the drawn one go to it. */
function FirstScreen({ children }: { children: ReactNode }) {
  useEffect(() => releaseEarlyInput(), []);
  return children;
}

async function start(element: HTMLElement): Promise<void> {
  const router = createAppRouter();
  // The chosen language's catalogs arrive before the first render, so nobody sees English flash.
  // If they cannot be fetched, English (bundled) is shown rather than nothing.
  await Promise.all([
    loadLanguage(i18n, language),
    i18n.loadNamespaces(prerenderedNamespaces(element)).catch(() => undefined),
    routerReady(router),
  ]);
  // A page the server drew with its data (a saved report) starts from that data, as drawn.
  const queryClient = createQueryClient();
  for (const { queryKey, data } of readSeededQueries(document)) {
    queryClient.setQueryData(queryKey, data);
  }
  const reactRoot = createRoot(element);
  // A transition lets React draw the first screen in short slices instead of one long task, so a
  // slow phone stays responsive while the page starts (Lighthouse's Total Blocking Time, issue 9).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProvider queryClient={queryClient} i18n={i18n}>
          <FirstScreen>
            <RouterProvider router={router} />
          </FirstScreen>
        </AppProvider>
      </StrictMode>,
    );
  });
  // Issue 10: the offline shell of the installed app (production builds only).
  registerServiceWorker();
}

void start(root);
