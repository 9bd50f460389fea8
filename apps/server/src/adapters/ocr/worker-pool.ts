/**
 * A fixed number of long-lived workers, created once and reused, each running one job at a time.
 * A worker whose job fails or hangs past the timeout is presumed crashed: it is terminated,
 * replaced by a fresh one, and the job is tried once more. A job the worker itself refused
 * (JobRefusedError: it answered, the input is the problem) is not tried again: the same input
 * would fail the same way on the new worker, doubling the work an attacker can cause (issue 18). tesseract.js's own scheduler cannot do
 * this: a job sent to a dead worker thread never settles, and a worker cannot be removed from it.
 */

export interface PoolWorker<Input, Output> {
  run(input: Input): Promise<Output>;
  terminate(): Promise<void>;
}

export interface WorkerPoolOptions<Input, Output> {
  size: number;
  createWorker: () => Promise<PoolWorker<Input, Output>>;
  jobTimeoutMs: number;
  /** Told each time a broken worker is replaced (for the log). */
  onReplace?: (reason: unknown) => void;
}

export interface WorkerPool<Input, Output> {
  run(input: Input): Promise<Output>;
  /** Resolves once every worker has started, so the first request does not pay for start-up. */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** How many workers have been replaced since the pool started. */
  replacedCount(): number;
}

interface Slot<Input, Output> {
  worker: Promise<PoolWorker<Input, Output>>;
  isBusy: boolean;
}

interface QueuedJob<Input, Output> {
  input: Input;
  attempt: number;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

const MAX_ATTEMPTS = 2;

export class PoolClosedError extends Error {
  constructor() {
    super('the worker pool is closed');
  }
}

/**
 * Thrown by a worker that is alive but could not do this job (its own error for this input). The
 * worker is still replaced, since its state after the failure is unknown, but the job fails at once.
 */
export class JobRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JobRefusedError';
  }
}

export class JobTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the worker did not answer within ${timeoutMs} ms`);
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new JobTimeoutError(timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function createWorkerPool<Input, Output>(
  options: WorkerPoolOptions<Input, Output>,
): WorkerPool<Input, Output> {
  if (!Number.isInteger(options.size) || options.size < 1) {
    throw new RangeError(`a worker pool needs at least one worker, not ${options.size}`);
  }
  const startWorker = () => {
    const worker = options.createWorker();
    // A worker that fails to start is handled when a job awaits it; this only avoids an
    // unhandled rejection while it is idle.
    worker.catch(() => undefined);
    return worker;
  };
  const slots: Slot<Input, Output>[] = Array.from({ length: options.size }, () => ({
    worker: startWorker(),
    isBusy: false,
  }));
  const queue: QueuedJob<Input, Output>[] = [];
  let replaced = 0;
  let isClosed = false;

  const replace = (slot: Slot<Input, Output>, reason: unknown) => {
    const broken = slot.worker;
    slot.worker = startWorker();
    replaced += 1;
    options.onReplace?.(reason);
    broken.then((worker) => worker.terminate()).catch(() => undefined);
  };

  const runOn = async (slot: Slot<Input, Output>, job: QueuedJob<Input, Output>) => {
    try {
      const worker = await slot.worker;
      job.resolve(await withTimeout(worker.run(job.input), options.jobTimeoutMs));
    } catch (error) {
      if (isClosed) {
        job.reject(new PoolClosedError());
      } else {
        replace(slot, error);
        const isRetried = !(error instanceof JobRefusedError) && job.attempt + 1 < MAX_ATTEMPTS;
        if (isRetried) queue.unshift({ ...job, attempt: job.attempt + 1 });
        else job.reject(error);
      }
    } finally {
      slot.isBusy = false;
      dispatch();
    }
  };

  function dispatch() {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.isBusy) continue;
      const job = queue.shift();
      if (job === undefined) return;
      slot.isBusy = true;
      void runOn(slot, job);
    }
  }

  return {
    run(input) {
      if (isClosed) return Promise.reject(new PoolClosedError());
      return new Promise<Output>((resolve, reject) => {
        queue.push({ input, attempt: 0, resolve, reject });
        dispatch();
      });
    },
    async ready() {
      await Promise.all(slots.map((slot) => slot.worker));
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(new PoolClosedError());
      await Promise.all(
        slots.map((slot) =>
          slot.worker.then((worker) => worker.terminate()).catch(() => undefined),
        ),
      );
    },
    replacedCount: () => replaced,
  };
}
