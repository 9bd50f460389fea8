/**
 * Group commit: rows that arrive while a write is in flight (or in the same turn of the event
 * loop) are written together as one multi-row INSERT, and every caller's promise settles only when
 * its row is committed. Nothing is acknowledged before it is stored, but under load the database
 * sees one statement and one commit for many requests instead of one each — on the embedded PGlite,
 * which runs on the server's own thread, that per-statement cost was the limit
 * (bench/analyze/README.md).
 */
export interface GroupCommitOptions<Row> {
  /** Writes all rows in one statement; rejects when any row could not be written. */
  writeMany: (rows: readonly Row[]) => Promise<void>;
  /** Upper bound on rows per statement, so one statement stays small. */
  maxBatch: number;
}

export interface GroupCommit<Row> {
  write(row: Row): Promise<void>;
}

interface Pending<Row> {
  row: Row;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createGroupCommit<Row>(options: GroupCommitOptions<Row>): GroupCommit<Row> {
  let queue: Pending<Row>[] = [];
  let flushing = false;
  let scheduled = false;

  async function writeBatch(batch: Pending<Row>[]): Promise<void> {
    try {
      await options.writeMany(batch.map((pending) => pending.row));
      for (const pending of batch) pending.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad row must not fail the others: write each alone so only it is refused.
      await Promise.all(batch.map((pending) => writeBatch([pending])));
    }
  }

  async function flush(): Promise<void> {
    scheduled = false;
    if (flushing) return;
    flushing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, options.maxBatch);
        queue = queue.slice(batch.length);
        await writeBatch(batch);
      }
    } finally {
      flushing = false;
    }
  }

  return {
    write(row) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ row, resolve, reject });
        // The first row of a batch waits one turn of the event loop so that rows from requests
        // handled in the same turn join it; while a write is in flight, rows gather for the next.
        if (!scheduled && !flushing) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
  };
}
