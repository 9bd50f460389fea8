import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipProvider } from './tooltip.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Tooltip (spec part 1 §9)', () => {
  it('pins 700 ms delay and 300 ms skip delay', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('opens only after 700 ms of hovering', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Your score">
          <button type="button">Score</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Score' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your score');
  });
});
