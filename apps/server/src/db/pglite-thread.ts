import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import {
  fromSentError,
  textTypesOf,
  type ThreadReply,
  type ThreadRequest,
} from './pglite-thread-protocol.js';
import { workerScript } from '../adapters/threads/worker-script.js';

/**
 * The embedded database in its own thread (decision 0013), seen from the server's thread as the
 * part of PGlite's API that Drizzle uses: `query` and `transaction`. Statements keep their order:
 * they are posted in the order they are made and the database thread queues them as PGlite would.
 */
export interface PgliteThreadClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Starts the database thread; resolves once the database is open, rejects with its error. */
export function openPgliteThread(dataDir: string | undefined): Promise<PgliteThreadClient> {
  const script = workerScript('pglite', import.meta.url);
  const worker = new Worker(script.source, { eval: script.eval, workerData: { dataDir } });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let stopped: Error | undefined;

  function send(request: DistributiveOmit<ThreadRequest, 'id'>): Promise<unknown> {
    if (stopped !== undefined) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  function stop(error: Error): void {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  }

  function query<T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    transactionId?: number,
  ): Promise<Results<T>> {
    return send({
      type: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: textTypesOf(options.parsers),
      ...(transactionId === undefined ? {} : { transactionId }),
    }) as Promise<Results<T>>;
  }

  const client: PgliteThreadClient = {
    query: (sql, params, options) => query(sql, params, options),
    async transaction(callback) {
      const transactionId = (await send({ type: 'begin' })) as number;
      let result;
      try {
        result = await callback({
          query: (sql, params, options) => query(sql, params, options, transactionId),
        });
      } catch (error) {
        await send({ type: 'end', transactionId, commit: false });
        throw error;
      }
      await send({ type: 'end', transactionId, commit: true });
      return result;
    },
    async close() {
      if (stopped !== undefined) return;
      await send({ type: 'close' });
      stop(new Error('the embedded database is closed'));
      await worker.terminate();
    },
  };

  return new Promise((resolve, reject) => {
    pending.set(0, {
      resolve: () => resolve(client),
      reject: (error) => {
        reject(error);
        void worker.terminate();
      },
    });
    worker.on('message', (reply: ThreadReply) => {
      const waiting = pending.get(reply.id);
      if (waiting === undefined) return;
      pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(fromSentError(reply.error));
    });
    worker.on('error', (error) => stop(error));
    worker.on('exit', (code) =>
      stop(new Error(`the embedded database thread stopped (exit code ${code})`)),
    );
  });
}
