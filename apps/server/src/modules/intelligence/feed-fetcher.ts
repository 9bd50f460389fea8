import {
  FETCH_TIMEOUT_MS,
  MAX_ATTEMPTS,
  MAX_FEED_BYTES,
  isRetryable,
  retryDelayMs,
  validatorsFromResponse,
  type CachedValidators,
} from './fetch-policy.js';

/**
 * The collector's HTTP side: one GET with a deadline and a byte limit, and retries with backoff
 * as fetch-policy decides. The body is read as a stream and the request is aborted as soon as it
 * passes the limit, so a 20 MB answer never sits in memory whole.
 */

export type FetchOutcome =
  | { kind: 'ok'; status: number; body: string; validators: CachedValidators }
  | { kind: 'not-modified'; status: 304 }
  | { kind: 'error'; status: number | null; errorCode: string };

export interface FetchSettings {
  timeoutMs: number;
  maxBytes: number;
  maxAttempts: number;
  /** Waits between attempts; tests pass one that does not wait. */
  sleep: (ms: number) => Promise<void>;
  random01: () => number;
}

export const DEFAULT_FETCH_SETTINGS: FetchSettings = {
  timeoutMs: FETCH_TIMEOUT_MS,
  maxBytes: MAX_FEED_BYTES,
  maxAttempts: MAX_ATTEMPTS,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
  random01: Math.random,
};

class BodyTooLarge extends Error {}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLarge();
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

/** One GET: status, validators and body, or a stable error code (timeout, network, too_large, http_N). */
export async function fetchOnce(
  url: string,
  headers: Record<string, string>,
  settings: Pick<FetchSettings, 'timeoutMs' | 'maxBytes'>,
): Promise<FetchOutcome> {
  const controller = new AbortController();
  // One deadline for connect, headers and body together.
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    const response = await fetch(url, { headers, signal: controller.signal, redirect: 'follow' });
    if (response.status === 304) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'not-modified', status: 304 };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'error', status: response.status, errorCode: `http_${response.status}` };
    }
    const body = await readLimited(response, settings.maxBytes);
    return {
      kind: 'ok',
      status: response.status,
      body,
      validators: validatorsFromResponse(response.headers),
    };
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      controller.abort();
      return { kind: 'error', status: 200, errorCode: 'too_large' };
    }
    if (controller.signal.aborted) return { kind: 'error', status: null, errorCode: 'timeout' };
    return { kind: 'error', status: null, errorCode: 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** GET with retries on network errors, timeouts, 408, 429 and 5xx, waiting with jittered backoff. */
export async function fetchWithRetries(
  url: string,
  headers: Record<string, string>,
  settings: FetchSettings,
): Promise<FetchOutcome & { attempts: number }> {
  let attempt = 1;
  for (;;) {
    const outcome = await fetchOnce(url, headers, settings);
    const failed = outcome.kind === 'error';
    const retry =
      failed &&
      attempt < settings.maxAttempts &&
      isRetryable({ status: outcome.status, errorCode: outcome.errorCode });
    if (!retry) return { ...outcome, attempts: attempt };
    const delay = retryDelayMs(attempt, settings.random01());
    if (delay === null) return { ...outcome, attempts: attempt };
    await settings.sleep(delay);
    attempt += 1;
  }
}
