import { describe, expect, it } from 'vitest';
import { COLLECTION_INTERVAL_MS } from './fetch-policy.js';
import { FIRST_RUN_MIN_DELAY_MS, firstRunDelayMs } from './intel.service.js';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('collection schedule', () => {
  it('runs every 6 hours', () => {
    expect(COLLECTION_INTERVAL_MS).toBe(6 * 3_600_000);
  });

  it('collects 30 s after a first start, and after a long pause', () => {
    expect(firstRunDelayMs(null, now)).toBe(FIRST_RUN_MIN_DELAY_MS);
    expect(firstRunDelayMs(hoursAgo(30), now)).toBe(FIRST_RUN_MIN_DELAY_MS);
  });

  it('after a restart waits out the rest of the interval since the last run', () => {
    expect(firstRunDelayMs(hoursAgo(2), now)).toBe(4 * 3_600_000);
    expect(firstRunDelayMs(hoursAgo(0), now)).toBe(COLLECTION_INTERVAL_MS);
    // A last run "in the future" (clock skew between instances) never delays beyond one interval.
    expect(firstRunDelayMs(hoursAgo(-5), now)).toBe(COLLECTION_INTERVAL_MS);
  });
});
