import { HealthResponseSchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import {
  availableTestDatabaseKinds,
  buildTestApp,
  createTestDatabase,
  type TestContext,
} from '../../../test/helper.js';
import { readServerVersion } from '../../server-root.js';

describe.each(availableTestDatabaseKinds())('GET /api/health on %s', (kind) => {
  let db: Database;
  let ctx: TestContext;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    ctx = await buildTestApp({ db });
  });

  afterAll(async () => {
    await ctx.close();
    await db.close();
  });

  it('answers 200 with the version and the database status', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const health = HealthResponseSchema.parse(response.json());
    expect(health.status).toBe('ok');
    expect(health.version).toBe(readServerVersion());
    expect(health.database.kind).toBe(kind);
    expect(health.database.ok).toBe(true);
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
    // The data folder's free space, as a warning for operators.
    expect(health.storage.freeBytes).toBeGreaterThan(0);
  });

  it('answers 503 with database.ok false when the database does not answer', async () => {
    const failing: Database = {
      ...db,
      ping: () => Promise.reject(new Error('connection refused')),
    };
    const broken = await buildTestApp({ db: failing });
    try {
      const response = await broken.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      const health = HealthResponseSchema.parse(response.json());
      expect(health.status).toBe('unavailable');
      expect(health.database).toMatchObject({ kind, ok: false });
      expect(response.payload).not.toContain('connection refused');
    } finally {
      await broken.close();
    }
  });
});
