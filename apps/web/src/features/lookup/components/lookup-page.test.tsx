import { LOOKUP_MESSAGES, type LookupResponse } from '@scambuddy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.js';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const PHONE: LookupResponse = {
  kind: 'phone',
  query: '876-555-0100',
  normalized: '+18765550100',
  display: '(876) 555-0100',
  country: 'JM',
  checks: [
    {
      id: 'phone_nanp_foreign',
      result: 'danger',
      explanationKey: 'lookup:checks.phone_nanp_foreign',
      params: { country: 'JM', areaCode: '876' },
    },
    {
      id: 'phone_spoofing_caveat',
      result: 'info',
      explanationKey: 'lookup:checks.phone_spoofing_caveat',
      params: {},
    },
  ],
  community: {
    reporterCount: 3,
    latest: [
      {
        id: 'r1',
        title: 'One ring then hung up',
        category: 'phone-scam',
        isVerified: true,
        createdAt: '2026-01-15T12:00:00.000Z',
      },
    ],
  },
  officialAlerts: [
    {
      id: 'a1',
      title: 'One-ring scam calls',
      agency: 'Federal Trade Commission',
      url: 'https://consumer.ftc.gov/x',
      publishedAt: '2026-02-01T00:00:00.000Z',
      relation: 'warning',
    },
  ],
};

/** The app at `path` with /api/lookup answered by `handle`; the queries it saw in `asked`. */
function renderLookup(path: string, handle: (q: string) => Response) {
  const view = renderApp({ path });
  const fallback = view.fetchMock.getMockImplementation();
  const asked: string[] = [];
  view.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/api/lookup') {
      asked.push(url.searchParams.get('q') ?? '');
      return handle(url.searchParams.get('q') ?? '');
    }
    if (!fallback) throw new Error('no fallback');
    return fallback(input, init);
  });
  return { ...view, asked };
}

describe('LookupPage', () => {
  it('shows reports, alerts and checks with written labels, the country by name', async () => {
    renderLookup('/lookup?q=876-555-0100', () => json(PHONE));
    await screen.findByText('3 people reported this on our community board.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'What we know about (876) 555-0100',
    );
    expect(screen.getByText('Phone number in Jamaica')).toBeInTheDocument();
    expect(screen.getByText('One ring then hung up')).toBeInTheDocument();
    const alert = screen.getByRole('link', { name: /One-ring scam calls/ });
    expect(alert).toHaveAttribute('href', 'https://consumer.ftc.gov/x');
    const checks = screen.getByRole('region', { name: 'Our checks of the number' });
    expect(
      within(checks).getByText('Warning: Looks like a US number, but it is in Jamaica'),
    ).toBeInTheDocument();
    expect(within(checks).getByText('Good to know: Caller ID can be faked')).toBeInTheDocument();
  });

  it('says "No reports found" with its caveat when nobody reported it', async () => {
    renderLookup('/lookup?q=irs.gov', () =>
      json({
        ...PHONE,
        kind: 'domain',
        country: null,
        community: { reporterCount: 0, latest: [] },
        officialAlerts: [],
      }),
    );
    await screen.findByText('No reports found.');
    expect(screen.getByText(/No reports does not mean it is safe/)).toBeInTheDocument();
    expect(
      screen.getByText('No official alert we have collected mentions it.'),
    ).toBeInTheDocument();
  });

  it('lists an action against a company apart from warnings, saying it is not one (issue 19.16)', async () => {
    renderLookup('/lookup?q=amazon.com', () =>
      json({
        ...PHONE,
        kind: 'domain',
        country: null,
        officialAlerts: [
          {
            id: 'a2',
            title: 'FTC Secures Historic $2.5 Billion Settlement Against Amazon',
            agency: 'Federal Trade Commission',
            url: 'https://www.ftc.gov/amazon',
            publishedAt: '2025-09-25T00:00:00.000Z',
            relation: 'enforcement',
          },
        ],
      }),
    );
    expect(
      await screen.findByText('No official warning we have collected says scammers use it.'),
    ).toBeInTheDocument();
    const actions = screen.getByTestId('enforcement-alerts');
    expect(
      within(actions).getByRole('heading', { name: 'Actions taken against a company' }),
    ).toBeInTheDocument();
    expect(within(actions).getByText(/it is not a warning that this site/)).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: /Settlement Against Amazon/ })).toBeVisible();
  });

  it('offers to look up where a redirect leads, and asks for it when followed', async () => {
    const redirect = 'paypal.com/cgi-bin/webscr?cmd=_redirect&url=http://evil.example';
    const { asked } = renderLookup(`/lookup?q=${encodeURIComponent(redirect)}`, (q) =>
      json({
        ...PHONE,
        kind: 'domain',
        country: null,
        query: q,
        checks: [
          {
            id: 'domain_redirect',
            result: 'caution',
            explanationKey: 'lookup:checks.domain_redirect',
            params: { target: 'evil.example' },
          },
        ],
      }),
    );
    expect(await screen.findByText(/Take care: Leads on to another address/)).toBeInTheDocument();
    const follow = screen.getByRole('link', { name: 'Look up evil.example' });
    await userEvent.click(follow);
    await waitFor(() => expect(asked).toContain('evil.example'));
  });

  it('checks the length before asking, and shows a refusal in its own words', async () => {
    const user = userEvent.setup();
    const { asked } = renderLookup('/lookup', () =>
      json({ code: 'VALIDATION_FAILED', message: LOOKUP_MESSAGES.notRecognised }, 400),
    );
    const field = await screen.findByLabelText('Phone number or web address');
    await user.type(field, 'ab');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a phone number or a web address of at least 3 characters.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);

    await user.type(field, 'cdef ghi');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(asked).toEqual(['abcdef ghi']));
    expect(await screen.findByText(/That does not look like a phone number/)).toBeInTheDocument();
  });

  it('explains a too-short query that came in a link, without asking the server', async () => {
    const { asked } = renderLookup('/lookup?q=ab', () => json(PHONE));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a phone number or a web address of at least 3 characters.',
    );
    expect(asked).toEqual([]);
  });
});
