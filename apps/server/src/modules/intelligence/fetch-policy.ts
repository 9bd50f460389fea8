import { INTEL_COLLECTION_INTERVAL_HOURS, type IntelSource } from '@scambuddy/contracts';

/**
 * How the collector talks to agency servers, as pure decisions: limits, retry backoff, request
 * headers. The HTTP adapter applies them; nothing here does I/O.
 */

/** A feed larger than this is refused; the biggest real feed seen (FTC Data Spotlight) is ~110 KB. */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** Whole request, connect to last byte. Agency sites are slow but not this slow. */
export const FETCH_TIMEOUT_MS = 20_000;
/** At most this many redirects, all of them to http(s). */
export const MAX_REDIRECTS = 5;
/** Attempts per source per run, the first included. */
export const MAX_ATTEMPTS = 3;
/** One collection schedule, stated once in the UI (issue 6, DELTAS row 6). */
export const COLLECTION_INTERVAL_MS = INTEL_COLLECTION_INTERVAL_HOURS * 60 * 60 * 1000;

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_CAP_MS = 60_000;

/**
 * Delay before retry number `retry` (1 = first retry): exponential from 2 s, capped at 60 s, with
 * "equal jitter" (half fixed, half random; AWS architecture blog "Exponential Backoff and
 * Jitter") so retries of many sources do not hit a server together. `random01` comes from the
 * caller, which owns randomness; tests pass fixed values. Null when no retry is left.
 */
export function retryDelayMs(retry: number, random01: number): number | null {
  if (!Number.isInteger(retry) || retry < 1 || retry >= MAX_ATTEMPTS) return null;
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (retry - 1));
  const jitter = Math.min(Math.max(random01, 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * jitter);
}

/**
 * Whether an outcome is worth retrying in the same run: network failures, timeouts, 408, 429 and
 * 5xx are; any other 4xx, an oversized body or a parse failure would fail the same way again.
 */
export function isRetryable(outcome: { status: number | null; errorCode: string | null }): boolean {
  if (outcome.status === null)
    return outcome.errorCode === 'timeout' || outcome.errorCode === 'network';
  return outcome.status === 408 || outcome.status === 429 || outcome.status >= 500;
}

/** What the previous successful fetch of a source returned, for a conditional request. */
export interface CachedValidators {
  etag: string | null;
  lastModified: string | null;
}

/**
 * User-Agent naming the product and a contact URL (from configuration), so an agency's operator
 * can reach us. Several agencies refuse requests without one (feeds.json notes: FTC, SEC).
 */
export function politeUserAgent(productVersion: string, contactUrl: string): string {
  return `ScamBuddy/${productVersion} (+${contactUrl}; scam-alert collector for older adults)`;
}

const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8';
const HTML_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.8';

// feeds.json notes: "FTC serves nothing without a browser-like User-Agent". We add the browser
// token but keep our name and contact so the request stays honest about who sends it.
const BROWSER_LIKE_SOURCE_IDS = new Set(['ftc-consumer-alerts']);
const BROWSER_TOKEN = 'Mozilla/5.0 (compatible)';

/** Request headers for one source: an Accept header always (the FBI edge rejects none), the
 * polite User-Agent, and If-None-Match / If-Modified-Since from the last success. */
export function requestHeaders(
  source: Pick<IntelSource, 'id' | 'format'>,
  userAgent: string,
  validators: CachedValidators | null,
): Record<string, string> {
  const headers: Record<string, string> = {
    accept: source.format === 'html' ? HTML_ACCEPT : FEED_ACCEPT,
    'user-agent': BROWSER_LIKE_SOURCE_IDS.has(source.id)
      ? `${BROWSER_TOKEN} ${userAgent}`
      : userAgent,
    'accept-language': 'en-US,en;q=0.8',
  };
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  return headers;
}

/** Validators to store from a 200 response; a 304 keeps the stored ones. */
export function validatorsFromResponse(headers: {
  get(name: string): string | null;
}): CachedValidators {
  return { etag: headers.get('etag'), lastModified: headers.get('last-modified') };
}
