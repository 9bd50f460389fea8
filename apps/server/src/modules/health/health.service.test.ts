import { describe, expect, it } from 'vitest';
import { checkHealth } from './health.service.js';

/** A clock that advances by a fixed step each time it is read. */
function steppingClock(stepMs: number) {
  let nowMs = 1_000;
  return { monotonicMs: () => (nowMs += stepMs) };
}

describe('checkHealth', () => {
  it('reports ok with the measured round trip', async () => {
    const health = await checkHealth({
      db: { kind: 'postgres', ping: async () => undefined },
      clock: steppingClock(3.25),
      version: '1.2.3',
    });
    expect(health).toEqual({
      status: 'ok',
      version: '1.2.3',
      database: { kind: 'postgres', ok: true, latencyMs: 3.3 },
    });
  });

  it('reports unavailable when the ping fails', async () => {
    const health = await checkHealth({
      db: { kind: 'pglite', ping: () => Promise.reject(new Error('closed')) },
      clock: steppingClock(1),
      version: '1.2.3',
    });
    expect(health.status).toBe('unavailable');
    expect(health.database).toEqual({ kind: 'pglite', ok: false, latencyMs: 1 });
  });

  it('reports unavailable when the ping does not answer in time', async () => {
    const health = await checkHealth({
      db: { kind: 'postgres', ping: () => new Promise<void>(() => undefined) },
      clock: { monotonicMs: () => performance.now() },
      version: '1.2.3',
      pingTimeoutMs: 50,
    });
    expect(health.database.ok).toBe(false);
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(45);
  });
});
