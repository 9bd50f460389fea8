import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addRoutes, json } from '../../features/analyze/test/fake-api.js';
import { sampleResult } from '../../features/analyze/test/sample-result.js';
import { renderApp } from '../../test/render-app.js';

afterEach(() => {
  window.localStorage.clear();
});

function openReport(feedbackAnswer: () => Response) {
  const app = renderApp({ path: '/report/r1' });
  const calls = addRoutes(app.fetchMock, ({ url }) => {
    if (url === '/api/report/r1?language=en') {
      return json({ id: 'r1', createdAt: '2026-03-04T15:30:00.000Z', result: sampleResult() });
    }
    if (url === '/api/analysis/r1/feedback') return feedbackAnswer();
    return undefined;
  });
  return { app, calls };
}

describe('"Was this right?" under a result', () => {
  it("sends the answer with this browser's token and thanks the reader, also after a reload", async () => {
    const user = userEvent.setup();
    const { app, calls } = openReport(() => json({ verdict: 'not_scam', recorded: true }));
    await screen.findByRole('heading', { name: 'Was this right?' });
    await user.click(screen.getByRole('button', { name: 'Not a scam' }));
    expect(
      await screen.findByText('Thank you! We recorded your answer: Not a scam.'),
    ).toBeInTheDocument();

    const sent = calls.find((call) => call.url === '/api/analysis/r1/feedback');
    expect(sent?.method).toBe('POST');
    const body = JSON.parse(String(sent?.body)) as { verdict: string; voterToken: string };
    expect(body.verdict).toBe('not_scam');
    expect(body.voterToken).toMatch(/^[0-9a-f]{48}$/);
    expect(window.localStorage.getItem('scambuddy.feedback-voter')).toBe(body.voterToken);

    app.unmount();
    openReport(() => json({}, 500));
    expect(
      await screen.findByText('Thank you! We recorded your answer: Not a scam.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scam' })).not.toBeInTheDocument();
  });

  it('says so when the answer could not be sent, and keeps the buttons', async () => {
    const user = userEvent.setup();
    openReport(() => json({ code: 'RATE_LIMITED', message: 'Too many requests' }, 429));
    await user.click(await screen.findByRole('button', { name: 'Scam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answer could not be sent. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Scam' })).toBeEnabled();
  });
});
