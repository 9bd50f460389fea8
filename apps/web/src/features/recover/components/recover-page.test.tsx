import type { StoredEvidencePackage } from '@scambuddy/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render-app.js';
import { addRoutes, json } from '../../analyze/test/fake-api.js';
import { sampleResult } from '../../analyze/test/sample-result.js';
import { evidenceForReport } from './recover-page.js';

const contacts = {
  law_enforcement: [
    {
      id: 'ic3',
      name: 'FBI Internet Crime Complaint Center (IC3)',
      contact: 'https://www.ic3.gov/',
      complaintUrl: 'https://www.ic3.gov/',
      type: 'federal',
      source: 'test',
    },
  ],
  state_local: [
    {
      id: 'state-ny',
      name: 'New York Department of State - Division of Consumer Protection',
      contact: '1-800-697-1220',
      complaintUrl: 'https://www.dos.ny.gov/consumerprotection/form/complaintform.asp',
      type: 'state',
      state: 'NY',
      source: 'test',
    },
  ],
  financial: [
    {
      id: 'gift-card-issuer',
      name: 'Gift card issuer (any brand)',
      contact: 'https://www.ftc.gov/giftcards',
      type: 'financial',
      source: 'test',
    },
  ],
};

function fakeServer(app: ReturnType<typeof renderApp>) {
  return addRoutes(app.fetchMock, ({ url }) => {
    if (url === '/api/report/r1?language=en') {
      return json({ id: 'r1', createdAt: '2026-03-04T15:30:00.000Z', result: sampleResult() });
    }
    if (url.startsWith('/api/contacts/recovery?')) return json(contacts);
    if (url === '/api/states') return json([{ code: 'NY', name: 'New York' }]);
    return undefined;
  });
}

describe('recovery packet page', () => {
  it('asks how the money went, then lists the steps, contacts and texts for that way', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/' });
    const calls = fakeServer(app);
    await act(() => app.router.navigate('/report/r1/recover'));
    const giftCard = await screen.findByRole('radio', { name: 'Gift card' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your recovery steps' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What to do, in order' })).toBeNull();

    await user.click(giftCard);
    const steps = await screen.findByTestId('recovery-steps');
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent(
      /Now — the first hours matter.*company that issued the gift card/,
    );
    expect(await screen.findByText('Gift card issuer (any brand)')).toBeInTheDocument();
    const recoveryCall = calls.find((call) => call.url.startsWith('/api/contacts/recovery?'));
    expect(recoveryCall?.url).toContain('payment=gift_card');
    // The state given with the analysis (the result's state contact) is chosen already.
    expect(recoveryCall?.url).toContain('state=NY');
    expect(screen.getByTestId('draft-ftc')).toHaveTextContent('How I paid: Gift card.');
    expect(screen.queryByTestId('draft-bank')).toBeNull();
    expect(
      screen.getByText(/New York Department of State - Division of Consumer Protection:/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Wire transfer' }));
    expect(
      within(screen.getByTestId('recovery-steps')).getAllByRole('listitem')[1],
    ).toHaveTextContent(/wire recall/);
    expect(screen.getByTestId('draft-bank')).toHaveTextContent(/recall the wire transfer/);
    expect(screen.getByRole('button', { name: 'Copy the text for Your bank' })).toBeInTheDocument();
    // Opens the evidence tools tied to this result (issue 10).
    expect(screen.getByRole('link', { name: 'Collect evidence' })).toHaveAttribute(
      'href',
      '/features?tab=evidence&analysis=r1',
    );
  });

  it('shows Report Not Found for an unknown report', async () => {
    const app = renderApp({ path: '/' });
    addRoutes(app.fetchMock, ({ url }) =>
      url === '/api/report/nope?language=en'
        ? json({ code: 'NOT_FOUND', message: 'x' }, 404)
        : undefined,
    );
    await act(() => app.router.navigate('/report/nope/recover'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report Not Found' }),
    ).toBeInTheDocument();
  });

  it('lists the signed-in person’s evidence package for this report in the texts', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/', user: testUser });
    fakeServer(app);
    addRoutes(app.fetchMock, ({ url }) =>
      url === '/api/evidence'
        ? json({
            packages: [
              {
                reportId: 'ev-9',
                packageId: 'p1',
                title: 'Gift card receipts',
                description: 'What I kept',
                createdAt: '2026-03-04T15:30:00.000Z',
                submittedAt: '2026-03-04T15:40:00.000Z',
                status: 'submitted',
                analysisId: 'r1',
                items: [],
              },
              {
                reportId: 'ev-10',
                packageId: 'p2',
                title: 'Another case',
                description: '',
                createdAt: '2026-03-04T15:30:00.000Z',
                submittedAt: '2026-03-04T15:40:00.000Z',
                status: 'submitted',
                analysisId: 'r2',
                items: [],
              },
            ],
          })
        : undefined,
    );
    await act(() => app.router.navigate('/report/r1/recover'));
    await user.click(await screen.findByRole('radio', { name: 'Credit or debit card' }));
    expect(await screen.findByText('Gift card receipts — reference ev-9')).toBeInTheDocument();
    expect(screen.getByTestId('draft-ftc')).toHaveTextContent(
      'Evidence package, reference ev-9: Gift card receipts.',
    );
    expect(screen.queryByText(/Another case/)).toBeNull();
  });
});

describe('evidenceForReport', () => {
  const pack = (
    reportId: string,
    title: string,
    description: string,
    analysisId?: string,
  ): StoredEvidencePackage => ({
    reportId,
    packageId: 'p',
    title,
    description,
    createdAt: '',
    submittedAt: '',
    status: 'submitted',
    ...(analysisId === undefined ? {} : { analysisId }),
    items: [],
  });

  it('matches a package on the analysis it was collected for', () => {
    const packages = [
      pack('a', 'Receipts', '', 'r1'),
      pack('b', 'Other receipts', '', 'r2'),
      pack('c', 'Notes', ''),
    ];
    expect(evidenceForReport(packages, 'r1').map((item) => item.reportId)).toEqual(['a']);
    expect(evidenceForReport(packages, 'r2').map((item) => item.reportId)).toEqual(['b']);
  });

  it('trusts analysisId over a report named in the text', () => {
    // Collected for r2, though its description mentions r1: it belongs to r2 only.
    const packages = [pack('a', 'Receipts', 'like /report/r1', 'r2')];
    expect(evidenceForReport(packages, 'r1')).toEqual([]);
    expect(evidenceForReport(packages, 'r2')).toHaveLength(1);
  });

  it('falls back, without analysisId, to the same id or the report named in the package', () => {
    const packages = [
      pack('r1', 'a', ''),
      pack('x', 'Report r1 receipts', ''),
      pack('y', 'b', 'see /report/r1'),
      pack('z', 'other', 'unrelated'),
    ];
    expect(evidenceForReport(packages, 'r1').map((item) => item.reportId)).toEqual([
      'r1',
      'x',
      'y',
    ]);
  });
});
