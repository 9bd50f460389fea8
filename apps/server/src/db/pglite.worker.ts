/**
 * The thread that owns the embedded database (decision 0013): PGlite runs PostgreSQL as
 * WebAssembly synchronously, so on the server's thread every statement stopped HTTP and the engine
 * for its whole duration. Here it runs beside them on the second core. It answers the requests of
 * pglite-thread.ts one by one, in the order PGlite's own queue gives them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createPglite } from './create-pglite.js';
import { drizzleDefaults, statementParsers } from './pglite-parsers.js';
import { toSentError, type ThreadReply, type ThreadRequest } from './pglite-thread-protocol.js';

interface WorkerInput {
  /** Folder of the database files; undefined = in memory. */
  dataDir: string | undefined;
}

interface OpenTransaction {
  tx: Transaction;
  /** Settles the transaction callback: commit, or throw so PGlite rolls back. */
  end: (commit: boolean) => void;
  /** PGlite's transaction() promise; an Error when the commit (or BEGIN) failed. */
  settled: Promise<unknown>;
}

const port = parentPort;
if (port === null) throw new Error('pglite.worker.ts runs only as a worker thread');
const { dataDir } = workerData as WorkerInput;

/** Thrown inside a transaction callback to make PGlite roll it back; never leaves this thread. */
const ROLL_BACK = new Error('rolled back by the server thread');

function reply(message: ThreadReply): void {
  port?.postMessage(message);
}

async function serve(
  db: PGlite,
  standardParsers: PGlite['parsers'],
  transactions: Map<number, OpenTransaction>,
  request: ThreadRequest,
) {
  switch (request.type) {
    case 'query': {
      const target =
        request.transactionId === undefined ? db : transactions.get(request.transactionId)?.tx;
      if (target === undefined) throw new Error('the transaction is no longer open');
      const parsers = statementParsers(request.textTypes, standardParsers);
      return target.query(request.sql, [...request.params], {
        rowMode: request.rowMode,
        ...(parsers === undefined ? {} : { parsers }),
      });
    }
    case 'begin': {
      let opened: (() => void) | undefined;
      const begun = new Promise<void>((resolve) => (opened = resolve));
      const settled = db
        .transaction(
          (tx) =>
            new Promise<void>((commit, rollBack) => {
              transactions.set(request.id, {
                tx,
                end: (ok) => (ok ? commit() : rollBack(ROLL_BACK)),
                settled,
              });
              opened?.();
            }),
        )
        .then(
          () => undefined,
          (error: unknown) => (error === ROLL_BACK ? undefined : error),
        );
      // Either the callback ran (BEGIN worked) or BEGIN itself failed.
      const failed = await Promise.race([begun.then(() => undefined), settled]);
      if (failed !== undefined) throw failed;
      return request.id;
    }
    case 'end': {
      const open = transactions.get(request.transactionId);
      if (open === undefined) throw new Error('the transaction is no longer open');
      transactions.delete(request.transactionId);
      open.end(request.commit);
      const failed = await open.settled;
      if (failed !== undefined) throw failed;
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

async function main(): Promise<void> {
  let db: PGlite;
  try {
    db = await createPglite(dataDir);
  } catch (error) {
    reply({ id: 0, ok: false, error: toSentError(error) });
    return;
  }
  // PGlite has read the database's array types by now (in create); Drizzle's text types go on
  // top of its table once, instead of with every statement (pglite-parsers.ts).
  const standardParsers = { ...db.parsers };
  Object.assign(db.parsers, drizzleDefaults());
  const transactions = new Map<number, OpenTransaction>();
  port?.on('message', (request: ThreadRequest) => {
    serve(db, standardParsers, transactions, request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (error: unknown) => reply({ id: request.id, ok: false, error: toSentError(error) }),
    );
  });
  reply({ id: 0, ok: true, value: null });
}

void main();
