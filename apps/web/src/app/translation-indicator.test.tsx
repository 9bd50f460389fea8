import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n.js';
import { allResources } from '../test/all-catalogs.js';
import { TRANSLATION_COMPLETE_VISIBLE_MS, beginTranslation } from '../lib/translation-status.js';
import { TranslationIndicator } from './translation-indicator.js';

function renderIndicator(language: 'en' | 'es' | 'ja') {
  return render(
    <I18nextProvider i18n={createI18n(language, allResources)}>
      <TranslationIndicator />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => vi.runOnlyPendingTimers());
  vi.useRealTimers();
});

describe('TranslationIndicator (spec part 1 §2.6)', () => {
  it('says "Translating to {native name}..." and then "Translation complete", then hides', () => {
    renderIndicator('es');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    let done = () => {};
    act(() => {
      done = beginTranslation();
    });
    expect(status).toHaveTextContent('Traduciendo a Español...');
    act(() => done());
    expect(status).toHaveTextContent('Traducción terminada');
    act(() => vi.advanceTimersByTime(TRANSLATION_COMPLETE_VISIBLE_MS));
    expect(status).toBeEmptyDOMElement();
  });

  it('waits for every pending translation before saying complete', () => {
    renderIndicator('ja');
    let first = () => {};
    let second = () => {};
    act(() => {
      first = beginTranslation();
      second = beginTranslation();
    });
    act(() => first());
    expect(screen.getByRole('status')).toHaveTextContent('日本語に翻訳しています...');
    act(() => second());
    expect(screen.getByRole('status')).toHaveTextContent('翻訳が終わりました');
  });

  it('never shows for English readers', () => {
    renderIndicator('en');
    let done = () => {};
    act(() => {
      done = beginTranslation();
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => done());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
