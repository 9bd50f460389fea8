import {
  buildDashboardStats,
  type DashboardPayload,
  type StoredAnalysis,
} from '@scambuddy/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app.js';
import { addRoutes, json } from '../analyze/test/fake-api.js';
import { sampleResult } from '../analyze/test/sample-result.js';

function stored(id: string, score: number, day: number, text: string | null): StoredAnalysis {
  return {
    id,
    createdAt: new Date(Date.UTC(2026, 0, day, 12)).toISOString(),
    inputType: text === null ? 'image' : 'text',
    text,
    emailFrom: null,
    phoneNumber: null,
    resultJson: sampleResult({ scam_score: score }),
    feedback: null,
  };
}

function payload(analyses: StoredAnalysis[]): DashboardPayload {
  const { stats, recentAnalyses } = buildDashboardStats({ analyses, assessmentCompletedAt: null });
  return { user: { ...testUser, safetyScore: stats.safetyScore }, stats, recentAnalyses };
}

function renderDashboard(answer: () => Response) {
  const app = renderApp({ path: '/dashboard', user: testUser });
  addRoutes(app.fetchMock, ({ url }) => (url === '/api/user/dashboard' ? answer() : undefined));
  return app;
}

describe('dashboard', () => {
  it('greets the person and shows the four cards with level, colour word and points to next level', async () => {
    const long =
      'Your bank account has been suspended, please verify your identity at once by replying';
    const analyses = [
      stored('a', 92, 1, long),
      stored('b', 12, 2, 'Lunch on Sunday?'),
      stored('c', 50, 3, null),
    ];
    renderDashboard(() => json(payload(analyses)));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' }),
    ).toBeInTheDocument();
    // 3 analyses × 5 + one scam caught × 10 = 25: Beginner, red, 5 points to 30.
    expect(await screen.findByTestId('stat-safety-score')).toHaveTextContent('25 out of 100');
    expect(screen.getByText(/Level: Beginner/)).toHaveTextContent('Needs work');
    expect(screen.getByTestId('points-to-next-level')).toHaveTextContent(
      '5 points to the next level',
    );
    expect(screen.getByTestId('stat-total-analyses')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-scams-detected')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-success-rate')).toHaveTextContent('100%');
    expect(
      screen.getByText(/Your score grows when you check a message \(5 points each/),
    ).toBeInTheDocument();

    const recent = within(screen.getByTestId('recent-analyses-list'));
    // Newest first; 50-character snippets; an image without text says so.
    const links = recent.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Screenshot (no text kept)',
      'Lunch on Sunday?',
      'Your bank account has been suspended, please…',
    ]);
    expect(links[2]).toHaveAttribute('href', '/report/a');
    expect(recent.getByText('High risk · 92')).toBeInTheDocument();
    expect(within(screen.getByTestId('recent-activities')).getAllByRole('listitem')).toHaveLength(
      4,
    );
  });

  it('shows the empty states before anything was checked', async () => {
    renderDashboard(() => json(payload([])));
    expect(
      await screen.findByText('No activity yet. Check a message to earn your first points.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You have not checked anything yet while signed in.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('stat-success-rate')).toHaveTextContent('No scams yet');
  });

  it('says "Unable to load dashboard data." when the server fails', async () => {
    renderDashboard(() => json({ code: 'INTERNAL', message: 'boom' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load dashboard data.');
  });

  it('goes home when the session has ended', async () => {
    const app = renderDashboard(() => json({ code: 'UNAUTHENTICATED', message: 'no' }, 401));
    await screen.findByRole('heading', { level: 1, name: 'Am I Being Scammed?' });
    expect(app.router.state.location.pathname).toBe('/');
  });
});
