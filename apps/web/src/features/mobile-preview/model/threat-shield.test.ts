import { describe, expect, it } from 'vitest';
import {
  INDICATOR_STEP_DEG,
  initialThreatShield,
  nextThreatShieldWakeMs,
  reduceThreatShield,
  shieldLabel,
  threatBadgeKeys,
  threatScoreText,
  tickThreatShield,
  type ThreatShieldState,
} from './threat-shield.js';

const T0 = 1_000_000;
const started = () => reduceThreatShield(initialThreatShield(), { type: 'start', nowMs: T0 });

describe('threat shield demo', () => {
  it('starts idle and Ready, marked as sample data', () => {
    const state = initialThreatShield();
    expect(state).toMatchObject({ isSample: true, phase: 'idle', threat: null });
    expect(shieldLabel(state)).toEqual({ key: 'threatShield.label.ready', colour: 'gray' });
    expect(nextThreatShieldWakeMs(state)).toBeNull();
  });

  it('analyses for exactly 4 seconds, then shows danger, score 15 and three threats', () => {
    const analysing = started();
    expect(shieldLabel(analysing)).toEqual({ key: 'threatShield.label.analyzing', colour: 'blue' });
    expect(tickThreatShield(analysing, T0 + 3_999).phase).toBe('analyzing');
    const done = tickThreatShield(analysing, T0 + 4_000);
    expect(done.phase).toBe('idle');
    expect(done.threat).toEqual({
      level: 'danger',
      score: 15,
      threatKeys: [
        'threatShield.threats.phishing',
        'threatShield.threats.callerId',
        'threatShield.threats.personalInfo',
      ],
      timestampMs: T0 + 4_000,
    });
    expect(shieldLabel(done)).toEqual({ key: 'threatShield.label.danger', colour: 'red' });
    expect(threatScoreText(done.threat ?? fail())).toEqual({
      key: 'threatShield.scoreSafe',
      params: { score: 15 },
    });
  });

  it('ignores Start while analysing', () => {
    const analysing = started();
    expect(reduceThreatShield(analysing, { type: 'start', nowMs: T0 + 2_000 })).toBe(analysing);
  });

  it('turns the indicator one step per whole 50 ms tick and wraps at 360 degrees', () => {
    let state = started();
    state = tickThreatShield(state, T0 + 49);
    expect(state.indicator.rotationDeg).toBe(0);
    state = tickThreatShield(state, T0 + 50);
    expect(state.indicator.rotationDeg).toBe(INDICATOR_STEP_DEG);
    expect(state.indicator.isPulseOn).toBe(true);
    // 60 ticks of 6 degrees is one full turn: back to the same angle, never 360.
    state = tickThreatShield(state, T0 + 50 + 60 * 50);
    expect(state.indicator.rotationDeg).toBe(INDICATOR_STEP_DEG);
    for (let t = T0 + 3_100; t < T0 + 4_000; t += 50) {
      state = tickThreatShield(state, t);
      expect(state.indicator.rotationDeg).toBeGreaterThanOrEqual(0);
      expect(state.indicator.rotationDeg).toBeLessThan(360);
    }
  });

  it('asks to be woken at the next tick, and at the end of the analysis at the latest', () => {
    const state = started();
    expect(nextThreatShieldWakeMs(state)).toBe(T0 + 50);
    expect(nextThreatShieldWakeMs(tickThreatShield(state, T0 + 3_990))).toBe(T0 + 4_000);
  });

  it('shows at most four badges', () => {
    const state: ThreatShieldState = {
      ...initialThreatShield(),
      threat: {
        level: 'warning',
        score: 40,
        threatKeys: ['a', 'b', 'c', 'd', 'e'],
        timestampMs: 0,
      },
    };
    expect(threatBadgeKeys(state)).toEqual(['a', 'b', 'c', 'd']);
    expect(shieldLabel(state)).toEqual({ key: 'threatShield.label.warning', colour: 'amber' });
    const safe: ThreatShieldState = {
      ...state,
      threat: { level: 'safe', score: 95, threatKeys: [], timestampMs: 0 },
    };
    expect(shieldLabel(safe)).toEqual({ key: 'threatShield.label.safe', colour: 'green' });
  });

  it('Reset restores the initial demo, during or after an analysis, without a reload', () => {
    expect(reduceThreatShield(started(), { type: 'reset' })).toEqual(initialThreatShield());
    const done = tickThreatShield(started(), T0 + 5_000);
    expect(reduceThreatShield(done, { type: 'reset' })).toEqual(initialThreatShield());
  });
});

function fail(): never {
  throw new Error('expected a result');
}
