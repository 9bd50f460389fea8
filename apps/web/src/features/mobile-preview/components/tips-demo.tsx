import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { cx } from '../../../lib/class-names.js';
import { useModelClock, useRepaint } from '../hooks/use-model-clock.js';
import {
  TIPS_KEYS,
  createTipsCarousel,
  currentTip,
  isCarouselPaused,
  nextTipsWakeMs,
  reduceTipsCarousel,
  tickTipsCarousel,
  tipProgress,
  type TipsCarouselEvent,
  type TipsCarouselState,
} from '../model/tips-carousel.js';

type Event = TipsCarouselEvent | { type: 'tick'; nowMs: number };

function reduce(state: TipsCarouselState, event: Event): TipsCarouselState {
  return event.type === 'tick'
    ? tickTipsCarousel(state, event.nowMs)
    : reduceTipsCarousel(state, event);
}

const SCHEME: Record<string, string> = {
  blue: 'border-primary',
  green: 'border-success',
  amber: 'border-warning',
  rose: 'border-danger',
  violet: 'border-primary',
  slate: 'border-line',
};

/** How often the progress bar is redrawn while a tip is showing. */
const REPAINT_MS = 250;

/**
 * Personalized Safety Tips (spec part 2 §2.13, §4): a new tip every 5 s, paused while the pointer
 * or the keyboard focus is on the carousel or when Pause is pressed, wrapping at both ends. The
 * preview has no assessment answers, so every tip shows (the model's rule when none are given).
 */
export function TipsDemo() {
  const { t } = useTranslation('mobile-preview');
  const [state, dispatch] = useReducer(reduce, undefined, () => createTipsCarousel([], Date.now()));
  const [, setRepaint] = useState(0);
  useModelClock(nextTipsWakeMs(state), (nowMs) => dispatch({ type: 'tick', nowMs }));
  useRepaint(!isCarouselPaused(state), REPAINT_MS, () => setRepaint((n) => n + 1));

  // Pointer and focus each hold the carousel still; it moves again when both have left.
  const holdRef = useRef({ pointer: false, focus: false });
  const setHold = (source: 'pointer' | 'focus', isHeld: boolean) => {
    const wasHeld = holdRef.current.pointer || holdRef.current.focus;
    holdRef.current = { ...holdRef.current, [source]: isHeld };
    const isNowHeld = holdRef.current.pointer || holdRef.current.focus;
    if (wasHeld !== isNowHeld) {
      dispatch({ type: isNowHeld ? 'hoverStart' : 'hoverEnd', nowMs: Date.now() });
    }
  };

  const tip = currentTip(state);
  const total = state.tips.length;
  const progress = Math.round(tipProgress(state, Date.now()) * 100);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t(TIPS_KEYS.regionLabelKey)}
      onMouseEnter={() => setHold('pointer', true)}
      onMouseLeave={() => setHold('pointer', false)}
      onFocus={() => setHold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHold('focus', false);
      }}
      className="flex flex-col gap-4"
    >
      <p className="text-base text-muted">{t(TIPS_KEYS.autoAdvanceKey)}</p>
      {tip ? (
        <article
          aria-roledescription="slide"
          aria-label={t(TIPS_KEYS.positionKey, { current: state.index + 1, total })}
          className={cx(
            'rounded-card border-s-8 border-y border-e bg-surface p-5',
            SCHEME[tip.colourScheme],
          )}
        >
          <p className="text-base font-semibold text-muted">
            {t(TIPS_KEYS.positionKey, { current: state.index + 1, total })} ·{' '}
            {t(TIPS_KEYS.category[tip.category])} · {t(TIPS_KEYS.priority[tip.priority])}
          </p>
          <h3
            className="mt-1 text-xl font-bold"
            aria-live={isCarouselPaused(state) ? 'polite' : 'off'}
          >
            {t(tip.titleKey)}
          </h3>
          <h4 className="mt-3 text-lg font-bold">{t(TIPS_KEYS.whatToKnowKey)}</h4>
          <p className="text-lg">{t(tip.tipKey)}</p>
          <h4 className="mt-3 text-lg font-bold">{t(TIPS_KEYS.whatToDoKey)}</h4>
          <p className="text-lg">{t(tip.actionKey)}</p>
        </article>
      ) : null}
      <div className="h-2 w-full overflow-hidden rounded-full bg-canvas" aria-hidden="true">
        <div className="h-full bg-primary" style={{ width: `${progress}%` }} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'previous', nowMs: Date.now() })}
        >
          {t(TIPS_KEYS.previousKey)}
        </Button>
        <Button
          variant="ghost"
          onClick={() => dispatch({ type: 'togglePause', nowMs: Date.now() })}
        >
          {t(state.isToggledOff ? TIPS_KEYS.resumeKey : TIPS_KEYS.pauseKey)}
        </Button>
        <Button variant="secondary" onClick={() => dispatch({ type: 'next', nowMs: Date.now() })}>
          {t(TIPS_KEYS.nextKey)}
        </Button>
      </div>
      <div className="flex flex-wrap justify-center gap-1">
        {state.tips.map((item, index) => (
          <button
            key={item.id}
            type="button"
            aria-label={t(TIPS_KEYS.goToKey, { number: index + 1 })}
            aria-current={index === state.index ? 'true' : undefined}
            onClick={() => dispatch({ type: 'goTo', index, nowMs: Date.now() })}
            className="inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              className={cx(
                'block size-4 rounded-full border-2 border-primary',
                index === state.index ? 'bg-primary' : 'bg-surface',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
