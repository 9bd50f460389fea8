import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  dataSource,
  dataSourcesResponse,
  liveAlert,
  liveAlertsResponse,
} from '../../intelligence/test/fixtures.js';
import { renderIntel } from '../../intelligence/test/render-intel.js';

const alerts = [
  liveAlert({
    title: 'Texas toll text scam',
    states: ['TX'],
    severity: 'critical',
    scamTypes: ['phone'],
  }),
  liveAlert({
    title: 'Agency annual report',
    isScamAlert: false,
    type: 'news',
    severity: 'low',
    scamTypes: [],
  }),
];

/** First answers can take a while on a busy machine; the pages are large. */
const SLOW = { timeout: 15_000 };

describe('Live Trends and Scam Intelligence', () => {
  it('toggles one stat-card filter at a time, selects a state, and clears', async () => {
    const user = userEvent.setup();
    renderIntel('/scam-trends-v2', {
      '/api/unified-trends-heatmap': liveAlertsResponse(alerts),
      '/api/v2/data-sources': dataSourcesResponse([dataSource({ name: 'FTC Consumer Alerts' })]),
    });
    expect(
      await screen.findByRole('link', { name: /Texas toll text scam/ }, SLOW),
    ).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Filter by figure' });
    const scam = within(cards).getByRole('button', { name: /Scam alerts/ });
    const news = within(cards).getByRole('button', { name: /Government news/ });
    await user.click(scam);
    expect(scam).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: /Agency annual report/ })).not.toBeInTheDocument();
    await user.click(news);
    expect(scam).toHaveAttribute('aria-pressed', 'false');
    expect(news).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: /Texas toll text scam/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Agency annual report/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'no such words');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.click(news);
    expect(news).toHaveAttribute('aria-pressed', 'false');

    const overview = screen.getByRole('region', { name: 'US states threat overview' });
    const texas = within(overview).getByRole('button', { name: /Texas/ });
    expect(texas).toHaveTextContent('Critical');
    await user.click(texas);
    expect(texas).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: /Agency annual report/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear State' }));
    expect(screen.getByRole('link', { name: /Agency annual report/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Priority'), 'low');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByLabelText('Priority')).toHaveValue('all');
  }, 30_000);

  it('opens the Daily Briefing with the top scam types and the source count', async () => {
    const user = userEvent.setup();
    renderIntel('/scam-trends-v2', {
      '/api/unified-trends-heatmap': liveAlertsResponse(alerts),
      '/api/v2/data-sources': dataSourcesResponse([dataSource(), dataSource()]),
    });
    await screen.findByRole('link', { name: /Texas toll text scam/ }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Daily Briefing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily Briefing' }, SLOW);
    expect(within(dialog).getByText('Sources monitored').nextSibling).toHaveTextContent('2');
    expect(within(dialog).getByText(/Phone — 1 alert/)).toBeInTheDocument();
  }, 30_000);
});
