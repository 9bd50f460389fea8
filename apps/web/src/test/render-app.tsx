import type { LanguageCode, User } from '@scambuddy/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider.js';
import { routes } from '../app/router.js';
import { createI18n } from '../lib/i18n.js';
import { allResources } from './all-catalogs.js';
import { createQueryClient } from '../lib/query-client.js';

export interface RenderAppOptions {
  path?: string;
  /** The signed-in user, or null for a visitor (GET /auth/user answers `null`, spec delta 52). */
  user?: User | null;
  language?: LanguageCode;
}

export const testUser: User = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  role: 'user',
  safetyScore: 72.4,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The whole app at `path`, with the server faked: /auth/user and /auth/logout only. */
export function renderApp({ path = '/', user = null, language = 'en' }: RenderAppOptions = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/auth/user') {
      return json(user);
    }
    if (url === '/auth/logout' && init?.method === 'POST')
      return new Response(null, { status: 204 });
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  const i18n = createI18n(language, allResources);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, fetchMock, queryClient, router, i18n };
}
