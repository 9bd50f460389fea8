import type { StoredAnalysis } from '@scambuddy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app.js';
import { addRoutes, json } from '../analyze/test/fake-api.js';
import { sampleResult } from '../analyze/test/sample-result.js';

function stored(over: Partial<StoredAnalysis> & { id: string; score: number }): StoredAnalysis {
  const { score, ...rest } = over;
  return {
    createdAt: '2026-01-05T12:00:00.000Z',
    inputType: 'text',
    text: `message ${over.id}`,
    emailFrom: null,
    phoneNumber: null,
    resultJson: sampleResult({ scam_score: score }),
    feedback: null,
    ...rest,
  };
}

const analyses = [
  stored({ id: 'high', score: 85, text: 'Your PayPal account is LOCKED. '.repeat(4) }),
  stored({ id: 'edge', score: 30, text: 'Grandson needs bail', phoneNumber: '(555) 123-4567' }),
  stored({ id: 'moderate', score: 55, text: 'Your parcel is waiting' }),
  stored({ id: 'low', score: 10, inputType: 'image', text: null, emailFrom: 'Alerts@Bank.com' }),
];

function renderHistory(answer: () => Response = () => json({ analyses })) {
  const app = renderApp({ path: '/history', user: testUser });
  addRoutes(app.fetchMock, ({ url }) => (url === '/api/user/history' ? answer() : undefined));
  return app;
}

describe('history', () => {
  it('lists every analysis with an 80-character snippet, a badge and the count', async () => {
    renderHistory();
    expect(await screen.findByTestId('history-count')).toHaveTextContent('4 analyses');
    const list = within(screen.getByTestId('history-list'));
    const first = list.getAllByRole('button')[0];
    const snippetText = first?.querySelector('span')?.textContent ?? '';
    expect(Array.from(snippetText).length).toBeLessThanOrEqual(80);
    expect(snippetText.endsWith('…')).toBe(true);
    expect(list.getByText('High risk · 85')).toBeInTheDocument();
    // Issue 19: a 30 is low here, as on the result; the middle band is "Moderate risk" everywhere.
    expect(list.getByText('Low risk · 30')).toBeInTheDocument();
    expect(list.getByText('Moderate risk · 55')).toBeInTheDocument();
    expect(list.getByText('Low risk · 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select an Analysis' })).toBeInTheDocument();
  });

  it('filters by search, type and risk, and shows "No analyses found"', async () => {
    const user = userEvent.setup();
    renderHistory();
    await screen.findByTestId('history-count');
    expect(screen.getByRole('option', { name: 'Moderate risk (31–70)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Low risk (0–30)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Risk'), 'moderate');
    expect(screen.getByTestId('history-count')).toHaveTextContent('1 analysis');
    await user.selectOptions(screen.getByLabelText('Risk'), 'low');
    expect(screen.getByTestId('history-count')).toHaveTextContent('2 analyses');
    await user.selectOptions(screen.getByLabelText('Risk'), 'all');
    await user.selectOptions(screen.getByLabelText('Type'), 'image');
    expect(screen.getByTestId('history-count')).toHaveTextContent('1 analysis');
    await user.selectOptions(screen.getByLabelText('Type'), 'all');
    await user.type(screen.getByLabelText('Search'), 'alerts@bank');
    expect(screen.getByTestId('history-count')).toHaveTextContent('1 analysis');
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'nothing like this');
    expect(screen.getByText('No analyses found')).toBeInTheDocument();
  });

  it('opens the details of the chosen analysis', async () => {
    const user = userEvent.setup();
    renderHistory();
    await user.click(await screen.findByRole('button', { name: /Grandson needs bail/ }));
    const detail = within(screen.getByTestId('history-detail'));
    expect(detail.getByTestId('history-detail-text')).toHaveTextContent('Grandson needs bail');
    expect(detail.getByText('Phone number: (555) 123-4567')).toBeInTheDocument();
    expect(detail.getByRole('meter')).toHaveAttribute('aria-valuenow', '30');
  });

  it('shows the empty list and says "Unable to load history data." on failure', async () => {
    renderHistory(() => json({ analyses: [] }));
    expect(await screen.findByText('No analyses found')).toBeInTheDocument();
  });

  it('says "Unable to load history data." when the server fails', async () => {
    renderHistory(() => json({ code: 'INTERNAL', message: 'boom' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load history data.');
  });
});
