import type { CommunityReport } from '@scambuddy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../../components/ui/toast-store.js';
import { renderApp } from '../../../test/render-app.js';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function report(index: number, overrides: Partial<CommunityReport> = {}): CommunityReport {
  return {
    id: `${String(index).padStart(8, '0')}-1111-4111-8111-111111111111`,
    title: `Fake Medicare call number ${index}`,
    description: 'He asked for my Medicare number to send a new card.',
    category: 'phone-scam',
    scamType: 'government-imposter',
    location: 'Ohio',
    phoneNumber: '(800) 555-0199',
    emailAddress: null,
    websiteUrl: null,
    amountLost: null,
    tags: [],
    upvotes: 0,
    reportCount: 1,
    isVerified: false,
    verificationSource: null,
    verificationStatus: 'pending',
    createdAt: '2026-01-15T12:00:00.000Z',
    viewerFoundHelpful: false,
    ...overrides,
  };
}

/** The app at /community with the community endpoints answered by `handle`. */
function renderCommunity(handle: (url: URL, init?: RequestInit) => Response | undefined) {
  const view = renderApp({ path: '/community' });
  const fallback = view.fetchMock.getMockImplementation();
  view.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = handle(new URL(raw, 'http://localhost'), init);
    if (answer) return answer;
    if (!fallback) throw new Error('no fallback');
    return fallback(input, init);
  });
  return view;
}

const stats = {
  totalReports: 1234,
  verifiedReports: 617,
  recentReports: 40,
  verificationRate: 0.5,
};

afterEach(() => {
  resetToastsForTests();
});

describe('Community Reports page', () => {
  it('shows the stats, every card field and both badge rules', async () => {
    renderCommunity((url) => {
      if (url.pathname === '/api/community/stats') return json(stats);
      if (url.pathname === '/api/community/reports') {
        return json({
          reports: [
            report(1, {
              isVerified: true,
              verificationSource: 'Federal Trade Commission',
              verificationStatus: 'verified',
              reportCount: 5,
              amountLost: 123456,
              tags: ['gift_card'],
              upvotes: 3,
            }),
            report(2, { reportCount: 51 }),
          ],
          hasMore: false,
        });
      }
      return undefined;
    });
    expect(await screen.findByTestId('stat-totalReports')).toHaveTextContent('1,234');
    expect(screen.getByTestId('stat-verificationRate')).toHaveTextContent('50%');
    const cards = await screen.findAllByRole('article');
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Report #00000001')).toBeInTheDocument();
    expect(first.getByText('Verified by Federal Trade Commission')).toBeInTheDocument();
    expect(first.getByText('5 similar reports')).toHaveAttribute('data-colour', 'blue');
    expect(first.getByText('$1,234.56')).toBeInTheDocument();
    expect(first.getByText('Gift cards')).toBeInTheDocument();
    expect(first.getByRole('button', { name: /Helpful \(3\)/ })).toBeInTheDocument();
    const second = within(cards[1] as HTMLElement);
    expect(second.getByText('Verification Pending')).toBeInTheDocument();
    expect(second.getByText('51 similar reports')).toHaveAttribute('data-colour', 'red');
    expect(second.getByText('None reported')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Reports' })).not.toBeInTheDocument();
  });

  it('shows the empty text, and loads the next page with Load More Reports', async () => {
    const offsets: string[] = [];
    renderCommunity((url) => {
      if (url.pathname === '/api/community/stats') return json(stats);
      if (url.pathname !== '/api/community/reports') return undefined;
      offsets.push(url.searchParams.get('offset') ?? '');
      if (url.searchParams.get('q') === 'nothing') return json({ reports: [], hasMore: false });
      const page = Number(url.searchParams.get('offset')) / 20;
      return json({ reports: [report(page * 20 + 1)], hasMore: page === 0 });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load More Reports' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(offsets).toEqual(['0', '20']);
    expect(screen.queryByRole('button', { name: 'Load More Reports' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'nothing');
    expect(await screen.findByText('No reports found matching your criteria.')).toBeInTheDocument();
  });

  it('checks the form on submit, then sends it, closes and toasts Report Submitted', async () => {
    const posted: unknown[] = [];
    let release: () => void = () => undefined;
    renderCommunity((url, init) => {
      if (url.pathname === '/api/community/stats') return json(stats);
      if (url.pathname === '/api/community/reports' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return undefined;
      }
      if (url.pathname === '/api/community/reports') return json({ reports: [], hasMore: false });
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a Scam' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(within(dialog).getByText('Title must be at least 10 characters')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Description must be at least 50 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchMock } = { fetchMock: vi.mocked(fetch) };
    const current = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        await pending;
        return json({ status: 'published', report: report(9) }, 201);
      }
      if (!current) throw new Error('no fallback');
      return current(input, init);
    });
    await user.click(within(dialog).getByLabelText(/^Title/));
    await user.paste('Caller said he was from Medicare');
    await user.click(within(dialog).getByLabelText(/^What happened/));
    await user.paste('He asked for my Medicare number to send a new card and kept me on the line.');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'phone-scam');
    await user.type(within(dialog).getByLabelText(/^Amount lost/), '25.5');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    const busy = await within(dialog).findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('Report Submitted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted[0]).toMatchObject({ category: 'phone-scam', amountLost: 25.5 });
  }, 20_000);
});
