import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseKind } from '@scambuddy/contracts';
import type { Database } from '../src/db/database.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { migrationsDir } from '../src/server-root.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a PostgreSQL database created
 * for this file and dropped on close. A whole database rather than a schema, because drizzle-kit
 * writes `"public".` into foreign keys. Without an argument: PostgreSQL when TEST_DATABASE_URL is
 * set, else PGlite.
 */
export async function createTestDatabase(
  kind: DatabaseKind = defaultTestDatabaseKind(),
): Promise<Database> {
  const db =
    kind === 'pglite'
      ? await openPglite({ migrationsFolder: migrationsDir(), ownThread: pgliteInOwnThread() })
      : await createPostgresDatabase(requirePostgresUrl());
  await db.migrate();
  return db;
}

/**
 * TEST_PGLITE_THREAD=1 runs every PGlite test database in its own thread, as the server does
 * (decision 0013); by default they stay on the test's thread to skip the thread's start-up.
 */
function pgliteInOwnThread(): boolean {
  return process.env.TEST_PGLITE_THREAD === '1';
}

/** The database the API tests use in this run. */
export function defaultTestDatabaseKind(): DatabaseKind {
  return postgresUrl() === undefined ? 'pglite' : 'postgres';
}

/** Database tests run on each of these: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function availableTestDatabaseKinds(): DatabaseKind[] {
  return postgresUrl() === undefined ? ['pglite'] : ['pglite', 'postgres'];
}

/** TEST_DATABASE_URL, the PostgreSQL server tests may create databases on, when it is set. */
export function postgresUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return url === undefined || url === '' ? undefined : url;
}

function requirePostgresUrl(): string {
  const url = postgresUrl();
  if (url === undefined) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

async function createPostgresDatabase(adminUrl: string): Promise<Database> {
  const empty = await createEmptyPostgresDatabase(adminUrl, 'scambuddy_test');
  const db = await openPostgres({
    connectionString: empty.url.toString(),
    migrationsFolder: migrationsDir(),
    // Dropping the database at the end ends its connections on purpose.
    onConnectionError: () => undefined,
  });
  return {
    ...db,
    close: async () => {
      await db.close();
      await empty.drop();
    },
  };
}

/**
 * A new, empty database named `${prefix}_<random>` on the server of `adminUrl` (random so that
 * test files running at once never share one), and how to drop it.
 */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: URL; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withPostgresClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url,
    // `with (force)`: connections a test left open must not keep the database alive.
    drop: () =>
      withPostgresClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}

/** Runs `run` on one short-lived connection to `url`, closed afterwards whatever happens. */
export async function withPostgresClient(
  url: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
