import type { CollectionAttempt } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { RELIABILITY_WINDOW, reliabilityOf, sourceHealth } from './source-reliability.js';

/** "ok", "fail" sequence → attempts one hour apart, oldest first. */
function history(pattern: string): CollectionAttempt[] {
  return pattern
    .split(' ')
    .filter(Boolean)
    .map((step, index) => ({
      at: new Date(Date.UTC(2026, 10, 1, index)).toISOString(),
      ok: step === 'ok',
      itemCount: step === 'ok' ? 3 : 0,
      errorCode: step === 'ok' ? null : 'http_500',
    }));
}

describe('sourceHealth', () => {
  it.each([
    ['', true, 'pending', 0, null],
    ['ok', true, 'online', 0, '2026-11-01T00:00:00.000Z'],
    ['fail', true, 'issues', 1, null],
    ['ok fail fail', true, 'issues', 2, '2026-11-01T00:00:00.000Z'],
    ['ok fail fail fail fail fail', true, 'issues', 5, '2026-11-01T00:00:00.000Z'],
    ['ok fail fail fail fail fail fail', true, 'offline', 6, '2026-11-01T00:00:00.000Z'],
    ['fail fail fail fail fail fail fail ok', true, 'online', 0, '2026-11-01T07:00:00.000Z'],
    ['ok ok', false, 'inactive', 0, '2026-11-01T01:00:00.000Z'],
  ])(
    'history %j (active %s) is %s with %d errors',
    (pattern, isActive, status, errorCount, lastSuccessful) => {
      const attempts = history(pattern);
      expect(sourceHealth(isActive, attempts)).toMatchObject({
        status,
        errorCount,
        lastSuccessful,
        lastChecked: attempts.at(-1)?.at ?? null,
      });
    },
  );

  it('orders attempts by time whatever order they arrive in', () => {
    const attempts = history('fail ok');
    expect(sourceHealth(true, [...attempts].reverse())).toMatchObject({
      status: 'online',
      errorCount: 0,
    });
  });
});

describe('reliabilityOf', () => {
  it.each([
    ['', 0.5],
    ['ok', 2 / 3],
    ['fail', 1 / 3],
    ['ok ok ok fail', 4 / 6],
    ['ok '.repeat(20), 21 / 22],
    ['fail '.repeat(20), 1 / 22],
  ])('history %j is %d', (pattern, expected) => {
    expect(reliabilityOf(history(pattern))).toBeCloseTo(expected, 10);
  });

  it(`looks at the last ${RELIABILITY_WINDOW} attempts only`, () => {
    const recovered = history(`${'fail '.repeat(30)}${'ok '.repeat(RELIABILITY_WINDOW)}`);
    expect(reliabilityOf(recovered)).toBeCloseTo(21 / 22, 10);
  });

  it('stays strictly between 0 and 1', () => {
    for (const pattern of ['', 'ok '.repeat(100), 'fail '.repeat(100)]) {
      const value = reliabilityOf(history(pattern));
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('does not count collections that never reached the source, as when this machine is offline (issue 19.15)', () => {
    const offline = (code: string, hour: number): CollectionAttempt => ({
      at: new Date(Date.UTC(2026, 10, 2, hour)).toISOString(),
      ok: false,
      itemCount: 0,
      errorCode: code,
    });
    const record = history('ok ok ok');
    const before = reliabilityOf(record);
    const unreached = [offline('network', 1), offline('timeout', 2), offline('network', 3)];
    expect(reliabilityOf([...record, ...unreached])).toBe(before);
    // Never reached at all: nothing known, not a red 20%.
    expect(reliabilityOf(unreached)).toBe(0.5);
    // An answer that was an error still counts against the source.
    expect(reliabilityOf([...record, offline('http_500', 4)])).toBeLessThan(before);
  });
});
