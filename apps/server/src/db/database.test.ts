import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestDatabaseKinds, createTestDatabase } from '../../test/helper.js';
import type { Database } from './database.js';
import { appMeta } from './schema.js';

describe.each(availableTestDatabaseKinds())('the database on %s', (kind) => {
  let db: Database;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await db.close();
  });

  it('reports its kind and answers a ping', async () => {
    expect(db.kind).toBe(kind);
    await expect(db.ping()).resolves.toBeUndefined();
  });

  it('has the tables the migrations create', async () => {
    await db.orm.insert(appMeta).values({ key: 'installed', value: 'yes' });
    const rows = await db.orm.select().from(appMeta).where(eq(appMeta.key, 'installed'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toBe('yes');
    expect(rows[0]?.updatedAt).toBeInstanceOf(Date);
  });

  it('applies migrations only once, so a restart keeps the data', async () => {
    await db.migrate();
    const rows = await db.orm.select().from(appMeta).where(eq(appMeta.key, 'installed'));
    expect(rows).toHaveLength(1);
  });
});
