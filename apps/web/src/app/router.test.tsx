import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../test/render-app.js';

const titledRoutes: ReadonlyArray<[string, string]> = [
  ['/', 'Am I Being Scammed?'],
  ['/report/abc', 'Saved Report'],
  ['/trends', 'Scam Trends and News'],
  ['/scam-trends-v2', 'Live Trends and Scam Intelligence'],
  ['/data-sources-v2', 'Data Sources'],
  ['/community', 'Community Reports'],
  ['/features', 'Advanced Protection Features'],
  ['/about', 'About'],
  ['/assessment', 'Vulnerability Assessment'],
  ['/heatmap', 'National Threat Map'],
  ['/unified-trends', 'Government Scam Intelligence Center'],
  ['/mobile-features', 'Mobile Features Preview'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/contact', 'Contact Support'],
  ['/no-such-page', 'Page not found'],
];

describe('route table', () => {
  it.each(titledRoutes)('%s shows one h1 "%s", landmarks and a tab title', async (path, title) => {
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/ \| ScamBuddy$/));
  });

  it('tells a visitor on the not-found screen that the address found no page (issue 19)', async () => {
    renderApp({ path: '/missing' });
    expect(
      await screen.findByText(
        'We could not find a page at this address. It may be mistyped, or the page may have moved.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/router/)).not.toBeInTheDocument();
    expect(document.title).toBe('Page not found | ScamBuddy');
  });

  it.each([
    ['/scam-trends', '/trends'],
    ['/data-sources', '/data-sources-v2'],
  ])('leads %s (the README name) to %s', async (path, target) => {
    const { router } = renderApp({ path });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/history', 'Analysis History'],
    ['/helper', 'Trusted Helper'],
    ['/admin', 'Admin Dashboard'],
    ['/admin-panel', 'Data Source Admin Panel'],
  ])('tells a signed-out visitor what %s is and offers sign-in (issue 19)', async (path, title) => {
    const { router } = renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/google');
  });

  it('welcomes a signed-in user on the dashboard by name', async () => {
    renderApp({ path: '/dashboard', user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | ScamBuddy');
  });

  it('shows a signed-in user their history', async () => {
    renderApp({ path: '/history', user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analysis History' }),
    ).toBeInTheDocument();
  });

  it('shows Access Denied to a signed-in user who is not an admin', async () => {
    renderApp({ path: '/admin', user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to access the admin dashboard."),
    ).toBeInTheDocument();
  });

  it('opens the admin dashboard for an admin', async () => {
    renderApp({ path: '/admin', user: { ...testUser, role: 'admin' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
  });

  it('renders the chrome in the chosen language', async () => {
    renderApp({ path: '/', language: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Werde ich gerade betrogen?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/privacy');
  });
});
