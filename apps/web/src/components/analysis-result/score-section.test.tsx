import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addRoutes, json } from '../../features/analyze/test/fake-api.js';
import { sampleResult } from '../../features/analyze/test/sample-result.js';
import { renderApp, testUser } from '../../test/render-app.js';

async function openReport(overrides: Parameters<typeof sampleResult>[0], signedIn = false) {
  const app = renderApp({ path: '/', user: signedIn ? testUser : null });
  addRoutes(app.fetchMock, ({ url }) =>
    url === '/api/report/r1?language=en'
      ? json({ id: 'r1', createdAt: '2026-03-04T15:30:00.000Z', result: sampleResult(overrides) })
      : undefined,
  );
  await act(() => app.router.navigate('/report/r1'));
  await screen.findByRole('heading', { name: 'Analysis Complete' });
  return app;
}

describe('the honest middle in the results view', () => {
  it('says plainly it is not sure and gives the one safest step, keeping the score', async () => {
    await openReport({
      scam_score: 55,
      risk_level: 'moderate',
      confidence: 'low',
      label: 'Possibly a scam',
    });
    const middle = screen.getByTestId('honest-middle');
    expect(middle).toHaveTextContent('We are not sure about this one');
    expect(middle).toHaveTextContent(/call the organisation on a number you already have/);
    expect(screen.queryByText('Possibly a scam')).toBeNull();
    expect(screen.getByTestId('scam-score')).toHaveTextContent('55');
    expect(screen.getByTestId('risk-band')).toHaveTextContent('Moderate risk');
    // Nobody signed in: no helper to ask.
    expect(screen.queryByRole('link', { name: 'Ask your helper' })).toBeNull();
  });

  it('offers the helper to a signed-in person', async () => {
    await openReport({ scam_score: 45, risk_level: 'moderate', confidence: 'medium' }, true);
    expect(await screen.findByRole('link', { name: 'Ask your helper' })).toHaveAttribute(
      'href',
      '/helper',
    );
  });

  it('keeps the verdict for a clear result', async () => {
    await openReport({ scam_score: 81, risk_level: 'high', confidence: 'medium' });
    expect(screen.queryByTestId('honest-middle')).toBeNull();
    expect(screen.getByText('Likely scam')).toBeInTheDocument();
  });

  it('links every stored result to its recovery packet', async () => {
    await openReport({});
    expect(screen.getByRole('link', { name: 'Get your recovery steps' })).toHaveAttribute(
      'href',
      '/report/r1/recover',
    );
    expect(screen.getByText('Lost money or shared details?')).toBeInTheDocument();
  });
});

describe('warning signs and signs of a genuine message (issue 19)', () => {
  it('lists reassurances under their own heading, not under Warning Signs Detected', async () => {
    const base = sampleResult({});
    await openReport({
      scam_score: 4,
      risk_level: 'low',
      label: 'Likely safe',
      top_signals: ['Reads like an ordinary short message', 'Claims to be a grandchild'],
      signals: [
        {
          id: 'legit_short_conversational',
          category: 'legitimacy',
          weight: -2.2,
          evidence: null,
          message: { key: 'engine.signal.legit_short_conversational' },
        },
        {
          id: 'claims_family_member',
          category: 'impersonation',
          weight: 0.57,
          evidence: null,
          message: { key: 'engine.signal.claims_family_member' },
        },
      ],
      messages: {
        ...base.messages,
        top_signals: [
          { key: 'engine.signal.legit_short_conversational' },
          { key: 'engine.signal.claims_family_member' },
        ],
      },
    });
    const warnings = screen.getByTestId('warning-signs');
    expect(warnings).toHaveTextContent('Claims to be a grandchild');
    expect(warnings).not.toHaveTextContent('Reads like an ordinary short message');
    const genuine = screen.getByTestId('genuine-signs');
    expect(genuine).toHaveTextContent('Signs of a Genuine Message');
    expect(genuine).toHaveTextContent('Reads like an ordinary short message');
  });
});
