import { describe, expect, it } from 'vitest';
import {
  INITIAL_RECORDER_STATE,
  chooseRecordingMimeType,
  formatElapsed,
  recorderReducer,
  type RecorderEvent,
  type RecorderState,
} from './recorder-machine.js';

const clip = new Blob(['a'], { type: 'audio/webm' });

function run(events: RecorderEvent[], from: RecorderState = INITIAL_RECORDER_STATE) {
  return events.reduce(recorderReducer, from);
}

describe('recorderReducer', () => {
  it('counts seconds while recording and keeps them when stopped', () => {
    const state = run([
      { type: 'started' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'stopped', recording: clip },
    ]);
    expect(state).toEqual({ status: 'stopped', recording: clip, elapsedSeconds: 2 });
  });

  it('ignores ticks once stopped', () => {
    const state = run([
      { type: 'started' },
      { type: 'stopped', recording: clip },
      { type: 'tick' },
    ]);
    expect(state).toMatchObject({ status: 'stopped', elapsedSeconds: 0 });
  });

  it('transcribes a stopped recording and returns to stopped afterwards', () => {
    const stopped = run([{ type: 'started' }, { type: 'stopped', recording: clip }]);
    const busy = recorderReducer(stopped, { type: 'transcribing' });
    expect(busy.status).toBe('transcribing');
    expect(recorderReducer(busy, { type: 'cleared' })).toBe(busy);
    expect(recorderReducer(busy, { type: 'transcribed' }).status).toBe('stopped');
  });

  it('cannot transcribe without a recording', () => {
    expect(run([{ type: 'transcribing' }])).toEqual(INITIAL_RECORDER_STATE);
    expect(run([{ type: 'started' }, { type: 'transcribing' }]).status).toBe('recording');
  });

  it('clears back to idle, and a recorder failure returns to idle', () => {
    expect(
      run([{ type: 'started' }, { type: 'stopped', recording: clip }, { type: 'cleared' }]),
    ).toEqual(INITIAL_RECORDER_STATE);
    expect(run([{ type: 'started' }, { type: 'failed' }])).toEqual(INITIAL_RECORDER_STATE);
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [61, '1:01'],
    [600, '10:00'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text);
  });
});

describe('chooseRecordingMimeType', () => {
  it('records webm when supported, otherwise mp4', () => {
    expect(chooseRecordingMimeType(() => true)).toBe('audio/webm');
    expect(chooseRecordingMimeType(() => false)).toBe('audio/mp4');
  });
});
