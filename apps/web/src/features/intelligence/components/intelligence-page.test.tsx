import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../analyze/test/fake-api.js';
import { CARDS_PER_PAGE } from '../shared/show-more-list.js';
import { filterTrend, newsItem } from '../test/fixtures.js';
import { TestSocket, renderIntel } from '../test/render-intel.js';

const statistics = {
  trends: { total: 1, critical: 2, high: 1, totalReports: 1234, byAgency: {}, byCategory: {} },
  news: { total: 7, byAgency: {}, averageReliability: 0.9 },
};
const options = {
  categories: { all: ['phone', 'family_emergency'] },
  agencies: { all: ['FBI', 'SEC'] },
  severities: ['critical', 'high', 'medium', 'low'],
  sortOptions: [{ value: 'date', label: 'Date' }],
};
const empty = { trends: [], statistics };

/** First answers can take a while on a busy machine; the pages are large. */
const SLOW = { timeout: 15_000 };

describe('Government Scam Intelligence Center', () => {
  it('stands one screen-tall status in for the content until both lists answer, so nothing drawn moves', async () => {
    const app = renderIntel('/unified-trends', {
      '/api/filter/options': options,
      '/api/filter/trends': { trends: [filterTrend()], statistics, snapshotAsOf: null },
    });
    let answerNews: (response: Response) => void = () => undefined;
    const newsAnswer = new Promise<Response>((resolve) => {
      answerNews = resolve;
    });
    const original = app.fetchMock.getMockImplementation();
    app.fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/filter/news')
        ? newsAnswer
        : (original?.(input, init) ?? json({}, 404)),
    );
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Government Scam Intelligence Center' },
      SLOW,
    );
    expect(
      screen.getAllByRole('status').some((status) => status.classList.contains('min-h-screen')),
    ).toBe(true);
    expect(screen.queryByText('Critical Threats')).not.toBeInTheDocument();
    answerNews(json({ news: [newsItem()], statistics, snapshotAsOf: null }));
    expect(await screen.findByText('Critical Threats', {}, SLOW)).toBeInTheDocument();
    // The tab's name heads its list, so the cards' h3 titles follow an h2 (heading order).
    expect(screen.getByRole('heading', { level: 2, name: 'Live Trends' })).toBeInTheDocument();
  });

  it('shows the four stat cards, trends with severity labels, news, and computed agency reliability', async () => {
    const user = userEvent.setup();
    renderIntel('/unified-trends', {
      '/api/filter/options': options,
      '/api/filter/trends': { trends: [filterTrend()], statistics, snapshotAsOf: null },
      '/api/filter/news': { news: [newsItem()], statistics, snapshotAsOf: null },
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Government Scam Intelligence Center' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('1,234', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Critical Threats')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('24/7 Monitoring')).toBeInTheDocument();
    expect(
      screen.getByText('New alerts are collected from the official sources every 6 hours.'),
    ).toBeInTheDocument();
    // The item's own severity (high), the same badge as /trends shows (issue 19.15).
    expect(screen.getAllByText('High').some((element) => element.tagName === 'SPAN')).toBe(true);
    expect(screen.queryByText('URGENT ACTION NEEDED')).not.toBeInTheDocument();
    expect(screen.getByText('Reliability 90%')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Verified News' }));
    expect(
      await screen.findByRole('heading', { name: 'SEC charges investment fraudsters' }, SLOW),
    ).toBeInTheDocument();
    // Severity filters trends only.
    expect(screen.queryByLabelText('Severity')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Data Sources' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'FBI' })).toBeInTheDocument();
    expect(within(table).getByText('Reliability 96%')).toBeInTheDocument();
    expect(screen.queryByText('93%')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'National Heatmap' }));
    expect(screen.getByRole('link', { name: 'Open the National Threat Map' })).toHaveAttribute(
      'href',
      '/heatmap',
    );
  }, 30_000);

  it('sends the chosen filters, shows the empty texts, and Clear resets them', async () => {
    const user = userEvent.setup();
    const { calls } = renderIntel('/unified-trends', {
      '/api/filter/options': options,
      '/api/filter/trends': { trends: [filterTrend()], statistics },
      '/api/filter/news': { news: [], statistics },
      '/api/filter/trends?category=phone&severity=critical': empty,
      '/api/filter/news?category=phone': { news: [], statistics },
    });
    await screen.findByRole('heading', { name: 'Grandparent scam calls' }, SLOW);
    await user.selectOptions(screen.getByLabelText('Category'), 'phone');
    await user.selectOptions(screen.getByLabelText('Severity'), 'critical');
    expect(
      await screen.findByText('No trends match your current filters.', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/api/filter/trends?category=phone&severity=critical',
    );
    await user.click(screen.getByRole('tab', { name: 'Verified News' }));
    expect(
      await screen.findByText('No news articles match your current filters.', {}, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Category')).toHaveValue('');
  }, 30_000);

  it('shows a long list a page at a time, focuses the first added card, and starts again on new filters', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, index) =>
      filterTrend({ title: `Alert number ${index + 1}` }),
    );
    renderIntel('/unified-trends', {
      '/api/filter/options': options,
      '/api/filter/trends': { trends: many, statistics },
      '/api/filter/news': { news: [], statistics },
      '/api/filter/trends?category=phone': { trends: many, statistics },
      '/api/filter/news?category=phone': { news: [], statistics },
    });
    const panel = await screen.findByRole('tabpanel', {}, SLOW);
    await within(panel).findByRole('heading', { name: 'Alert number 1' }, SLOW);
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(CARDS_PER_PAGE);
    expect(screen.getByText(`Showing ${CARDS_PER_PAGE} of 30`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(2 * CARDS_PER_PAGE);
    expect(document.activeElement).toContainElement(
      screen.getByRole('heading', { name: `Alert number ${CARDS_PER_PAGE + 1}` }),
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'phone');
    await waitFor(
      () =>
        expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(CARDS_PER_PAGE),
      SLOW,
    );
  }, 30_000);

  it('marks snapshot data with its date and shows the Live Update toast on a push', async () => {
    const { calls } = renderIntel('/unified-trends', {
      '/api/filter/options': options,
      '/api/filter/trends': { ...empty, snapshotAsOf: { date: '2026-02-14', precision: 'day' } },
      '/api/filter/news': { news: [], statistics },
    });
    expect(await screen.findByTestId('snapshot-notice', {}, SLOW)).toHaveTextContent(
      'Showing the saved snapshot of February 14, 2026.',
    );
    await waitFor(() => expect(TestSocket.made.length).toBe(1));
    expect(TestSocket.made[0]?.url).toMatch(/^ws:\/\/.+\/ws$/);
    const trendCalls = () => calls.filter((call) => call.url === '/api/filter/trends').length;
    await waitFor(() => expect(trendCalls()).toBe(1));
    act(() => TestSocket.made[0]?.push({ type: 'cache-updated', newAlerts: 4 }));
    // The push refetches the screen's data at once, without waiting for a poll.
    await waitFor(() => expect(trendCalls()).toBe(2));
    expect(await screen.findByText('Live Update', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('4 new alerts from official sources. The lists are up to date.'),
    ).toBeInTheDocument();
  }, 30_000);
});
