/**
 * Lets at most `limit` tasks run at once and queues the rest in order. Decoding and recognition
 * each take a whole core, so running more at once than there are cores only makes all of them
 * slower.
 */
export function createConcurrencyLimit(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`a concurrency limit must be a positive integer, not ${limit}`);
  }
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
