import type { MessageRef, SampleMarked } from './message.js';

/**
 * Threat-detection demo (spec part 2 §2.13, §4, §9; DELTAS row 10): idle, then analysing for 4 s
 * while the indicator turns on a 50 ms tick, then idle with the sample result. Time comes in as
 * `nowMs`; the screen calls `tickThreatShield` (for example when `nextThreatShieldWakeMs` is due).
 */

export const THREAT_ANALYSIS_MS = 4_000;
export const INDICATOR_TICK_MS = 50;
/** Degrees per tick: one full turn every 3 s (60 ticks). */
export const INDICATOR_STEP_DEG = 6;
export const MAX_THREAT_BADGES = 4;

export type ThreatLevel = 'danger' | 'warning' | 'safe';

export interface ThreatData {
  level: ThreatLevel;
  /** How safe the message looks, shown as "N% Safe". */
  score: number;
  threatKeys: readonly string[];
  timestampMs: number;
}

/** The sample result of spec part 2 §4. */
export const SAMPLE_THREAT_RESULT = {
  level: 'danger',
  score: 15,
  threatKeys: [
    'threatShield.threats.phishing',
    'threatShield.threats.callerId',
    'threatShield.threats.personalInfo',
  ],
} as const satisfies Omit<ThreatData, 'timestampMs'>;

export interface ThreatShieldState extends SampleMarked {
  phase: 'idle' | 'analyzing';
  threat: ThreatData | null;
  analysisEndsAtMs: number | null;
  indicator: { rotationDeg: number; isPulseOn: boolean; lastTickMs: number | null };
}

export type ThreatShieldEvent = { type: 'start'; nowMs: number } | { type: 'reset' };

export function initialThreatShield(): ThreatShieldState {
  return {
    isSample: true,
    phase: 'idle',
    threat: null,
    analysisEndsAtMs: null,
    indicator: { rotationDeg: 0, isPulseOn: false, lastTickMs: null },
  };
}

export function reduceThreatShield(
  state: ThreatShieldState,
  event: ThreatShieldEvent,
): ThreatShieldState {
  switch (event.type) {
    case 'start':
      // Start Demo is disabled while analysing; a second start must not restart the clock.
      if (state.phase === 'analyzing') return state;
      return {
        ...state,
        phase: 'analyzing',
        analysisEndsAtMs: event.nowMs + THREAT_ANALYSIS_MS,
        indicator: { ...state.indicator, lastTickMs: event.nowMs },
      };
    case 'reset':
      return initialThreatShield();
  }
}

/** Advances the indicator by every whole 50 ms tick that has passed and ends the analysis at 4 s. */
export function tickThreatShield(state: ThreatShieldState, nowMs: number): ThreatShieldState {
  if (state.phase !== 'analyzing' || state.analysisEndsAtMs === null) return state;
  const endMs = Math.min(nowMs, state.analysisEndsAtMs);
  const lastTickMs = state.indicator.lastTickMs ?? endMs;
  const ticks = Math.max(0, Math.floor((endMs - lastTickMs) / INDICATOR_TICK_MS));
  const indicator = {
    rotationDeg: (state.indicator.rotationDeg + ticks * INDICATOR_STEP_DEG) % 360,
    isPulseOn: ticks % 2 === 0 ? state.indicator.isPulseOn : !state.indicator.isPulseOn,
    lastTickMs: lastTickMs + ticks * INDICATOR_TICK_MS,
  };
  if (nowMs < state.analysisEndsAtMs) return { ...state, indicator };
  return {
    ...state,
    phase: 'idle',
    analysisEndsAtMs: null,
    threat: { ...SAMPLE_THREAT_RESULT, timestampMs: state.analysisEndsAtMs },
    indicator: { ...indicator, isPulseOn: false, lastTickMs: null },
  };
}

/** When the screen should call tick next, or null when nothing is running. */
export function nextThreatShieldWakeMs(state: ThreatShieldState): number | null {
  if (state.phase !== 'analyzing' || state.analysisEndsAtMs === null) return null;
  const nextTick = (state.indicator.lastTickMs ?? state.analysisEndsAtMs) + INDICATOR_TICK_MS;
  return Math.min(nextTick, state.analysisEndsAtMs);
}

export type ShieldColour = 'blue' | 'red' | 'amber' | 'green' | 'gray';

const SHIELD_LABELS: Record<ThreatLevel, { key: string; colour: ShieldColour }> = {
  danger: { key: 'threatShield.label.danger', colour: 'red' },
  warning: { key: 'threatShield.label.warning', colour: 'amber' },
  safe: { key: 'threatShield.label.safe', colour: 'green' },
};
export const SHIELD_ANALYZING_LABEL = {
  key: 'threatShield.label.analyzing',
  colour: 'blue',
} as const;
export const SHIELD_READY_LABEL = { key: 'threatShield.label.ready', colour: 'gray' } as const;

/** Analysing → Analyzing... (blue); danger, warning, safe → their labels; nothing yet → Ready. */
export function shieldLabel(state: ThreatShieldState): { key: string; colour: ShieldColour } {
  if (state.phase === 'analyzing') return SHIELD_ANALYZING_LABEL;
  if (state.threat === null) return SHIELD_READY_LABEL;
  return SHIELD_LABELS[state.threat.level];
}

/** At most four threat badges; the full list stays under Detected Threats. */
export function threatBadgeKeys(state: ThreatShieldState): readonly string[] {
  return state.threat?.threatKeys.slice(0, MAX_THREAT_BADGES) ?? [];
}

export function threatScoreText(threat: ThreatData): MessageRef {
  return { key: 'threatShield.scoreSafe', params: { score: threat.score } };
}

export const THREAT_SHIELD_KEYS = {
  startKey: 'threatShield.start',
  resetKey: 'threatShield.reset',
  detectedHeadingKey: 'threatShield.detectedHeading',
  statusLabelKey: 'threatShield.statusLabel',
} as const;
