import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { TranslationIndicator } from '../app/translation-indicator.js';
import { allResources } from '../test/all-catalogs.js';
import { createI18n } from './i18n.js';
import { createQueryClient } from './query-client.js';
import { useTranslatedText } from './use-translated-text.js';

function NewsItem({ text }: { text: string }) {
  const translated = useTranslatedText(text);
  return <p data-translated={translated.isTranslated}>{translated.text}</p>;
}

function renderIn(language: 'en' | 'es', children: ReactNode) {
  const i18n = createI18n(language, allResources);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        {children}
        <TranslationIndicator />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function answerWith(body: unknown, status = 200) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn(async () => {
    await gate;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

describe('useTranslatedText', () => {
  it('shows the original, the "Translating to" note, then the translation and "complete"', async () => {
    const { fetchMock, release } = answerWith({
      translated: true,
      text: 'La FTC advierte sobre peajes falsos',
      cached: false,
    });
    renderIn('es', <NewsItem text="FTC warns of fake toll texts" />);
    expect(await screen.findByText('FTC warns of fake toll texts')).toBeInTheDocument();
    expect(await screen.findByText('Traduciendo a Español...')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('La FTC advierte sobre peajes falsos')).toHaveAttribute(
      'data-translated',
      'true',
    );
    expect(await screen.findByText('Traducción terminada')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/translate');
    expect(JSON.parse(String(init.body))).toEqual({
      text: 'FTC warns of fake toll texts',
      targetLanguage: 'es',
      sourceLanguage: 'en',
    });
  });

  it('keeps the original when the server could not translate', async () => {
    const { release } = answerWith({
      translated: false,
      text: 'Grandparent scam warning',
      reason: 'provider_failed',
    });
    renderIn('es', <NewsItem text="Grandparent scam warning" />);
    await act(async () => release());
    expect(await screen.findByText('Traducción terminada')).toBeInTheDocument();
    expect(screen.getByText('Grandparent scam warning')).toHaveAttribute(
      'data-translated',
      'false',
    );
  });

  it('keeps the original when the request fails', async () => {
    const { release } = answerWith({ code: 'RATE_LIMITED', message: 'Too many' }, 429);
    renderIn('es', <NewsItem text="Medicare card scam" />);
    await act(async () => release());
    expect(await screen.findByText('Traducción terminada')).toBeInTheDocument();
    expect(screen.getByText('Medicare card scam')).toBeInTheDocument();
  });

  it('asks nothing for English readers or for one character', () => {
    const { fetchMock } = answerWith({});
    renderIn('en', <NewsItem text="FTC warns of fake toll texts" />);
    renderIn('es', <NewsItem text="!" />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
