import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../lib/i18n.js';
import { Toaster } from './toaster.js';
import { resetToastsForTests, toast } from './toast-store.js';

function renderToaster() {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <Toaster />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  resetToastsForTests();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast for 5000 ms by default, then closes it', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Report saved', description: 'Your link is ready.' });
    });
    expect(screen.getByText('Report saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Report saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Report saved')).not.toBeInTheDocument();
  });

  it('keeps an error toast until it is dismissed (issue 19)', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Unable to transcribe', variant: 'destructive' });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Unable to transcribe')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Unable to transcribe')).not.toBeInTheDocument();
  });

  it('shows only the newest of two toasts', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Link copied' });
      toast({ title: 'Steps copied' });
    });
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    expect(screen.getByText('Steps copied')).toBeInTheDocument();
  });

  it('styles the destructive variant apart from the default one', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Analysis failed', variant: 'destructive' });
    });
    const destructive = screen.getByText('Analysis failed').closest('li');
    expect(destructive).toHaveAttribute('data-variant', 'destructive');
    expect(destructive?.className).toContain('bg-danger');
  });

  it('limits the toast area to 420px on wider screens and labels its close button', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Done' });
    });
    expect(screen.getByRole('region').querySelector('ol')?.className).toContain('sm:max-w-[420px]');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
