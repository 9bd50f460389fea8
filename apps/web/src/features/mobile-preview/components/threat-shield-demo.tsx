import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { cx } from '../../../lib/class-names.js';
import { useModelClock } from '../hooks/use-model-clock.js';
import {
  THREAT_SHIELD_KEYS,
  initialThreatShield,
  nextThreatShieldWakeMs,
  reduceThreatShield,
  shieldLabel,
  threatBadgeKeys,
  threatScoreText,
  tickThreatShield,
  type ShieldColour,
  type ThreatShieldEvent,
  type ThreatShieldState,
} from '../model/threat-shield.js';

type Event = ThreatShieldEvent | { type: 'tick'; nowMs: number };

function reduce(state: ThreatShieldState, event: Event): ThreatShieldState {
  return event.type === 'tick'
    ? tickThreatShield(state, event.nowMs)
    : reduceThreatShield(state, event);
}

const LABEL_TONE: Record<ShieldColour, string> = {
  blue: 'border-primary bg-primary-soft text-primary',
  red: 'border-danger bg-danger-soft text-danger',
  amber: 'border-warning bg-warning-soft text-warning',
  green: 'border-success bg-success-soft text-success',
  gray: 'border-line bg-canvas text-ink',
};

/** Threat-detection demo of spec part 2 §2.13, §4: 4 s of analysis, then the sample result. */
export function ThreatShieldDemo() {
  const { t } = useTranslation('mobile-preview');
  const [state, dispatch] = useReducer(reduce, undefined, initialThreatShield);
  useModelClock(nextThreatShieldWakeMs(state), (nowMs) => dispatch({ type: 'tick', nowMs }));
  const label = shieldLabel(state);
  const isAnalyzing = state.phase === 'analyzing';
  const badges = threatBadgeKeys(state);
  const score = state.threat ? threatScoreText(state.threat) : null;

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="relative flex size-40 items-center justify-center" aria-hidden="true">
        <div
          className={cx(
            'absolute inset-0 rounded-full border-8 border-dashed',
            isAnalyzing ? 'border-primary' : 'border-line',
            state.indicator.isPulseOn ? 'opacity-60' : 'opacity-100',
          )}
          style={{ transform: `rotate(${state.indicator.rotationDeg}deg)` }}
          data-testid="threat-indicator"
        />
        <svg viewBox="0 0 32 32" className="size-20 text-primary">
          <path fill="currentColor" d="M16 2 4 6v9c0 7.2 5.1 13.2 12 15 6.9-1.8 12-7.8 12-15V6z" />
        </svg>
      </div>
      <p className="text-lg">
        <span className="sr-only">{t(THREAT_SHIELD_KEYS.statusLabelKey)}: </span>
        <span
          role="status"
          data-testid="shield-label"
          className={cx(
            'inline-block rounded-control border-2 px-3 py-1 font-bold',
            LABEL_TONE[label.colour],
          )}
        >
          {t(label.key)}
        </span>
      </p>
      {score ? <p className="text-3xl font-bold">{t(score.key, score.params)}</p> : null}
      {badges.length > 0 ? (
        <ul className="flex flex-wrap justify-center gap-2" aria-hidden="true">
          {badges.map((key) => (
            <li
              key={key}
              className="rounded-full border-2 border-danger bg-danger-soft px-3 py-1 text-base font-semibold text-danger"
            >
              {t(key)}
            </li>
          ))}
        </ul>
      ) : null}
      {state.threat ? (
        <div className="w-full text-start">
          <h3 className="text-lg font-bold">{t(THREAT_SHIELD_KEYS.detectedHeadingKey)}</h3>
          <ul className="mt-1 list-disc ps-6 text-lg">
            {state.threat.threatKeys.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          disabled={isAnalyzing}
          onClick={() => dispatch({ type: 'start', nowMs: Date.now() })}
        >
          {t(THREAT_SHIELD_KEYS.startKey)}
        </Button>
        <Button variant="secondary" onClick={() => dispatch({ type: 'reset' })}>
          {t(THREAT_SHIELD_KEYS.resetKey)}
        </Button>
      </div>
    </div>
  );
}
