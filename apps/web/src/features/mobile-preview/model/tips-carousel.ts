import type { SampleMarked } from './message.js';

/**
 * Personalized Safety Tips carousel (spec part 2 §2.13, §3, §4, §9): eight tips, filtered by the
 * person's vulnerability categories (all when none match), auto-advancing every 5 s unless paused
 * by hover or by the Pause toggle, wrapping at both ends.
 */

export const TIP_ADVANCE_MS = 5_000;

export const TIP_CATEGORIES = [
  'phone',
  'email',
  'financial',
  'romance',
  'online',
  'general',
] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

export interface SafetyTip {
  id: string;
  category: TipCategory;
  priority: 'high' | 'medium';
  titleKey: string;
  /** "What to Know". */
  tipKey: string;
  /** "What to Do". */
  actionKey: string;
  colourScheme: 'blue' | 'green' | 'amber' | 'rose' | 'violet' | 'slate';
  icon: 'phone' | 'mail' | 'dollar' | 'heart' | 'globe' | 'shield';
}

function tip(
  id: string,
  category: TipCategory,
  priority: SafetyTip['priority'],
  colourScheme: SafetyTip['colourScheme'],
  icon: SafetyTip['icon'],
): SafetyTip {
  const base = `tips.items.${id}`;
  return {
    id,
    category,
    priority,
    titleKey: `${base}.title`,
    tipKey: `${base}.tip`,
    actionKey: `${base}.action`,
    colourScheme,
    icon,
  };
}

export const SAFETY_TIPS: readonly SafetyTip[] = [
  tip('governmentCalls', 'phone', 'high', 'blue', 'phone'),
  tip('callerId', 'phone', 'medium', 'blue', 'phone'),
  tip('emailLinks', 'email', 'high', 'green', 'mail'),
  tip('giftCards', 'financial', 'high', 'amber', 'dollar'),
  tip('bankCodes', 'financial', 'medium', 'amber', 'dollar'),
  tip('onlineLove', 'romance', 'high', 'rose', 'heart'),
  tip('popups', 'online', 'medium', 'violet', 'globe'),
  tip('pauseAndTalk', 'general', 'medium', 'slate', 'shield'),
];

/** Tips in the person's categories; every tip when none are given or none match. */
export function tipsForCategories(
  categories: readonly TipCategory[],
  tips: readonly SafetyTip[] = SAFETY_TIPS,
): readonly SafetyTip[] {
  const wanted = new Set(categories);
  const matching = tips.filter((item) => wanted.has(item.category));
  return matching.length > 0 ? matching : tips;
}

export interface TipsCarouselState extends SampleMarked {
  tips: readonly SafetyTip[];
  index: number;
  isToggledOff: boolean;
  isHovered: boolean;
  /** When running: the time of the next advance. Null while paused. */
  nextAdvanceAtMs: number | null;
  /** While paused: how much of the current 5 s was left, so Resume continues rather than restarts. */
  remainingMs: number;
}

export type TipsCarouselEvent =
  | { type: 'next'; nowMs: number }
  | { type: 'previous'; nowMs: number }
  | { type: 'goTo'; index: number; nowMs: number }
  | { type: 'hoverStart'; nowMs: number }
  | { type: 'hoverEnd'; nowMs: number }
  | { type: 'togglePause'; nowMs: number };

export function createTipsCarousel(
  categories: readonly TipCategory[],
  nowMs: number,
): TipsCarouselState {
  return {
    isSample: true,
    tips: tipsForCategories(categories),
    index: 0,
    isToggledOff: false,
    isHovered: false,
    nextAdvanceAtMs: nowMs + TIP_ADVANCE_MS,
    remainingMs: TIP_ADVANCE_MS,
  };
}

export function isCarouselPaused(state: TipsCarouselState): boolean {
  return state.isToggledOff || state.isHovered;
}

function wrap(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

/** Applies a new pause state, carrying the time left over from running to paused and back. */
function withPause(
  state: TipsCarouselState,
  change: Pick<TipsCarouselState, 'isToggledOff' | 'isHovered'>,
  nowMs: number,
): TipsCarouselState {
  const wasPaused = isCarouselPaused(state);
  const next = { ...state, ...change };
  const isPaused = isCarouselPaused(next);
  if (!wasPaused && isPaused) {
    const remainingMs = Math.max(0, (state.nextAdvanceAtMs ?? nowMs) - nowMs);
    return { ...next, nextAdvanceAtMs: null, remainingMs };
  }
  if (wasPaused && !isPaused) return { ...next, nextAdvanceAtMs: nowMs + state.remainingMs };
  return next;
}

/** Moving by hand shows the chosen tip for a full 5 s before the next advance. */
function moveTo(state: TipsCarouselState, index: number, nowMs: number): TipsCarouselState {
  const moved = { ...state, index: wrap(index, state.tips.length), remainingMs: TIP_ADVANCE_MS };
  return isCarouselPaused(state) ? moved : { ...moved, nextAdvanceAtMs: nowMs + TIP_ADVANCE_MS };
}

export function reduceTipsCarousel(
  state: TipsCarouselState,
  event: TipsCarouselEvent,
): TipsCarouselState {
  switch (event.type) {
    case 'next':
      return moveTo(state, state.index + 1, event.nowMs);
    case 'previous':
      return moveTo(state, state.index - 1, event.nowMs);
    case 'goTo':
      return moveTo(state, event.index, event.nowMs);
    case 'hoverStart':
      return withPause(state, { isToggledOff: state.isToggledOff, isHovered: true }, event.nowMs);
    case 'hoverEnd':
      return withPause(state, { isToggledOff: state.isToggledOff, isHovered: false }, event.nowMs);
    case 'togglePause':
      return withPause(
        state,
        { isToggledOff: !state.isToggledOff, isHovered: state.isHovered },
        event.nowMs,
      );
  }
}

/** Advances once per 5 s that has passed while running (several if the screen was asleep). */
export function tickTipsCarousel(state: TipsCarouselState, nowMs: number): TipsCarouselState {
  if (state.nextAdvanceAtMs === null || nowMs < state.nextAdvanceAtMs) return state;
  const steps = 1 + Math.floor((nowMs - state.nextAdvanceAtMs) / TIP_ADVANCE_MS);
  return {
    ...state,
    index: wrap(state.index + steps, state.tips.length),
    nextAdvanceAtMs: state.nextAdvanceAtMs + steps * TIP_ADVANCE_MS,
  };
}

export function nextTipsWakeMs(state: TipsCarouselState): number | null {
  return state.nextAdvanceAtMs;
}

/** How far the progress bar has filled towards the next advance, 0 to 1 (frozen while paused). */
export function tipProgress(state: TipsCarouselState, nowMs: number): number {
  const remaining =
    state.nextAdvanceAtMs === null ? state.remainingMs : state.nextAdvanceAtMs - nowMs;
  return Math.min(1, Math.max(0, 1 - remaining / TIP_ADVANCE_MS));
}

export function currentTip(state: TipsCarouselState): SafetyTip | null {
  return state.tips[state.index] ?? null;
}

export const TIPS_KEYS = {
  whatToKnowKey: 'tips.whatToKnow',
  whatToDoKey: 'tips.whatToDo',
  previousKey: 'tips.previous',
  nextKey: 'tips.next',
  pauseKey: 'tips.pause',
  resumeKey: 'tips.resume',
  positionKey: 'tips.position',
  regionLabelKey: 'tips.regionLabel',
  goToKey: 'tips.goTo',
  autoAdvanceKey: 'tips.autoAdvance',
  priority: { high: 'tips.priority.high', medium: 'tips.priority.medium' },
  category: {
    phone: 'tips.categories.phone',
    email: 'tips.categories.email',
    financial: 'tips.categories.financial',
    romance: 'tips.categories.romance',
    online: 'tips.categories.online',
    general: 'tips.categories.general',
  },
} as const satisfies { category: Record<TipCategory, string> } & Record<string, unknown>;
