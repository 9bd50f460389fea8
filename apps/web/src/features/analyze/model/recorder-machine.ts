/**
 * The voice recorder of spec part 1 §4 as a pure state machine: idle → recording (the timer
 * counts each second) → stopped with a recording (playable, clearable, convertible) →
 * transcribing → back to stopped. Clear returns to idle from anywhere but transcribing.
 */
export type RecorderState =
  | { status: 'idle' }
  | { status: 'recording'; elapsedSeconds: number }
  | { status: 'stopped'; recording: Blob; elapsedSeconds: number }
  | { status: 'transcribing'; recording: Blob; elapsedSeconds: number };

export type RecorderEvent =
  | { type: 'started' }
  | { type: 'tick' }
  | { type: 'stopped'; recording: Blob }
  | { type: 'failed' }
  | { type: 'cleared' }
  | { type: 'transcribing' }
  | { type: 'transcribed' };

export const INITIAL_RECORDER_STATE: RecorderState = { status: 'idle' };

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'started':
      return state.status === 'transcribing' ? state : { status: 'recording', elapsedSeconds: 0 };
    case 'tick':
      return state.status === 'recording'
        ? { status: 'recording', elapsedSeconds: state.elapsedSeconds + 1 }
        : state;
    case 'stopped':
      return state.status === 'recording'
        ? { status: 'stopped', recording: event.recording, elapsedSeconds: state.elapsedSeconds }
        : state;
    case 'failed':
      return state.status === 'recording' ? INITIAL_RECORDER_STATE : state;
    case 'cleared':
      return state.status === 'transcribing' ? state : INITIAL_RECORDER_STATE;
    case 'transcribing':
      return state.status === 'stopped' ? { ...state, status: 'transcribing' } : state;
    case 'transcribed':
      return state.status === 'transcribing' ? { ...state, status: 'stopped' } : state;
  }
}

/** Spec part 1 §2.5: the running timer reads m:ss. */
export function formatElapsed(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Spec part 1 §9: webm when the browser can record it, otherwise mp4. */
export function chooseRecordingMimeType(isTypeSupported: (type: string) => boolean): string {
  return isTypeSupported('audio/webm') ? 'audio/webm' : 'audio/mp4';
}
