import { describe, expect, it } from 'vitest';
import {
  SAFETY_TIPS,
  TIP_CATEGORIES,
  createTipsCarousel,
  currentTip,
  isCarouselPaused,
  nextTipsWakeMs,
  reduceTipsCarousel,
  tickTipsCarousel,
  tipProgress,
  tipsForCategories,
  type TipsCarouselState,
} from './tips-carousel.js';

const T0 = 10_000;
const all = () => createTipsCarousel([], T0);

describe('safety tips', () => {
  it('has eight tips covering the six categories', () => {
    expect(SAFETY_TIPS).toHaveLength(8);
    expect(new Set(SAFETY_TIPS.map((t) => t.category))).toEqual(new Set(TIP_CATEGORIES));
    expect(new Set(SAFETY_TIPS.map((t) => t.id)).size).toBe(8);
  });

  it.each([
    ['no categories', [], 8],
    ['phone', ['phone'], 2],
    ['phone and romance', ['phone', 'romance'], 3],
    ['financial', ['financial'], 2],
  ] as const)('filters by %s', (_name, categories, count) => {
    expect(tipsForCategories(categories)).toHaveLength(count);
  });

  it('shows every tip when none match', () => {
    expect(
      tipsForCategories(
        ['romance'],
        SAFETY_TIPS.filter((t) => t.category === 'phone'),
      ),
    ).toHaveLength(2);
  });
});

describe('carousel', () => {
  it('is sample data, starts at the first tip and advances every 5 seconds', () => {
    let state = all();
    expect(state.isSample).toBe(true);
    expect(currentTip(state)?.id).toBe('governmentCalls');
    state = tickTipsCarousel(state, T0 + 4_999);
    expect(state.index).toBe(0);
    state = tickTipsCarousel(state, T0 + 5_000);
    expect(state.index).toBe(1);
    expect(nextTipsWakeMs(state)).toBe(T0 + 10_000);
    expect(tipProgress(state, T0 + 7_500)).toBe(0.5);
  });

  it('catches up by whole steps after a long gap and wraps past the last tip', () => {
    const state = tickTipsCarousel(all(), T0 + 5_000 * 9);
    expect(state.index).toBe(9 % 8);
    expect(state.nextAdvanceAtMs).toBe(T0 + 5_000 * 10);
  });

  it('wraps at both ends with next and previous', () => {
    let state = reduceTipsCarousel(all(), { type: 'previous', nowMs: T0 });
    expect(state.index).toBe(7);
    state = reduceTipsCarousel(state, { type: 'next', nowMs: T0 });
    expect(state.index).toBe(0);
    expect(reduceTipsCarousel(state, { type: 'goTo', index: 5, nowMs: T0 }).index).toBe(5);
  });

  it('gives a tip chosen by hand a full 5 seconds', () => {
    const state = reduceTipsCarousel(all(), { type: 'next', nowMs: T0 + 4_000 });
    expect(tickTipsCarousel(state, T0 + 8_999).index).toBe(1);
    expect(tickTipsCarousel(state, T0 + 9_000).index).toBe(2);
  });

  it('pauses while hovered and continues with the time that was left', () => {
    let state: TipsCarouselState = reduceTipsCarousel(all(), {
      type: 'hoverStart',
      nowMs: T0 + 3_000,
    });
    expect(isCarouselPaused(state)).toBe(true);
    expect(tickTipsCarousel(state, T0 + 60_000)).toBe(state);
    expect(tipProgress(state, T0 + 60_000)).toBeCloseTo(0.6);
    state = reduceTipsCarousel(state, { type: 'hoverEnd', nowMs: T0 + 60_000 });
    expect(tickTipsCarousel(state, T0 + 61_999).index).toBe(0);
    expect(tickTipsCarousel(state, T0 + 62_000).index).toBe(1);
  });

  it('stays paused by the toggle even when the pointer leaves', () => {
    let state = reduceTipsCarousel(all(), { type: 'togglePause', nowMs: T0 + 1_000 });
    state = reduceTipsCarousel(state, { type: 'hoverStart', nowMs: T0 + 2_000 });
    state = reduceTipsCarousel(state, { type: 'hoverEnd', nowMs: T0 + 3_000 });
    expect(isCarouselPaused(state)).toBe(true);
    expect(tickTipsCarousel(state, T0 + 30_000).index).toBe(0);
    state = reduceTipsCarousel(state, { type: 'togglePause', nowMs: T0 + 30_000 });
    expect(tickTipsCarousel(state, T0 + 34_000).index).toBe(1);
  });

  it('a manual move while paused does not start the clock', () => {
    let state = reduceTipsCarousel(all(), { type: 'togglePause', nowMs: T0 });
    state = reduceTipsCarousel(state, { type: 'next', nowMs: T0 + 100 });
    expect(state.nextAdvanceAtMs).toBeNull();
    expect(state.remainingMs).toBe(5_000);
  });
});
