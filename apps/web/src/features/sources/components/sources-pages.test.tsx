import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/render-app.js';
import { json } from '../../analyze/test/fake-api.js';
import { dataSource, dataSourcesResponse } from '../../intelligence/test/fixtures.js';
import { renderIntel } from '../../intelligence/test/render-intel.js';

/** First answers can take a while on a busy machine; the pages are large. */
const SLOW = { timeout: 15_000 };

describe('Data Sources', () => {
  it('groups sources into federal, state and nonprofit with status, reliability and the schedule once', async () => {
    renderIntel('/data-sources-v2', {
      '/api/filter/trends?limit=1': {
        trends: [],
        statistics: {
          trends: { total: 0, critical: 0, high: 0, totalReports: 0, byAgency: {}, byCategory: {} },
          news: { total: 0, byAgency: {}, averageReliability: null },
        },
        snapshotAsOf: { date: '2026-01', precision: 'month' },
      },
      '/api/v2/data-sources': dataSourcesResponse([
        dataSource({ name: 'FTC Consumer Alerts' }),
        dataSource({
          name: 'NC DOJ',
          agency: 'North Carolina DOJ',
          sourceType: 'state',
          errorCount: 2,
          reliability: 0.6,
        }),
      ]),
    });
    const federal = await screen.findByRole('region', { name: 'Federal (1 source)' }, SLOW);
    expect(within(federal).getByText('Online')).toBeInTheDocument();
    expect(within(federal).getByText('Reliability 97%')).toBeInTheDocument();
    const state = screen.getByRole('region', { name: 'State (1 source)' });
    expect(within(state).getByText('Issues')).toBeInTheDocument();
    expect(within(state).getByText('Reliability 60%')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Nonprofit (0 sources)' })).getByText(
        'No sources in this group yet.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/every 6 hours/)).toHaveLength(1);
    expect(await screen.findByTestId('snapshot-notice')).toHaveTextContent(
      'snapshot of January 2026',
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  }, 30_000);
});

describe('admin source panel', () => {
  it('runs Collect All Data, shows progress while it runs, then the partial truth and details', async () => {
    const user = userEvent.setup();
    const app = renderIntel(
      '/admin-panel',
      {
        '/api/admin/collect-all-data': {
          message: 'Collected data from 25 of 26 sources; 1 failed.',
          details: { ran: true, totalSources: 26, succeeded: 25, failed: 1, newItems: 4 },
        },
      },
      { user: { ...testUser, role: 'admin' } },
    );
    // The collection is held until the progress has been seen.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = app.fetchMock.getMockImplementation();
    app.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('collect-all-data')) await gate;
      if (!answer) throw new Error('no fake');
      return answer(input, init);
    });
    await user.click(await screen.findByRole('button', { name: 'Collect All Data' }, SLOW));
    expect(await screen.findByText('Collecting from every source')).toBeInTheDocument();
    expect(
      screen.getByText(/This can take up to a minute\. Time so far: \d+ s\./),
    ).toBeInTheDocument();
    expect(document.querySelector('#admin-collect-progress')).not.toBeNull();
    release();

    const result = await screen.findByRole('status', { name: 'Some Sources Failed' }, SLOW);
    expect(result).toHaveTextContent(
      'Collected from 25 of 26 sources; the others are marked on the Data Sources page.',
    );
    expect(result).not.toHaveTextContent('Successfully collected data from all sources');
    expect(within(result).getByText('New items').nextSibling).toHaveTextContent('4');
    expect(within(result).getByText('Collection ran').nextSibling).toHaveTextContent('Yes');
    expect(app.calls.find((call) => call.url === '/api/admin/collect-all-data')?.method).toBe(
      'POST',
    );
    expect(screen.queryByText('Data Collection Complete')).not.toBeInTheDocument();
    expect(document.querySelector('#admin-collect-progress')).toBeNull();
  }, 30_000);

  it('says Collect All Data failed when no source answered, never that it succeeded', async () => {
    const user = userEvent.setup();
    renderIntel(
      '/admin-panel',
      {
        '/api/admin/collect-all-data': {
          message: 'Collection failed: none of the 26 sources answered.',
          details: { ran: true, totalSources: 26, succeeded: 0, failed: 26, newItems: 0 },
        },
      },
      { user: { ...testUser, role: 'admin' } },
    );
    await user.click(await screen.findByRole('button', { name: 'Collect All Data' }, SLOW));
    const result = await screen.findByRole(
      'alert',
      { name: /Collection Failed: No Source Answered/ },
      SLOW,
    );
    expect(result).toHaveTextContent('None of the 26 sources answered');
    expect(screen.queryByText(/Successfully collected/)).not.toBeInTheDocument();
    expect(screen.queryByText('Data Collection Complete')).not.toBeInTheDocument();
  }, 30_000);

  it('says every source answered only when they all did', async () => {
    const user = userEvent.setup();
    renderIntel(
      '/admin-panel',
      {
        '/api/admin/collect-all-data': {
          message: 'Successfully collected data from all sources',
          details: { ran: true, totalSources: 26, succeeded: 26, failed: 0, newItems: 2 },
        },
      },
      { user: { ...testUser, role: 'admin' } },
    );
    await user.click(await screen.findByRole('button', { name: 'Collect All Data' }, SLOW));
    const result = await screen.findByRole('status', { name: 'Result' }, SLOW);
    expect(result).toHaveTextContent('Successfully collected data from all sources');
    expect((await screen.findAllByText('Data Collection Complete')).length).toBeGreaterThan(0);
  }, 30_000);

  it('shows Initialization Failed when the server refuses', async () => {
    const user = userEvent.setup();
    renderIntel(
      '/admin-panel',
      { '/api/admin/initialize-sources': json({ code: 'FORBIDDEN', message: 'Admins only' }, 403) },
      { user: { ...testUser, role: 'admin' } },
    );
    await user.click(await screen.findByRole('button', { name: 'Initialize Sources' }, SLOW));
    expect((await screen.findAllByText('Initialization Failed')).length).toBeGreaterThan(0);
    expect(screen.getByText('Failed to initialize sources.')).toBeInTheDocument();
  }, 30_000);

  it('is refused to a signed-in person who is not an admin', async () => {
    renderIntel('/admin-panel', {}, { user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collect All Data' })).not.toBeInTheDocument();
  }, 30_000);
});
