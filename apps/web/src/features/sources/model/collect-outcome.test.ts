import { describe, expect, it } from 'vitest';
import { collectOutcome } from './collect-outcome.js';

describe('collectOutcome', () => {
  it('is complete only when the run happened and no source failed', () => {
    expect(
      collectOutcome({ message: 'ok', details: { ran: true, totalSources: 3, failed: 0 } }),
    ).toEqual({ kind: 'complete' });
    expect(collectOutcome({ message: 'ok' })).toEqual({ kind: 'complete' });
  });

  it('says how many sources answered when some failed', () => {
    expect(
      collectOutcome({ message: 'ok', details: { ran: true, totalSources: 26, failed: 3 } }),
    ).toEqual({ kind: 'partial', succeeded: 23, total: 26 });
  });

  it('is a failure when no source answered', () => {
    expect(
      collectOutcome({ message: 'x', details: { ran: true, totalSources: 26, failed: 26 } }),
    ).toEqual({ kind: 'failed', total: 26 });
  });

  it('says the collection did not run when the server reports so', () => {
    expect(collectOutcome({ message: 'off', details: { ran: false } })).toEqual({
      kind: 'not-run',
    });
  });
});
