import type { HealthResponse } from '@scambuddy/contracts';
import type { Clock } from '../../adapters/clock.js';
import type { Database } from '../../db/database.js';

/** A database slower than this to answer `select 1` is reported as not ok. */
export const DATABASE_PING_TIMEOUT_MS = 2_000;

export interface HealthDeps {
  db: Pick<Database, 'kind' | 'ping'>;
  clock: Pick<Clock, 'monotonicMs'>;
  version: string;
  pingTimeoutMs?: number;
}

/** Pings the database once and reports the round trip; never throws. */
export async function checkHealth(deps: HealthDeps): Promise<HealthResponse> {
  const startedMs = deps.clock.monotonicMs();
  const isDatabaseOk = await pingWithin(deps.db, deps.pingTimeoutMs ?? DATABASE_PING_TIMEOUT_MS);
  const latencyMs = Math.max(0, roundToTenth(deps.clock.monotonicMs() - startedMs));
  return {
    status: isDatabaseOk ? 'ok' : 'unavailable',
    version: deps.version,
    database: { kind: deps.db.kind, ok: isDatabaseOk, latencyMs },
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
