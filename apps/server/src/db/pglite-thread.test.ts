import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalysisResult } from '@scambuddy/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../server-root.js';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { analyses, appMeta } from './schema.js';

/** Why the error happened, whether Drizzle wrapped it (DrizzleQueryError) or not. */
function rootCause(error: unknown): unknown {
  return error instanceof Error && error.cause !== undefined ? error.cause : error;
}

describe('the embedded database in its own thread', () => {
  let db: Database;
  const dataDir = mkdtempSync(join(tmpdir(), 'scambuddy-pglite-thread-'));

  beforeAll(async () => {
    db = await openPglite({ dataDir, migrationsFolder: migrationsDir(), ownThread: true });
    await db.migrate();
  }, 30_000);

  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores and reads rows with their types (text, timestamps)', async () => {
    const at = new Date('2026-11-25T18:00:00.000Z');
    await db.orm.insert(appMeta).values({ key: 'thread', value: 'yes', updatedAt: at });
    const [row] = await db.orm.select().from(appMeta).where(eq(appMeta.key, 'thread'));
    expect(row).toEqual({ key: 'thread', value: 'yes', updatedAt: at });
  });

  it('does not zero-fill new write-ahead-log files (create-pglite.ts)', async () => {
    const result = (await db.orm.execute(
      sql`select current_setting('wal_init_zero') as setting`,
    )) as { rows: unknown[] };
    expect(result.rows[0]).toEqual({ setting: 'off' });
  });

  it('keeps PostgreSQL’s error fields (code, constraint) across the thread', async () => {
    await db.orm.insert(appMeta).values({ key: 'unique', value: 'first' });
    const error = await db.orm
      .insert(appMeta)
      .values({ key: 'unique', value: 'second' })
      .then(() => undefined, rootCause);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'app_meta_pkey' });
  });

  it('commits a transaction, and rolls it back when the callback throws', async () => {
    await db.orm.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'committed', value: 'yes' });
    });
    await expect(
      db.orm.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'rolled-back', value: 'no' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const keys = await db.orm
      .select({ key: appMeta.key })
      .from(appMeta)
      .where(sql`${appMeta.key} in ('committed', 'rolled-back')`);
    expect(keys).toEqual([{ key: 'committed' }]);
  });

  it('lets statements from outside wait until an open transaction ends', async () => {
    let outside: Promise<unknown> | undefined;
    await db.orm.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'in-flight', value: 'yes' });
      outside = db.orm.select().from(appMeta).where(eq(appMeta.key, 'in-flight'));
      // Give the outside statement every chance to run too early.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await expect(outside).resolves.toHaveLength(1);
  });

  it('keeps the server thread free while a statement runs', async () => {
    const started = performance.now();
    let timerFiredAfter = Number.POSITIVE_INFINITY;
    setTimeout(() => (timerFiredAfter = performance.now() - started), 10);
    await db.orm.execute(sql`select pg_sleep(0.4)`);
    // On the server's own thread the timer could only fire after the 400 ms statement.
    expect(timerFiredAfter).toBeLessThan(300);
  });

  it('stores an analysis result (jsonb) and reads it back equal', async () => {
    const result = { risk_level: 'low', nested: { list: ['a', 'b'] } };
    await db.orm.insert(analyses).values({
      id: 'thread-analysis',
      userId: null,
      inputType: 'text',
      channel: null,
      state: null,
      text: null,
      result: result as unknown as AnalysisResult,
      createdAt: new Date(),
    });
    const [row] = await db.orm
      .select({ result: analyses.result })
      .from(analyses)
      .where(eq(analyses.id, 'thread-analysis'));
    expect(row?.result).toEqual(result);
  });
});

describe('opening the embedded database in its own thread', () => {
  it('rejects with the file system’s error when the folder cannot hold it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scambuddy-pglite-thread-bad-'));
    try {
      // A file where the database folder should be.
      writeFileSync(join(dir, 'pglite'), 'in the way');
      await expect(
        openPglite({ dataDir: dir, migrationsFolder: migrationsDir(), ownThread: true }),
      ).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
