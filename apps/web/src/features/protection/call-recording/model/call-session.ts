import {
  CALL_SESSION_EXPORT_ANALYSIS,
  type CallSessionExport,
  type PiiItem,
  type PiiType,
} from '@scambuddy/contracts';

/**
 * The call session of spec part 2 §3-§4 as a pure state machine: idle → recording (the timer
 * counts each second) → processing (recording stopped, audio sent) → complete or error.
 */
export interface SessionTimes {
  /** Spec §3: the id is made of the start time (milliseconds since 1970). */
  id: string;
  startTime: string;
  elapsedSeconds: number;
}

export interface CallResult {
  filteredTranscript: string;
  /** Present only when the server sent it, which it does for admins only (DELTAS row 1). */
  rawTranscript?: string;
  piiItems: PiiItem[];
  riskScore: number;
}

export type CallSessionState =
  | { status: 'idle' }
  | ({ status: 'recording' } & SessionTimes)
  | ({ status: 'processing'; endTime: string } & SessionTimes)
  | ({ status: 'complete'; endTime: string; result: CallResult } & SessionTimes)
  | ({ status: 'error'; endTime: string } & SessionTimes);

export type CallSessionEvent =
  | { type: 'started'; at: Date }
  | { type: 'tick' }
  | { type: 'stopped'; at: Date }
  | { type: 'failedToRecord' }
  | { type: 'transcribed'; result: CallResult }
  | { type: 'failed' };

export const INITIAL_CALL_SESSION: CallSessionState = { status: 'idle' };

export function callSessionReducer(
  state: CallSessionState,
  event: CallSessionEvent,
): CallSessionState {
  switch (event.type) {
    case 'started':
      if (state.status === 'recording' || state.status === 'processing') return state;
      return {
        status: 'recording',
        id: String(event.at.getTime()),
        startTime: event.at.toISOString(),
        elapsedSeconds: 0,
      };
    case 'tick':
      return state.status === 'recording'
        ? { ...state, elapsedSeconds: state.elapsedSeconds + 1 }
        : state;
    case 'stopped':
      return state.status === 'recording'
        ? { ...state, status: 'processing', endTime: event.at.toISOString() }
        : state;
    case 'failedToRecord':
      return state.status === 'recording' ? INITIAL_CALL_SESSION : state;
    case 'transcribed':
      return state.status === 'processing'
        ? { ...state, status: 'complete', result: event.result }
        : state;
    case 'failed':
      return state.status === 'processing' ? { ...state, status: 'error' } : state;
  }
}

/** Spec §2.3: the elapsed timer reads mm:ss. */
export function formatCallTimer(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** How many items of each kind were removed, in the order the kinds first appear. */
export function countPiiByType(items: readonly PiiItem[]): Array<{ type: PiiType; count: number }> {
  const counts = new Map<PiiType, number>();
  for (const item of items) counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
  return [...counts].map(([type, count]) => ({ type, count }));
}

/** Spec §9: call-session-{id}.json; never the raw transcript, even for an admin. */
export function buildCallSessionExport(state: Exclude<CallSessionState, { status: 'idle' }>): {
  fileName: string;
  data: CallSessionExport;
} {
  const result = state.status === 'complete' ? state.result : null;
  return {
    fileName: `call-session-${state.id}.json`,
    data: {
      sessionId: state.id,
      startTime: state.startTime,
      endTime: state.status === 'recording' ? null : state.endTime,
      filteredTranscript: result?.filteredTranscript ?? '',
      piiItemsCount: result?.piiItems.length ?? 0,
      riskScore: result?.riskScore ?? null,
      analysis: CALL_SESSION_EXPORT_ANALYSIS,
    },
  };
}

/** Spec §9: webm/opus when the browser records it, else the browser's default container. */
export function chooseCallMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'].find((type) =>
    isTypeSupported(type),
  );
}
