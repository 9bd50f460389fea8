import { CALL_SESSION_EXPORT_ANALYSIS } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_CALL_SESSION,
  buildCallSessionExport,
  callSessionReducer,
  chooseCallMimeType,
  countPiiByType,
  formatCallTimer,
  type CallSessionEvent,
  type CallSessionState,
} from './call-session.js';

const start = new Date('2026-11-22T10:00:00.000Z');
const end = new Date('2026-11-22T10:00:07.000Z');

function run(...events: CallSessionEvent[]): CallSessionState {
  return events.reduce(callSessionReducer, INITIAL_CALL_SESSION);
}

const result = {
  filteredTranscript: 'my ssn is [SSN]',
  rawTranscript: 'my ssn is 123-45-6789',
  piiItems: [{ type: 'ssn' as const }, { type: 'phone' as const }, { type: 'ssn' as const }],
  riskScore: 82,
};

describe('call session', () => {
  it('goes recording → processing → complete, with the id made of the start time', () => {
    const state = run(
      { type: 'started', at: start },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'stopped', at: end },
      { type: 'transcribed', result },
    );
    expect(state).toEqual({
      status: 'complete',
      id: String(start.getTime()),
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      elapsedSeconds: 2,
      result,
    });
  });

  it('goes to error when processing fails, and ignores ticks once stopped', () => {
    const state = run(
      { type: 'started', at: start },
      { type: 'stopped', at: end },
      { type: 'tick' },
      { type: 'failed' },
    );
    expect(state.status).toBe('error');
    expect(state.status !== 'idle' && state.elapsedSeconds).toBe(0);
  });

  it('cannot start again while processing', () => {
    const processing = run({ type: 'started', at: start }, { type: 'stopped', at: end });
    expect(callSessionReducer(processing, { type: 'started', at: end })).toBe(processing);
  });

  it('formats the timer as mm:ss', () => {
    expect(formatCallTimer(0)).toBe('00:00');
    expect(formatCallTimer(75)).toBe('01:15');
    expect(formatCallTimer(600)).toBe('10:00');
  });

  it('counts removed items per kind in order of appearance', () => {
    expect(countPiiByType(result.piiItems)).toEqual([
      { type: 'ssn', count: 2 },
      { type: 'phone', count: 1 },
    ]);
  });

  it('exports the §9 fields to call-session-{id}.json, never the raw transcript', () => {
    const state = run(
      { type: 'started', at: start },
      { type: 'stopped', at: end },
      { type: 'transcribed', result },
    );
    if (state.status === 'idle') throw new Error('unexpected');
    const { fileName, data } = buildCallSessionExport(state);
    expect(fileName).toBe(`call-session-${start.getTime()}.json`);
    expect(data).toEqual({
      sessionId: String(start.getTime()),
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      filteredTranscript: 'my ssn is [SSN]',
      piiItemsCount: 3,
      riskScore: 82,
      analysis: CALL_SESSION_EXPORT_ANALYSIS,
    });
    expect(JSON.stringify(data)).not.toContain('123-45-6789');
  });

  it('records webm/opus when the browser can', () => {
    expect(chooseCallMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(chooseCallMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(chooseCallMimeType(() => false)).toBeUndefined();
  });
});
