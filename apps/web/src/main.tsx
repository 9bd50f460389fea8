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
import { createI18n } from './lib/i18n.js';
import { createQueryClient } from './lib/query-client.js';

// Applied before the first paint so a reader who chose large text never sees it jump.
applyReadingComfort(loadReadingComfort());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={createQueryClient()} i18n={createI18n()}>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);
