import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addRoutes, json } from '../../analyze/test/fake-api.js';
import { sampleResult } from '../../analyze/test/sample-result.js';
import { renderApp } from '../../../test/render-app.js';

describe('saved report page', () => {
  it('shows Loading Report..., then the saved result with its date and New Analysis', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const app = renderApp({ path: '/' });
    const original = app.fetchMock.getMockImplementation();
    app.fetchMock.mockImplementation(async (input, init) =>
      input === '/api/report/r1?language=en' ? pending : (original?.(input, init) ?? json({}, 404)),
    );
    await act(() => app.router.navigate('/report/r1'));
    // A screen tall, so the footer is below the fold and does not jump when the report arrives.
    expect(await screen.findByText('Loading Report...')).toHaveClass('min-h-screen');
    answer(json({ id: 'r1', createdAt: '2026-03-04T15:30:00.000Z', result: sampleResult() }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saved Report' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Saved on March 4, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Analysis Complete' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Save This Report' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Analyze Another Message' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Analysis' })).toHaveAttribute('href', '/');
  });

  it("asks for the report in the reader's language, and again on a change, keeping it shown", async () => {
    const app = renderApp({ path: '/', language: 'es' });
    const signs: Record<string, string> = {
      es: 'Pide el pago con tarjetas de regalo',
      fr: 'Demande un paiement en cartes cadeaux',
    };
    let answerFrench: (response: Response) => void = () => undefined;
    const french = new Promise<Response>((resolve) => {
      answerFrench = resolve;
    });
    const calls = addRoutes(app.fetchMock, ({ url }) => {
      const language = /^\/api\/report\/r1\?language=(\w+)$/.exec(url)?.[1];
      if (language === 'fr') return french;
      if (language === undefined) return undefined;
      const result = { ...sampleResult(), top_signals: [signs[language] ?? 'unexpected'] };
      return json({ id: 'r1', createdAt: '2026-03-04T15:30:00.000Z', result });
    });
    await act(() => app.router.navigate('/report/r1'));
    expect(await screen.findByText(signs.es ?? '')).toBeInTheDocument();
    await act(() => app.i18n.changeLanguage('fr'));
    // The Spanish texts stay until the French arrive: no loading screen in between.
    expect(screen.getByText(signs.es ?? '')).toBeInTheDocument();
    answerFrench(
      json({
        id: 'r1',
        createdAt: '2026-03-04T15:30:00.000Z',
        result: { ...sampleResult(), top_signals: [signs.fr] },
      }),
    );
    expect(await screen.findByText(signs.fr ?? '')).toBeInTheDocument();
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/report/'))).toEqual([
      '/api/report/r1?language=es',
      '/api/report/r1?language=fr',
    ]);
  });

  it('shows Report Not Found for an unknown id and returns home', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/' });
    const calls = addRoutes(app.fetchMock, ({ url }) =>
      url === '/api/report/nope?language=en'
        ? json({ code: 'NOT_FOUND', message: 'Not found' }, 404)
        : undefined,
    );
    await act(() => app.router.navigate('/report/nope'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The report you're looking for doesn't exist or may have been removed."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(calls.map((call) => call.url)).toContain('/api/report/nope?language=en');
    expect(app.router.state.location.pathname).toBe('/');
  });

  it('treats an answer that breaks the contract as not found', async () => {
    const app = renderApp({ path: '/' });
    const calls = addRoutes(app.fetchMock, ({ url }) =>
      url === '/api/report/bad?language=en'
        ? json({ id: 'bad', createdAt: 'x', result: {} })
        : undefined,
    );
    await act(() => app.router.navigate('/report/bad'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report Not Found' }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/report/bad?language=en');
  });
});
