import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

describe('always-present widgets (DELTAS row 12)', () => {
  it('Buddy help opens quick answers and numbers to call, 911 first', async () => {
    renderApp({ path: '/about' });
    await userEvent.click(await screen.findByRole('button', { name: 'Help from Buddy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buddy Help' });
    expect(within(dialog).getByText(/Never pay with gift cards/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Call back on a number you know/)).toBeInTheDocument();
    const calls = within(dialog)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(calls).toEqual(['tel:911', 'tel:+18773824357', 'tel:+18333728311']);
  });

  it('reading comfort enlarges text and turns on high contrast, and remembers it', async () => {
    renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Reading comfort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reading comfort' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Larger' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'High contrast' }));
    expect(document.documentElement).toHaveClass('text-size-larger', 'high-contrast');
    expect(JSON.parse(localStorage.getItem('scambuddy.reading-comfort') ?? '{}')).toEqual({
      textSize: 'larger',
      highContrast: true,
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Normal' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'High contrast' }));
    expect(document.documentElement).not.toHaveClass('text-size-larger');
    expect(document.documentElement).not.toHaveClass('high-contrast');
  });
});
