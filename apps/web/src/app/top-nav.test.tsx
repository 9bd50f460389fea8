import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../test/render-app.js';

const PUBLIC_LINKS = [
  ['Analyze', '/'],
  ['Live Intelligence', '/unified-trends'],
  ['Mobile Preview', '/mobile-features'],
  ['About', '/about'],
  ['Community', '/community'],
  ['Features', '/features'],
  ['Risk Assessment', '/assessment'],
  ['Check a number or link', '/lookup'],
];

function mainNavLinks() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('top navigation (spec part 1 §2.2)', () => {
  it('shows a helper their unread alerts in the header, linked to the helper page (issue 19)', async () => {
    const app = renderApp({ user: testUser });
    const realFetch = app.fetchMock.getMockImplementation();
    app.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/helper/alerts'
        ? new Response(JSON.stringify({ unread: 2, alerts: [] }), {
            headers: { 'Content-Type': 'application/json' },
          })
        : (realFetch?.(input, init) ?? new Response(null, { status: 404 })),
    );
    const link = await screen.findByRole('link', { name: 'New alerts from people you help: 2' });
    expect(link).toHaveAttribute('href', '/helper');
  });

  it('lists the public links in order and offers Sign In to a visitor', async () => {
    renderApp();
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/auth/google');
    expect(mainNavLinks()).toEqual(PUBLIC_LINKS);
    expect(screen.queryByText(/Safety score/)).not.toBeInTheDocument();
  });

  it('adds Dashboard and History, the score chip and the account menu when signed in', async () => {
    renderApp({ user: testUser });
    // Issue 19: the chip is coloured and named as the dashboard's card (72: yellow, "Fair").
    const chip = await screen.findByText('Safety score: 72 · Fair');
    expect(chip).toHaveAttribute('data-colour', 'yellow');
    expect(chip.className).toContain('text-warning');
    expect(mainNavLinks()).toEqual([
      ...PUBLIC_LINKS,
      ['Dashboard', '/dashboard'],
      ['History', '/history'],
    ]);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada@example.org')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Analysis History', 'Log out']);
  });

  it('shows Admin Dashboard only when the server says the role is admin', async () => {
    renderApp({ user: { ...testUser, role: 'admin' } });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('logs out with POST /auth/logout, clears the cache and goes to /', async () => {
    const { fetchMock, queryClient, router } = renderApp({ path: '/history', user: testUser });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }),
    );
    queryClient.setQueryData(['/api/user/history'], ['kept until logout']);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalledWith('/auth/logout', {
      method: 'POST',
      credentials: 'include',
    });
    expect(queryClient.getQueryData(['/api/user/history'])).toBeUndefined();
  });

  it('folds the links behind a Menu button that says whether it is open', async () => {
    renderApp();
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveClass(
      'hidden',
    );
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('switches language from the picker, storing the choice and turning Arabic right to left', async () => {
    renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options).toHaveLength(12);
    expect(options.map((option) => option.querySelector('[lang]')?.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Italiano',
      'Português',
      'Русский',
      '中文',
      '日本語',
      '한국어',
      'العربية',
      'हिन्दी',
    ]);
    expect(options.every((option) => option.querySelector('svg'))).toBe(true);
    await userEvent.click(screen.getByRole('menuitemradio', { name: /العربية/ }));
    expect(await screen.findByRole('link', { name: 'افحص' })).toBeInTheDocument();
    expect(localStorage.getItem('scambuddy.language')).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });
});
