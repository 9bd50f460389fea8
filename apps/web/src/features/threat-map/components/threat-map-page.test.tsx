import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { liveAlert, liveAlertsResponse } from '../../intelligence/test/fixtures.js';
import { renderIntel } from '../../intelligence/test/render-intel.js';

const alerts = [
  liveAlert({
    title: 'California utility scam',
    states: ['CA'],
    isNational: false,
    severity: 'high',
  }),
  liveAlert({
    title: 'Two-state scam',
    states: ['CA', 'NV'],
    isNational: false,
    severity: 'critical',
  }),
  ...Array.from({ length: 6 }, (_, index) =>
    liveAlert({ title: `National alert ${index}`, states: [], isNational: true, severity: 'low' }),
  ),
];

const baseline = {
  dataset: 'FTC Consumer Sentinel Network Data Book 2024',
  year: 2024,
  publisher: 'Federal Trade Commission',
  states: [
    {
      state: 'California',
      code: 'CA',
      fraudAndOtherRank: 12,
      fraudAndOtherReportsPer100k: 1400,
      fraudAndOtherReports: 550000,
      identityTheftRank: 9,
      identityTheftReportsPer100k: 300,
      identityTheftReports: 120000,
      fraudReports: 200000,
      fraudPctReportingLoss: 30,
      fraudTotalLossUSD: 1000000,
      fraudMedianLossUSD: 500,
      rankNote: null,
    },
  ],
};

/** First answers can take a while on a busy machine; the pages are large. */
const SLOW = { timeout: 15_000 };

describe('National Threat Map', () => {
  it('draws every state as a keyboard button and opens a popup with the real counts', async () => {
    renderIntel('/heatmap', {
      '/api/heatmap/live-alerts': liveAlertsResponse(alerts),
      '/api/intel/state-baseline': baseline,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'National Threat Map' }, SLOW),
    ).toBeInTheDocument();
    const map = await screen.findByRole('group', { name: /Map of the United States/ }, SLOW);
    const states = within(map).getAllByRole('button');
    expect(states).toHaveLength(51);
    for (const state of states) expect(state).toHaveAttribute('tabindex', '0');
    // CA: 2 alerts name it; the 6 national alerts are stated once, apart.
    const california = await within(map).findByRole(
      'button',
      { name: 'California: 2 alerts, Critical risk' },
      SLOW,
    );
    expect(
      within(map).getByRole('button', { name: 'Ohio: no alert names this state' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('nationwide-alerts')).toHaveTextContent(/: 6$/);
    california.focus();
    fireEvent.keyDown(california, { key: 'Enter' });
    const popup = await screen.findByRole('dialog', { name: 'California' }, SLOW);
    expect(within(popup).getByTestId('popup-named-alerts')).toHaveTextContent('2');
    expect(within(popup).getByTestId('popup-nationwide')).toHaveTextContent('6');
    expect(within(popup).getByText('Critical risk')).toBeInTheDocument();
    expect(
      within(popup).getByText(/1,400 fraud and other reports per 100,000 people/),
    ).toBeInTheDocument();
    expect(
      within(popup).getByRole('link', { name: 'California utility scam' }),
    ).toBeInTheDocument();
    fireEvent.keyDown(popup, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the state the popup was opened from.
    await waitFor(() => expect(document.activeElement).toBe(california));
  }, 30_000);

  it('lists the newest 10 alerts, hides them on request, and offers the map as a table', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) =>
      liveAlert({
        title: `Alert ${index}`,
        timestamp: `2026-11-21T${String(index).padStart(2, '0')}:00:00.000Z`,
        isScamAlert: index !== 11,
        type: index === 11 ? 'news' : 'scam-alert',
      }),
    );
    renderIntel('/heatmap', { '/api/heatmap/live-alerts': liveAlertsResponse(many) });
    const feed = await screen.findByTestId('alert-feed', {}, SLOW);
    const items = within(feed).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0] as HTMLElement).getByText('NEWS')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: /Alert 11/ })).toHaveAttribute(
      'href',
      'https://consumer.ftc.gov/consumer-alerts/example',
    );
    await user.click(screen.getByRole('button', { name: 'Hide alerts' }));
    expect(screen.getByText('Alerts hidden')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Alerts per state/ });
    expect(within(table).getAllByRole('row')).toHaveLength(52);
  }, 30_000);

  it('says No recent alerts when there are none, and marks the snapshot with its date', async () => {
    renderIntel('/heatmap', {
      '/api/heatmap/live-alerts': liveAlertsResponse([], {
        snapshotAsOf: { date: '2026-01', precision: 'month' },
      }),
    });
    expect(await screen.findByText('No recent alerts', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('snapshot-notice')).toHaveTextContent(
      'Showing the saved snapshot of January 2026.',
    );
  }, 30_000);
});
