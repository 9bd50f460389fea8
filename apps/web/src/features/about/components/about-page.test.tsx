import type { AboutFacts } from '@scambuddy/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.js';
import { addRoutes, json } from '../../analyze/test/fake-api.js';

const FACTS: AboutFacts = {
  sources: { configured: 26, active: 25, federal: 19, state: 7, nonprofit: 0 },
  detection: {
    auc: 0.9965,
    scamsHigh: 0.9388,
    legitimateHigh: 0.0073,
    examples: 12509,
    trainedAt: '2026-11-22T03:25:28.332Z',
    signals: 86,
  },
  collectionIntervalHours: 6,
};

function renderAbout(answer: () => Response) {
  const app = renderApp({ path: '/about' });
  addRoutes(app.fetchMock, ({ url }) => (url === '/api/about/facts' ? answer() : undefined));
  return app;
}

function stat(label: string): HTMLElement {
  const term = screen.getByText(label);
  const card = term.parentElement;
  if (!card) throw new Error(`no card for ${label}`);
  return card;
}

describe('About', () => {
  it('shows the sections of §2.12 with the figures the server reports', async () => {
    renderAbout(() => json(FACTS));
    expect(await screen.findByText('Official sources we collect alerts from')).toBeInTheDocument();
    expect(within(stat('Official sources we collect alerts from')).getByText('26')).toBeVisible();
    expect(screen.getByText('19 federal, 7 state and 0 nonprofit')).toBeInTheDocument();
    expect(within(stat('Languages you can use ScamBuddy in')).getByText('12')).toBeVisible();
    expect(
      within(stat('How often we collect new alerts')).getByText('Every 6 hours'),
    ).toBeVisible();
    expect(
      within(stat('Scam messages our checker marks High Risk')).getByText('93.9%'),
    ).toBeVisible();
    expect(
      screen.getByText(/marked 93.9% of scam messages High Risk and only 0.73%/),
    ).toBeVisible();
    expect(screen.getByText(/trained on 12,509 labelled messages/)).toBeVisible();
    expect(screen.getByText(/collected from 25 official sources every 6 hours/)).toBeVisible();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'ScamBuddy in numbers',
      'Our mission',
      'What we stand for',
      'How scammers reach people, and what it costs',
      'Who is behind ScamBuddy',
      'How the checker works',
      'Join us in stopping scams',
    ]);
    // None of the contradictory claims of the original page (DELTAS row 6).
    const text = document.body.textContent ?? '';
    for (const claim of ['60+', '95%', '4x', '15 sources', '9 sources']) {
      expect(text).not.toContain(claim);
    }
  });

  it('cites the FTC for the loss table', async () => {
    renderAbout(() => json(FACTS));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Phone calls' })).toBeInTheDocument();
    expect(within(table).getByText('$948M')).toBeInTheDocument();
    expect(within(table).getByText('$1.86B')).toBeInTheDocument();
    expect(screen.getByText(/aged 60 and over reported losing \$2.39B/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Consumer Sentinel Network Data Book 2024/ }),
    ).toHaveAttribute(
      'href',
      'https://www.ftc.gov/reports/consumer-sentinel-network-data-book-2024',
    );
  });

  it('shows an error instead of figures when the server cannot answer', async () => {
    renderAbout(() => json({ code: 'INTERNAL', message: 'x' }, 500));
    expect(
      await screen.findByText('We could not load these figures right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Official sources we collect alerts from')).not.toBeInTheDocument();
  });
});
