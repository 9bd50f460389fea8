import { statfs } from 'node:fs/promises';
import { LOW_STORAGE_BYTES, type HealthResponse } from '@scambuddy/contracts';
import type { Clock } from '../../adapters/clock.js';
import type { Database } from '../../db/database.js';

/** A database slower than this to answer `select 1` is reported as not ok. */
export const DATABASE_PING_TIMEOUT_MS = 2_000;

export interface HealthDeps {
  db: Pick<Database, 'kind' | 'ping'>;
  clock: Pick<Clock, 'monotonicMs'>;
  version: string;
  /** Free bytes where the server keeps its files (DATA_DIR); null when they cannot be told. */
  freeStorageBytes: () => Promise<number | null>;
  pingTimeoutMs?: number;
}

/** Free space for this process in a folder, from the file system (statfs). */
export async function freeBytesIn(folder: string): Promise<number | null> {
  try {
    const stats = await statfs(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/** Pings the database once and reports the round trip; never throws. */
export async function measureDatabase(
  deps: Pick<HealthDeps, 'db' | 'clock' | 'pingTimeoutMs'>,
): Promise<HealthResponse['database']> {
  const startedMs = deps.clock.monotonicMs();
  const ok = await pingWithin(deps.db, deps.pingTimeoutMs ?? DATABASE_PING_TIMEOUT_MS);
  const latencyMs = Math.max(0, roundToTenth(deps.clock.monotonicMs() - startedMs));
  return { kind: deps.db.kind, ok, latencyMs };
}

/** The database and the data folder's free space, at once; never throws. */
export async function checkHealth(deps: HealthDeps): Promise<HealthResponse> {
  const [database, freeBytes] = await Promise.all([measureDatabase(deps), deps.freeStorageBytes()]);
  return {
    status: database.ok ? 'ok' : 'unavailable',
    version: deps.version,
    database,
    storage: { ok: freeBytes !== null && freeBytes >= LOW_STORAGE_BYTES, freeBytes },
  };
}

async function pingWithin(db: Pick<Database, 'ping'>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.ping().then(() => true as const), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
