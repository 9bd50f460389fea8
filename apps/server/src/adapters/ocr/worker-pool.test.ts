import { describe, expect, it } from 'vitest';
import {
  createWorkerPool,
  JobRefusedError,
  JobTimeoutError,
  PoolClosedError,
} from './worker-pool.js';
import type { PoolWorker } from './worker-pool.js';

/** A worker double that doubles numbers, records what it ran, and can be made to crash or hang. */
class FakeWorker implements PoolWorker<number, number> {
  static created: FakeWorker[] = [];
  readonly ran: number[] = [];
  isTerminated = false;
  behaviour: 'work' | 'crash' | 'hang' | 'refuse' = 'work';
  readonly id = FakeWorker.created.length;

  constructor() {
    FakeWorker.created.push(this);
  }

  async run(input: number): Promise<number> {
    if (this.isTerminated || this.behaviour === 'crash') throw new Error('worker thread exited');
    if (this.behaviour === 'hang') return new Promise<number>(() => undefined);
    if (this.behaviour === 'refuse' || input < 0) throw new JobRefusedError('input refused');
    this.ran.push(input);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return input * 2;
  }

  async terminate(): Promise<void> {
    this.isTerminated = true;
  }
}

function makePool(size: number, jobTimeoutMs = 1_000) {
  FakeWorker.created = [];
  return createWorkerPool<number, number>({
    size,
    jobTimeoutMs,
    createWorker: async () => new FakeWorker(),
  });
}

describe('createWorkerPool', () => {
  it('creates its workers once and reuses them for every job', async () => {
    const pool = makePool(2);
    await pool.ready();
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pool.run(n)));
    expect(results).toEqual([2, 4, 6, 8, 10, 12]);
    expect(FakeWorker.created).toHaveLength(2);
    expect(FakeWorker.created.every((worker) => worker.ran.length > 0)).toBe(true);
    await pool.close();
  });

  it('runs no more jobs at once than it has workers', async () => {
    FakeWorker.created = [];
    let running = 0;
    let mostAtOnce = 0;
    const pool = createWorkerPool<number, number>({
      size: 2,
      jobTimeoutMs: 1_000,
      createWorker: async () => ({
        run: async (n) => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 10));
          running -= 1;
          return n;
        },
        terminate: async () => undefined,
      }),
    });
    await Promise.all(Array.from({ length: 8 }, (_, n) => pool.run(n)));
    expect(mostAtOnce).toBe(2);
    await pool.close();
  });

  it('replaces a crashed worker and retries the job on the new one', async () => {
    const pool = makePool(1);
    await pool.ready();
    const [first] = FakeWorker.created;
    if (!first) throw new Error('no worker was created');
    first.isTerminated = true;
    await expect(pool.run(21)).resolves.toBe(42);
    expect(FakeWorker.created).toHaveLength(2);
    expect(pool.replacedCount()).toBe(1);
    await expect(pool.run(5)).resolves.toBe(10);
    await pool.close();
  });

  it('fails a job its worker refused at once, without running it again on the replacement', async () => {
    const pool = makePool(1);
    await pool.ready();
    await expect(pool.run(-1)).rejects.toBeInstanceOf(JobRefusedError);
    // Replaced (its state is unknown), but the refused input was not handed to the new worker.
    expect(FakeWorker.created).toHaveLength(2);
    expect(FakeWorker.created.flatMap((worker) => worker.ran)).toEqual([]);
    expect(pool.replacedCount()).toBe(1);
    await expect(pool.run(5)).resolves.toBe(10);
    await pool.close();
  });

  it('replaces a worker that hangs past the job timeout', async () => {
    const pool = makePool(1, 50);
    await pool.ready();
    const [first] = FakeWorker.created;
    if (!first) throw new Error('no worker was created');
    first.behaviour = 'hang';
    await expect(pool.run(4)).resolves.toBe(8);
    expect(first.isTerminated).toBe(true);
    expect(pool.replacedCount()).toBe(1);
    await pool.close();
  });

  it('gives up after the retry when every new worker fails too', async () => {
    FakeWorker.created = [];
    const pool = createWorkerPool<number, number>({
      size: 1,
      jobTimeoutMs: 30,
      createWorker: async () => {
        const worker = new FakeWorker();
        worker.behaviour = 'hang';
        return worker;
      },
    });
    await expect(pool.run(1)).rejects.toBeInstanceOf(JobTimeoutError);
    await pool.close();
  });

  it('fails a job whose worker cannot start, and starts a new one for the next job', async () => {
    let attempts = 0;
    const pool = createWorkerPool<number, number>({
      size: 1,
      jobTimeoutMs: 1_000,
      createWorker: async () => {
        attempts += 1;
        if (attempts <= 2) throw new Error('model file missing');
        return new FakeWorker();
      },
    });
    await expect(pool.run(1)).rejects.toThrow('model file missing');
    await expect(pool.run(3)).resolves.toBe(6);
    await pool.close();
  });

  it('refuses jobs after it is closed and terminates its workers', async () => {
    const pool = makePool(2);
    await pool.ready();
    await pool.close();
    expect(FakeWorker.created.every((worker) => worker.isTerminated)).toBe(true);
    await expect(pool.run(1)).rejects.toBeInstanceOf(PoolClosedError);
  });

  it('refuses a pool without workers', () => {
    expect(() => makePool(0)).toThrow(RangeError);
  });
});
