import type { HelperPersonResults } from '@scambuddy/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app.js';
import { addRoutes, json } from '../analyze/test/fake-api.js';
import { rememberPendingInvite, takePendingInvite } from './model/pending-invite.js';

const TOKEN = 'A'.repeat(43);
const LINK = 'L'.repeat(22);

function results(text: string | null): HelperPersonResults {
  return {
    linkId: LINK,
    personName: 'Rose',
    startedAt: '2026-11-01T10:00:00.000Z',
    shareText: text !== null,
    results: [
      {
        id: 'a1',
        createdAt: '2026-11-02T10:00:00.000Z',
        score: 94,
        label: 'Very likely a scam',
        scamType: 'family_emergency',
        channel: 'phone',
        topSignals: ['Asks for gift cards'],
        text,
      },
    ],
  };
}

afterEach(() => sessionStorage.clear());

describe('trusted helper screens', () => {
  it('asks a signed-out helper to sign in, and remembers only a well-formed token', async () => {
    renderApp({ path: `/helper/accept/${TOKEN}` });
    const signIn = await screen.findByRole('link', { name: 'Sign in to continue' });
    expect(signIn).toHaveAttribute('href', '/auth/google');
    rememberPendingInvite(TOKEN);
    expect(takePendingInvite()).toBe(TOKEN);
    expect(takePendingInvite()).toBeNull();
    rememberPendingInvite('not a token');
    expect(takePendingInvite()).toBeNull();
  });

  it('says plainly when an invitation has expired', async () => {
    const app = renderApp({ path: `/helper/accept/${TOKEN}`, user: testUser });
    addRoutes(app.fetchMock, ({ url }) =>
      url === `/api/helper/accept/${TOKEN}`
        ? json({ state: 'expired', personName: null, expiresAt: '2026-11-01T10:00:00.000Z' })
        : undefined,
    );
    expect(await screen.findByText(/This invitation has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /I agree/ })).not.toBeInTheDocument();
  });

  it('shows a result without its text unless shared, and marks the alerts read', async () => {
    const app = renderApp({ path: `/helper/people/${LINK}`, user: testUser });
    const calls = addRoutes(app.fetchMock, ({ url, method }) => {
      if (url === `/api/helper/people/${LINK}/results`) return json(results(null));
      if (url === `/api/helper/people/${LINK}/read` && method === 'POST') return json({ ok: true });
      return undefined;
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Rose's high-risk results" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Family emergency')).toBeInTheDocument();
    expect(screen.getByText('Phone call')).toBeInTheDocument();
    expect(screen.getByText('The message text is not shared with you.')).toBeInTheDocument();
    expect(screen.queryByTestId('helper-result-text')).not.toBeInTheDocument();
    await expect
      .poll(() => calls.some((c) => c.method === 'POST' && c.url.endsWith('/read')))
      .toBe(true);
  });

  it('shows the text when the person shares it, and says so when the link has ended', async () => {
    const shared = renderApp({ path: `/helper/people/${LINK}`, user: testUser });
    addRoutes(shared.fetchMock, ({ url }) =>
      url.endsWith('/results') ? json(results('Grandma, I need bail money')) : undefined,
    );
    expect(await screen.findByTestId('helper-result-text')).toHaveTextContent(
      'Grandma, I need bail money',
    );
    shared.unmount();

    const ended = renderApp({ path: `/helper/people/${LINK}`, user: testUser });
    addRoutes(ended.fetchMock, ({ url }) =>
      url.endsWith('/results')
        ? json({ code: 'FORBIDDEN', message: 'This helper link has ended.' }, 403)
        : undefined,
    );
    expect(
      await screen.findByText('This helper link has ended, so nothing is shared any more.'),
    ).toBeInTheDocument();
  });

  it('resumes an invitation opened before signing in when the dashboard opens', async () => {
    rememberPendingInvite(TOKEN);
    const app = renderApp({ path: '/dashboard', user: testUser });
    addRoutes(app.fetchMock, ({ url }) => {
      if (url === '/api/user/dashboard') {
        return json({
          user: testUser,
          stats: {
            safetyScore: 0,
            totalAnalyses: 0,
            scamsDetected: 0,
            successRate: null,
            recentActivities: [],
          },
          recentAnalyses: [],
        });
      }
      if (url === '/api/helper/alerts') return json({ unread: 0, alerts: [] });
      if (url === `/api/helper/accept/${TOKEN}`) {
        return json({ state: 'open', personName: 'Rose', expiresAt: '2026-12-01T10:00:00.000Z' });
      }
      return undefined;
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Rose asks you to be their trusted helper',
      }),
    ).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(`/helper/accept/${TOKEN}`);
  });
});
