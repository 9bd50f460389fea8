import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToastsForTests } from '../../components/ui/toast-store.js';
import { renderApp, testUser } from '../../test/render-app.js';
import { addRoutes, json } from '../analyze/test/fake-api.js';

afterEach(() => resetToastsForTests());

describe('a sign-in that came back without success', () => {
  it.each([
    ['failed', 'Sign-in failed'],
    ['cancelled', 'Sign-in cancelled'],
    ['unavailable', 'Sign-in unavailable'],
  ])('?signin=%s shows "%s" once and drops the parameter', async (outcome, title) => {
    const app = renderApp({ path: `/?signin=${outcome}` });
    expect(await screen.findByText(title)).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  });
});

describe('development sign-in page', () => {
  it('is marked development only, checks the form, then signs in and opens the dashboard', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/dev-sign-in' });
    let signedIn = false;
    const calls = addRoutes(app.fetchMock, ({ url, method }) => {
      if (url === '/auth/providers') return json({ oidc: false, development: true });
      if (url === '/auth/user' && signedIn) return json(testUser);
      if (url === '/auth/dev-login' && method === 'POST') {
        signedIn = true;
        return json({ ok: true });
      }
      if (url === '/api/user/dashboard') return json({ code: 'INTERNAL', message: 'x' }, 500);
      return undefined;
    });
    expect(await screen.findByText('Development only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in failed');
    expect(calls.some((call) => call.url === '/auth/dev-login')).toBe(false);

    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    const login = calls.find((call) => call.url === '/auth/dev-login');
    expect(JSON.parse(String(login?.body))).toEqual({ name: 'Ada', email: 'ada@example.test' });
  });

  it('says it is not available when the server does not offer it', async () => {
    const app = renderApp({ path: '/dev-sign-in' });
    addRoutes(app.fetchMock, ({ url }) =>
      url === '/auth/providers' ? json({ oidc: true, development: false }) : undefined,
    );
    expect(
      await screen.findByText('Development sign-in is not available on this server.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });
});
