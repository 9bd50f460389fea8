import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider.js';
import { createI18n } from '../../../lib/i18n.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { allResources } from '../../../test/all-catalogs.js';
import { renderApp } from '../../../test/render-app.js';
import { addRoutes, json } from '../../analyze/test/fake-api.js';
import { SessionResults } from '../call-recording/components/session-results.js';

const complete = {
  status: 'complete' as const,
  id: '1763790000000',
  startTime: '2026-11-22T10:00:00.000Z',
  endTime: '2026-11-22T10:00:09.000Z',
  elapsedSeconds: 9,
  result: {
    filteredTranscript: 'my social security number is [SSN]',
    piiItems: [{ type: 'ssn' as const }],
    riskScore: 75,
  },
};

function renderResults(session: Parameters<typeof SessionResults>[0]['session']) {
  return render(
    <AppProvider queryClient={createQueryClient()} i18n={createI18n('en', allResources)}>
      <SessionResults session={session} />
    </AppProvider>,
  );
}

describe('the /features page', () => {
  it('has one h1 and the three tabs, Call Recording first and chosen', async () => {
    renderApp({ path: '/features' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Advanced Protection Features' },
        // The route's code loads on demand; a busy machine takes more than the default second.
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Call Recording', 'Evidence Collection', 'Voice Guidance']);
    expect(screen.getByRole('tab', { name: 'Call Recording' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('submits an evidence package as multipart packageData and shows the report id', async () => {
    const { fetchMock } = renderApp({ path: '/features' });
    const calls = addRoutes(fetchMock, (call) =>
      call.url === '/api/evidence/submit' ? json({ reportId: 'R'.repeat(22) }) : undefined,
    );
    const evidenceTab = await screen.findByRole(
      'tab',
      { name: 'Evidence Collection' },
      { timeout: 10_000 },
    );
    fireEvent.mouseDown(evidenceTab);
    fireEvent.click(evidenceTab);
    fireEvent.click(await screen.findByRole('button', { name: 'Start Evidence Collection' }));
    expect(screen.getByRole('button', { name: 'Submit Package' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Add Text' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), {
      target: { value: 'He asked for gift cards.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Text Evidence' }));
    const list = screen.getByRole('list', { name: 'Collected evidence' });
    expect(within(list).getByRole('heading', { name: 'Text Evidence' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Package' }));
    // On screen and in the printable report.
    expect(await screen.findAllByText(`Report ID: ${'R'.repeat(22)}`)).toHaveLength(2);
    const sent = calls.find((call) => call.url === '/api/evidence/submit');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toBeInstanceOf(FormData);
    const packageData = JSON.parse(String((sent?.body as FormData).get('packageData'))) as {
      items: Array<{ type: string; description: string }>;
    };
    expect(packageData.items).toMatchObject([
      { type: 'text', description: 'He asked for gift cards.' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit Package' })).not.toBeInTheDocument(),
    );
  });
});

describe('the evidence tools opened for one result (issue 10)', () => {
  const analysisId = 'AbCdEfGhIjKlMnOpQr_-12';

  it('opens on the evidence tab, says where the evidence goes, and sends the analysisId', async () => {
    const { fetchMock } = renderApp({
      path: `/features?tab=evidence&analysis=${analysisId}`,
    });
    const calls = addRoutes(fetchMock, (call) =>
      call.url === '/api/evidence/submit' ? json({ reportId: 'R'.repeat(22) }) : undefined,
    );
    expect(
      await screen.findByRole('tab', { name: 'Evidence Collection' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-selected', 'true');
    const back = screen.getByRole('link', { name: 'Back to your recovery steps' });
    expect(back).toHaveAttribute('href', `/report/${analysisId}/recover`);
    expect(back.closest('p')).toHaveTextContent(
      /This evidence will be attached to the recovery steps of the result you checked\./,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Start Evidence Collection' }));
    expect(screen.getByRole('link', { name: 'Back to your recovery steps' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Text' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Receipt numbers of the gift cards.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Text Evidence' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Package' }));
    expect(await screen.findAllByText(`Report ID: ${'R'.repeat(22)}`)).toHaveLength(2);
    const sent = calls.find((call) => call.url === '/api/evidence/submit');
    const packageData = JSON.parse(String((sent?.body as FormData).get('packageData'))) as {
      analysisId?: string;
    };
    expect(packageData.analysisId).toBe(analysisId);
  });

  it('ignores an analysis parameter that is not an analysis id, and sends none', async () => {
    const { fetchMock } = renderApp({ path: '/features?tab=evidence&analysis=..%2Fadmin' });
    const calls = addRoutes(fetchMock, (call) =>
      call.url === '/api/evidence/submit' ? json({ reportId: 'R'.repeat(22) }) : undefined,
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Start Evidence Collection' }, { timeout: 10_000 }),
    );
    expect(screen.queryByRole('link', { name: 'Back to your recovery steps' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Text' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), {
      target: { value: 'A note.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Text Evidence' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Package' }));
    await screen.findAllByText(`Report ID: ${'R'.repeat(22)}`);
    const sent = calls.find((call) => call.url === '/api/evidence/submit');
    expect(JSON.parse(String((sent?.body as FormData).get('packageData')))).not.toHaveProperty(
      'analysisId',
    );
  });

  it('keeps the chosen tab in the address', async () => {
    const { router } = renderApp({ path: `/features?analysis=${analysisId}` });
    const voice = await screen.findByRole('tab', { name: 'Voice Guidance' }, { timeout: 10_000 });
    fireEvent.mouseDown(voice);
    fireEvent.click(voice);
    await waitFor(() => expect(router.state.location.search).toContain('tab=voice'));
    expect(router.state.location.search).toContain(`analysis=${analysisId}`);
    expect(voice).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Session Results', () => {
  it('shows no Show Raw toggle when the server sent no raw transcript (everyone but admins)', () => {
    renderResults(complete);
    expect(screen.queryByRole('button', { name: 'Show Raw (Admin Only)' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Protected transcript' })).toHaveValue(
      'my social security number is [SSN]',
    );
    expect(screen.getByText('Risk Score: 75 (High)')).toBeInTheDocument();
    expect(screen.getByText(/Social Security numbers:/)).toHaveTextContent(
      'Social Security numbers: 1',
    );
  });

  it('lets an admin switch to the raw transcript the server sent', () => {
    renderResults({
      ...complete,
      result: { ...complete.result, rawTranscript: 'my social security number is 123456789' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show Raw (Admin Only)' }));
    expect(screen.getByRole('textbox', { name: 'Raw transcript (admin only)' })).toHaveValue(
      'my social security number is 123456789',
    );
  });

  it('shows the fixed progress bar while processing', () => {
    const { status: _status, result: _result, ...times } = complete;
    renderResults({ ...times, status: 'processing' });
    expect(screen.getByRole('progressbar', { name: 'Processing the recording' })).toHaveAttribute(
      'aria-valuenow',
      '66',
    );
    expect(screen.getByText('Processing')).toBeInTheDocument();
  });
});
