import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider.js';
import { routes } from '../app/router.js';
import { createI18n } from '../lib/i18n.js';
import { createQueryClient } from '../lib/query-client.js';
import { allResources } from '../test/all-catalogs.js';
import { RouteErrorPage } from './route-error-page.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A screen whose code cannot be fetched, under the app's own error element. */
function renderBrokenScreen(language: 'en' | 'fr' = 'en') {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        lazy: async () => {
          throw new TypeError('Failed to fetch dynamically imported module');
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <AppProvider queryClient={createQueryClient()} i18n={createI18n(language, allResources)}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('RouteErrorPage', () => {
  it('is the error element of the app’s root route', () => {
    expect(routes[0]?.errorElement).toBeDefined();
  });

  it('says a screen could not open, with a retry and a way home', async () => {
    renderBrokenScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen could not be opened' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('offline, explains that the screen is not saved on this device, in the person’s language', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBrokenScreen('fr');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cet écran n’est pas enregistré sur cet appareil',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vous êtes hors ligne')).toBeInTheDocument();
  });
});
