import type { AdminStats } from '@scambuddy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render-app.js';
import { addRoutes, json } from '../../analyze/test/fake-api.js';

const admin = { ...testUser, role: 'admin' as const };

function stats(): AdminStats {
  const bins = Array.from({ length: 10 }, (_, i) => ({
    from: i * 10,
    to: i === 9 ? 100 : i * 10 + 9,
    count: i === 9 ? 4 : i === 0 ? 2 : 0,
  }));
  return {
    generatedAt: '2026-11-22T05:00:00.000Z',
    totalUsers: 17,
    newUsers: 3,
    activeUsers: 9,
    totalAnalyses: 41,
    totalScamsDetected: 23,
    activeAlerts: 1,
    systemHealth: 67,
    healthChecks: [
      { id: 'database', status: 'ok', detail: 'pglite, 1 ms' },
      { id: 'ocr', status: 'ok', detail: 'workers ready' },
      { id: 'speech', status: 'down', detail: 'local: unavailable' },
      { id: 'feeds', status: 'not_configured', detail: 'no sources' },
    ],
    mlModelAccuracy: 99.65,
    trendsMonitored: null,
    recentActivity: [
      {
        id: 'analysis:a1',
        type: 'analysis',
        description: 'An analysis scored 95',
        timestamp: '2026-11-22T04:59:00.000Z',
        severity: 'high',
        params: { score: 95, inputType: 'text' },
      },
    ],
    model: {
      version: '1.d39730d7.20261122.ef7a96b3',
      trainedAt: '2026-11-22T03:25:28.332Z',
      origin: 'committed',
      evaluation: 'cross-validated',
      metrics: { cvAuc: 0.9965, cvScamsHigh: 0.9388, cvLegitHigh: 0.0073, cvScamsLow: 0.022 },
      examples: 12509,
    },
    modelVersions: [],
    scoreDistribution: { total: 6, bins },
    feedback: {
      total: 3,
      withText: 1,
      agreement: 2 / 3,
      byBand: {
        high: { scam: 2, notScam: 0 },
        moderate: { scam: 0, notScam: 0 },
        low: { scam: 1, notScam: 0 },
      },
    },
  };
}

const spikeAlert = {
  id: 'al1',
  type: 'scam_type_spike',
  severity: 'medium',
  title: 'Spike in tech support analyses',
  description:
    '9 analyses of this type today against a daily average of 1 over the previous 7 days.',
  timestamp: '2026-11-22T04:00:00.000Z',
  resolved: false,
  params: { scamType: 'tech_support', today: 9, average: 1 },
};

const acceptedJob = {
  id: 'job1',
  status: 'accepted',
  stage: 'done',
  progress: 1,
  message: 'r.1234: Not worse than the running model on any figure.',
  startedAt: '2026-11-22T05:00:00.000Z',
  finishedAt: '2026-11-22T05:00:20.000Z',
  modelVersionId: 'v1',
};

function openAdmin(
  statsAnswer: () => Response,
  alerts: unknown[] = [],
  finishedJob: object = acceptedJob,
) {
  const app = renderApp({ path: '/admin', user: admin });
  let resolved = false;
  const calls = addRoutes(app.fetchMock, ({ url, method }) => {
    if (url === '/api/admin/stats') return statsAnswer();
    if (url === '/api/admin/alerts') {
      return json(alerts.map((alert) => (resolved ? { ...(alert as object), resolved } : alert)));
    }
    if (url === '/api/admin/alerts/al1/resolve' && method === 'POST') {
      resolved = true;
      return json({ ...spikeAlert, resolved: true });
    }
    if (url === '/api/admin/ml/restart' && method === 'POST') {
      return json(
        {
          id: 'job1',
          status: 'running',
          stage: 'reading',
          progress: 0,
          message: 'Retraining started.',
          startedAt: '2026-11-22T05:00:00.000Z',
          finishedAt: null,
          modelVersionId: null,
        },
        202,
      );
    }
    if (url === '/api/admin/ml/jobs/job1') return json(finishedJob);
    return undefined;
  });
  return { app, calls };
}

describe('admin dashboard', () => {
  it('shows the figures the server computed, in four tabs', async () => {
    const user = userEvent.setup();
    openAdmin(() => json(stats()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Admin sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Detection', 'Trends', 'Users']);
    expect(screen.getByText('99.65%')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getAllByText('Not configured').length).toBeGreaterThan(0);
    expect(screen.getByText(/An analysis scored 95/)).toBeInTheDocument();
    expect(await screen.findByText(/No alerts\./)).toBeInTheDocument();
    // None of the specification's sample figures.
    expect(screen.queryByText(/12,?847/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Detection' }));
    expect(screen.getByText('1.d39730d7.20261122.ef7a96b3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Scores of recent analyses/ })).toBeInTheDocument();
    expect(
      screen.getByText(
        /People agreed with 66.7% of HIGH or LOW results \(3 answers in all, 1 with/,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByText('9')).toBeInTheDocument();
  });

  it('retrains and shows the job until it finishes', async () => {
    const user = userEvent.setup();
    const { calls } = openAdmin(() => json(stats()));
    await user.click(await screen.findByRole('tab', { name: 'Detection' }));
    await user.click(screen.getByRole('button', { name: 'Retrain ML Model' }));
    expect(await screen.findByText('New model accepted and in use')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/admin/ml/restart')).toHaveLength(1);
  });

  it('shows a failed retraining as a failure, never beside a finished bar', async () => {
    const user = userEvent.setup();
    openAdmin(() => json(stats()), [], {
      ...acceptedJob,
      status: 'failed',
      message: 'Retraining failed: the training worker stopped (exit code 1)',
      modelVersionId: null,
    });
    await user.click(await screen.findByRole('tab', { name: 'Detection' }));
    await user.click(screen.getByRole('button', { name: 'Retrain ML Model' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Retraining failed');
    expect(alert).toHaveTextContent('the training worker stopped (exit code 1)');
    expect(screen.queryByText(/Finished/)).not.toBeInTheDocument();
    expect(document.querySelector('progress')).toBeNull();
  });

  it("lists alerts in the reader's words and marks one resolved", async () => {
    const user = userEvent.setup();
    const { calls } = openAdmin(() => json(stats()), [spikeAlert]);
    expect(await screen.findByText('More "tech support" analyses than usual')).toBeInTheDocument();
    expect(screen.getByText('Medium')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: 'Mark resolved: More "tech support" analyses than usual',
      }),
    );
    expect(await screen.findByText('Resolved')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/alerts/al1/resolve')).toBe(true);
  });

  it('shows an error, never sample figures, when the stats cannot be loaded', async () => {
    openAdmin(() => json({ code: 'INTERNAL', message: 'boom' }, 500));
    expect(
      await screen.findByText('Unable to load admin data. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/91\.2/)).not.toBeInTheDocument();
  });
});
