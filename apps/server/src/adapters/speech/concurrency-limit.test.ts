import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createConcurrencyLimit', () => {
  it('never runs more tasks at once than the limit, and runs them all', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let mostAtOnce = 0;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        limit(async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await pause(5);
          running -= 1;
          return index;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(mostAtOnce).toBe(2);
  });

  it('frees its place when a task fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a limit below one', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(RangeError);
  });
});
