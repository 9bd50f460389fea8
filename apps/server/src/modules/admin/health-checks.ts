import type { AdminHealthCheck } from '@scambuddy/contracts';
import type { OcrService } from '../../adapters/ocr/index.js';
import type { SpeechToText } from '../../adapters/speech/index.js';
import type { Clock } from '../../adapters/clock.js';
import type { Database } from '../../db/database.js';
import { measureDatabase } from '../health/health.service.js';
import { COLLECTION_FAILURES_FOR_ALERT, type SourceStatus } from './alert-rules.js';

/** A check slower than this counts as down: the dashboard must not hang on one dependency. */
export const CHECK_TIMEOUT_MS = 2_000;

const TIMED_OUT = Symbol('timed out');

async function within<T>(promise: Promise<T>, timeoutMs: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkDatabase(
  db: Pick<Database, 'kind' | 'ping'>,
  clock: Clock,
): Promise<AdminHealthCheck> {
  const database = await measureDatabase({ db, clock, pingTimeoutMs: CHECK_TIMEOUT_MS });
  return {
    id: 'database',
    status: database.ok ? 'ok' : 'down',
    detail: `${database.kind}, ${database.latencyMs} ms`,
  };
}

/** The OCR pool is up when its workers have loaded the model (`ready()` settles). */
export async function checkOcr(ocr: Pick<OcrService, 'ready'>): Promise<AdminHealthCheck> {
  try {
    const outcome = await within(ocr.ready(), CHECK_TIMEOUT_MS);
    return outcome === TIMED_OUT
      ? { id: 'ocr', status: 'down', detail: 'workers still starting' }
      : { id: 'ocr', status: 'ok', detail: 'workers ready' };
  } catch {
    return { id: 'ocr', status: 'down', detail: 'workers failed to start' };
  }
}

export async function checkSpeech(
  speech: Pick<SpeechToText, 'isAvailable' | 'provider'>,
): Promise<AdminHealthCheck> {
  try {
    const outcome = await within(speech.isAvailable(), CHECK_TIMEOUT_MS);
    const isOk = outcome === true;
    return {
      id: 'speech',
      status: isOk ? 'ok' : 'down',
      detail: `${speech.provider}${isOk ? '' : outcome === TIMED_OUT ? ': no answer' : ': unavailable'}`,
    };
  } catch {
    return { id: 'speech', status: 'down', detail: `${speech.provider}: check failed` };
  }
}

/** Feeds: not configured without sources; down when every active source is failing. Pure. */
export function feedsCheck(sources: readonly SourceStatus[]): AdminHealthCheck {
  const active = sources.filter((source) => source.isActive);
  if (active.length === 0) return { id: 'feeds', status: 'not_configured', detail: 'no sources' };
  const failing = active.filter((source) => source.errorCount >= COLLECTION_FAILURES_FOR_ALERT);
  return {
    id: 'feeds',
    status: failing.length === active.length ? 'down' : 'ok',
    detail: `${failing.length} of ${active.length} sources failing`,
  };
}
