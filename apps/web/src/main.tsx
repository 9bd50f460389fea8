// First: zod's settings must be in place before any schema is built (see the module).
import './lib/zod-jitless.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.js';
import { createAppRouter } from './app/router.js';
import {
  applyReadingComfort,
  loadReadingComfort,
} from './features/reading-comfort/reading-comfort.js';
import './index.css';
import { createI18n, loadLanguage, readStoredLanguage } from './lib/i18n.js';
import { createQueryClient } from './lib/query-client.js';
import { registerServiceWorker } from './pwa/register.js';

// Applied before the first paint so a reader who chose large text never sees it jump.
applyReadingComfort(loadReadingComfort());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const language = readStoredLanguage();
const i18n = createI18n(language);

// The chosen language's catalogs arrive before the first render, so nobody sees English flash.
// If they cannot be fetched, English (bundled) is shown rather than nothing.
void loadLanguage(i18n, language).then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()} i18n={i18n}>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
  // Issue 10: the offline shell of the installed app (production builds only).
  registerServiceWorker();
});
