import { sourceCardStatus, type CollectionAttempt, type SourceStatus } from '@scambuddy/contracts';

/** Reliability looks at the most recent attempts only: about five days at one run every 6 hours. */
export const RELIABILITY_WINDOW = 20;

export interface SourceHealth {
  /** Failed attempts since the last success (all of them if it never succeeded). */
  errorCount: number;
  lastChecked: string | null;
  lastSuccessful: string | null;
  status: SourceStatus;
  /** 0-1, see `reliabilityOf`. */
  reliability: number;
}

/**
 * Failures where no answer came at all (no connection, or none in time). They happen to every
 * source at once when this machine is offline, so they say nothing about the source: an offline
 * collection made every FTC alert show a red "Reliability 20%" (issue 19.15).
 */
export const UNREACHED_ERROR_CODES: ReadonlySet<string> = new Set(['network', 'timeout']);

function judgesTheSource(attempt: CollectionAttempt): boolean {
  return attempt.ok || attempt.errorCode === null || !UNREACHED_ERROR_CODES.has(attempt.errorCode);
}

/**
 * Laplace-smoothed success rate over the last `RELIABILITY_WINDOW` attempts that reached the
 * source (an answer, even a bad one): (successes + 1) / (attempts + 2). A new source starts at 0.5
 * (nothing known), one success moves it to 0.67 rather than claiming 100%, and a long clean
 * record approaches but never reaches 1. Attempts must be in time order, oldest first.
 */
export function reliabilityOf(attempts: readonly CollectionAttempt[]): number {
  const recent = attempts.filter(judgesTheSource).slice(-RELIABILITY_WINDOW);
  const successes = recent.filter((attempt) => attempt.ok).length;
  return (successes + 1) / (recent.length + 2);
}

/**
 * Status and reliability of a source from its collection history (DELTAS row 4). The error count
 * is the run of failures since the last success, so a source that recovered is Online again and
 * one failing now shows Issues, then Offline after more than five failures in a row (part 2 §4).
 */
export function sourceHealth(
  isActive: boolean,
  history: readonly CollectionAttempt[],
): SourceHealth {
  const attempts = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let errorCount = 0;
  let lastSuccessful: string | null = null;
  for (const attempt of attempts) {
    if (attempt.ok) {
      errorCount = 0;
      lastSuccessful = attempt.at;
    } else {
      errorCount += 1;
    }
  }
  const lastChecked = attempts.at(-1)?.at ?? null;
  return {
    errorCount,
    lastChecked,
    lastSuccessful,
    status: sourceCardStatus({ isActive, errorCount, lastSuccessful }),
    reliability: reliabilityOf(attempts),
  };
}
