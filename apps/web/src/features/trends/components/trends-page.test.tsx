import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataSource, dataSourcesResponse, trend } from '../../intelligence/test/fixtures.js';
import { renderIntel } from '../../intelligence/test/render-intel.js';

const trends = [
  trend({
    title: 'Medicare card scam',
    scamTypes: ['medicare', 'phone', 'email'],
    elderRelevanceScore: 71,
  }),
  trend({
    title: 'Quarterly enforcement news',
    type: 'news',
    riskLevel: 'low',
    elderRelevanceScore: 70,
    scamTypes: [],
  }),
];

function answers(list = trends) {
  return {
    '/api/trends': {
      trends: list,
      metadata: {
        total: list.length,
        scamTrends: 1,
        newsItems: 1,
        lastUpdated: null,
        snapshotAsOf: null,
      },
    },
    '/api/v2/data-sources': dataSourcesResponse([dataSource(), dataSource({ name: 'SEC' })]),
  };
}

/** First answers can take a while on a busy machine; the pages are large. */
const SLOW = { timeout: 15_000 };

describe('Scam Trends and News', () => {
  it('shows the stats, the chart, and cards with chips, High Elder Risk above 70 and the source link', async () => {
    renderIntel('/trends', answers());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scam Trends and News' }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 official sources', { exact: false })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Scam alerts by type, month by month' }),
    ).toBeInTheDocument();
    const alertCard = screen.getByRole('article', { name: 'Medicare card scam' });
    expect(within(alertCard).getByText('ALERT')).toBeInTheDocument();
    expect(within(alertCard).getByText('High Elder Risk')).toBeInTheDocument();
    expect(within(alertCard).getByText('+1 more')).toBeInTheDocument();
    expect(within(alertCard).getByRole('link', { name: /View Official Source/ })).toHaveAttribute(
      'href',
      'https://consumer.ftc.gov/consumer-alerts/gift-cards',
    );
    const newsCard = screen.getByRole('article', { name: 'Quarterly enforcement news' });
    expect(within(newsCard).getByText('NEWS')).toBeInTheDocument();
    expect(within(newsCard).queryByText('High Elder Risk')).not.toBeInTheDocument();
  }, 30_000);

  it('filters by type and search, and says No results found', async () => {
    const user = userEvent.setup();
    renderIntel('/trends', answers());
    await screen.findByRole('article', { name: 'Medicare card scam' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'News' }));
    expect(screen.queryByRole('article', { name: 'Medicare card scam' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'News' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  }, 30_000);
});
