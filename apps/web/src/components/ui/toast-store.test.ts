import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  resetToastsForTests,
  toast,
  useToast,
} from './toast-store.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  resetToastsForTests();
  vi.useRealTimers();
});

describe('toast store (spec part 1 §9)', () => {
  it('pins the spec numbers', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('keeps at most one toast: the newest', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Second',
      variant: 'destructive',
      isOpen: true,
    });
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const { result } = renderHook(() => useToast());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Saved' });
    });
    act(() => handle?.dismiss());
    expect(result.current.toasts[0]?.isOpen).toBe(false);
    act(() => vi.advanceTimersByTime(999_999));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('dismisses every toast when no id is given', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'One' });
    });
    act(() => result.current.dismiss());
    expect(result.current.toasts.every((entry) => !entry.isOpen)).toBe(true);
  });
});
