import { describe, expect, it } from 'vitest';
import {
  FETCH_TIMEOUT_MS,
  isRetryable,
  MAX_ATTEMPTS,
  MAX_FEED_BYTES,
  politeUserAgent,
  requestHeaders,
  retryDelayMs,
  validatorsFromResponse,
} from './fetch-policy.js';

describe('retryDelayMs', () => {
  it.each([
    [1, 0, 1_000],
    [1, 1, 2_000],
    [2, 0, 2_000],
    [2, 0.5, 3_000],
    [2, 1, 4_000],
  ])('retry %d with random %d waits %d ms', (retry, random, expected) => {
    expect(retryDelayMs(retry, random)).toBe(expected);
  });

  it('stops after the last attempt and refuses nonsense', () => {
    expect(retryDelayMs(MAX_ATTEMPTS, 0.5)).toBeNull();
    expect(retryDelayMs(0, 0.5)).toBeNull();
    expect(retryDelayMs(1.5, 0.5)).toBeNull();
  });

  it('clamps an out-of-range random draw', () => {
    expect(retryDelayMs(1, 7)).toBe(2_000);
    expect(retryDelayMs(1, -3)).toBe(1_000);
  });
});

describe('isRetryable', () => {
  it.each([
    [{ status: null, errorCode: 'timeout' }, true],
    [{ status: null, errorCode: 'network' }, true],
    [{ status: null, errorCode: 'too_large' }, false],
    [{ status: null, errorCode: 'malformed' }, false],
    [{ status: 500, errorCode: null }, true],
    [{ status: 503, errorCode: null }, true],
    [{ status: 429, errorCode: null }, true],
    [{ status: 408, errorCode: null }, true],
    [{ status: 404, errorCode: null }, false],
    [{ status: 403, errorCode: null }, false],
  ])('%j → %s', (outcome, expected) => {
    expect(isRetryable(outcome)).toBe(expected);
  });
});

describe('requestHeaders', () => {
  const agent = politeUserAgent('0.1.0', 'https://scambuddy.example/contact');

  it('names the product and the contact URL', () => {
    expect(agent).toBe(
      'ScamBuddy/0.1.0 (+https://scambuddy.example/contact; scam-alert collector for older adults)',
    );
  });

  it('always sends a feed Accept header (the FBI edge rejects requests without one)', () => {
    expect(requestHeaders({ id: 'fbi-national-press', format: 'rss' }, agent, null)).toEqual({
      accept: expect.stringContaining('application/rss+xml'),
      'user-agent': agent,
      'accept-language': 'en-US,en;q=0.8',
    });
  });

  it('asks HTML sources for HTML', () => {
    expect(requestHeaders({ id: 'ny-ag', format: 'html' }, agent, null).accept).toMatch(
      /^text\/html/,
    );
  });

  it('sends a browser-like User-Agent to the FTC consumer-alerts feed, still naming us', () => {
    const headers = requestHeaders({ id: 'ftc-consumer-alerts', format: 'rss' }, agent, null);
    expect(headers['user-agent']).toBe(`Mozilla/5.0 (compatible) ${agent}`);
  });

  it('makes the request conditional on what the last success returned', () => {
    const headers = requestHeaders({ id: 'ic3-psa', format: 'rss' }, agent, {
      etag: '"abc"',
      lastModified: 'Sat, 21 Nov 2026 10:00:00 GMT',
    });
    expect(headers).toMatchObject({
      'if-none-match': '"abc"',
      'if-modified-since': 'Sat, 21 Nov 2026 10:00:00 GMT',
    });
    expect(
      requestHeaders({ id: 'ic3-psa', format: 'rss' }, agent, { etag: null, lastModified: null }),
    ).not.toHaveProperty('if-none-match');
  });

  it('reads validators from response headers', () => {
    const headers = new Headers({ etag: 'W/"1"' });
    expect(validatorsFromResponse(headers)).toEqual({ etag: 'W/"1"', lastModified: null });
  });
});

describe('limits', () => {
  it('refuses a 20 MB body and waits no longer than 20 s', () => {
    expect(MAX_FEED_BYTES).toBeLessThan(20 * 1024 * 1024);
    expect(FETCH_TIMEOUT_MS).toBeLessThanOrEqual(20_000);
  });
});
