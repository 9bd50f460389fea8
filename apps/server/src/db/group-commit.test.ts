import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.js';

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('group commit', () => {
  it('writes rows arriving in the same turn as one statement, and settles each caller', async () => {
    const statements: number[][] = [];
    const commit = createGroupCommit<number>({
      maxBatch: 100,
      writeMany: async (rows) => {
        statements.push([...rows]);
      },
    });
    await Promise.all([1, 2, 3].map((row) => commit.write(row)));
    expect(statements).toEqual([[1, 2, 3]]);
  });

  it('gathers rows that arrive while a write is in flight into the next statement', async () => {
    const statements: number[][] = [];
    const gate = deferred();
    const commit = createGroupCommit<number>({
      maxBatch: 100,
      writeMany: async (rows) => {
        statements.push([...rows]);
        if (statements.length === 1) await gate.promise;
      },
    });
    const first = commit.write(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [commit.write(2), commit.write(3)];
    gate.release();
    await Promise.all([first, ...later]);
    expect(statements).toEqual([[1], [2, 3]]);
  });

  it('does not acknowledge a row before its statement finished', async () => {
    const gate = deferred();
    const commit = createGroupCommit<number>({ maxBatch: 10, writeMany: () => gate.promise });
    let done = false;
    const write = commit.write(1).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    gate.release();
    await write;
    expect(done).toBe(true);
  });

  it('keeps statements within maxBatch', async () => {
    const sizes: number[] = [];
    const commit = createGroupCommit<number>({
      maxBatch: 2,
      writeMany: async (rows) => {
        sizes.push(rows.length);
      },
    });
    await Promise.all([1, 2, 3, 4, 5].map((row) => commit.write(row)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('refuses only the bad row when a batch fails', async () => {
    const stored: number[] = [];
    const commit = createGroupCommit<number>({
      maxBatch: 10,
      writeMany: async (rows) => {
        if (rows.includes(13)) throw new Error('bad row');
        stored.push(...rows);
      },
    });
    const results = await Promise.allSettled([1, 13, 2].map((row) => commit.write(row)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stored.sort()).toEqual([1, 2]);
  });
});
