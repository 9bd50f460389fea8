import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOW_STORAGE_BYTES } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { checkHealth, freeBytesIn } from './health.service.js';

const plentyOfSpace = async () => 10 * LOW_STORAGE_BYTES;

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
      freeStorageBytes: plentyOfSpace,
    });
    expect(health).toEqual({
      status: 'ok',
      version: '1.2.3',
      database: { kind: 'postgres', ok: true, latencyMs: 3.3 },
      storage: { ok: true, freeBytes: 10 * LOW_STORAGE_BYTES },
    });
  });

  it('reports unavailable when the ping fails', async () => {
    const health = await checkHealth({
      db: { kind: 'pglite', ping: () => Promise.reject(new Error('closed')) },
      clock: steppingClock(1),
      version: '1.2.3',
      freeStorageBytes: plentyOfSpace,
    });
    expect(health.status).toBe('unavailable');
    expect(health.database).toEqual({ kind: 'pglite', ok: false, latencyMs: 1 });
  });

  it('reports unavailable when the ping does not answer in time', async () => {
    const health = await checkHealth({
      db: { kind: 'postgres', ping: () => new Promise<void>(() => undefined) },
      clock: { monotonicMs: () => performance.now() },
      version: '1.2.3',
      freeStorageBytes: plentyOfSpace,
      pingTimeoutMs: 50,
    });
    expect(health.database.ok).toBe(false);
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(45);
  });

  it('warns of a data folder low on space, or one it cannot read, without failing the check', async () => {
    const base = {
      db: { kind: 'pglite' as const, ping: async () => undefined },
      clock: steppingClock(1),
      version: '1.2.3',
    };
    const low = await checkHealth({ ...base, freeStorageBytes: async () => LOW_STORAGE_BYTES - 1 });
    expect(low.status).toBe('ok');
    expect(low.storage).toEqual({ ok: false, freeBytes: LOW_STORAGE_BYTES - 1 });
    const unreadable = await checkHealth({ ...base, freeStorageBytes: async () => null });
    expect(unreadable.storage).toEqual({ ok: false, freeBytes: null });
  });

  it('reads the free space of a real folder, and null for a missing one', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'scambuddy-health-'));
    try {
      expect(await freeBytesIn(folder)).toBeGreaterThan(0);
      expect(await freeBytesIn(join(folder, 'missing'))).toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
