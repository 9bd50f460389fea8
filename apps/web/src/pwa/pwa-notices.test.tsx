import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

describe('the offline notice', () => {
  it('appears when the network goes and leaves when it returns', async () => {
    renderApp({ path: '/' });
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    setOnline(false);
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    setOnline(true);
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).toBeNull());
  });

  it('speaks the person’s language', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp({ path: '/', language: 'es' });
    expect(await screen.findByText('No tiene conexión a internet')).toBeInTheDocument();
  });
});

describe('the failed-share notice', () => {
  it('explains the reason on home, removes it from the address, and can be closed', async () => {
    const { router } = renderApp({ path: '/?share=failed&reason=unsupported-file' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('We could not check what you shared');
    expect(notice).toHaveTextContent('Please share a screenshot (PNG, JPEG, WebP or GIF).');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('share-failed-notice')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByTestId('share-failed-notice')).toBeNull();
  });

  it('falls back to a general reason for one it does not know', async () => {
    renderApp({ path: '/?share=failed&reason=%3Cscript%3E' });
    expect(await screen.findByTestId('share-failed-notice')).toHaveTextContent(
      'What you shared could not be read.',
    );
  });

  it('stays away from an ordinary home page and from other screens', async () => {
    renderApp({ path: '/?share=ok' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('share-failed-notice')).toBeNull();
  });
});
