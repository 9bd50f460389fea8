import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database.js';
import * as schema from './schema.js';

export interface PostgresOptions {
  connectionString: string;
  migrationsFolder: string;
  /**
   * Called when an idle pooled connection fails (the server restarted, an admin ended it). The
   * pool drops that connection and opens a new one when needed; without a listener, node-postgres
   * would crash the process instead.
   */
  onConnectionError: (error: Error) => void;
}

/**
 * An arbitrary constant shared by every instance: the advisory lock that lets only one of several
 * instances starting together apply the migrations while the others wait.
 */
const MIGRATION_LOCK_ID = 727_302_001;

/** PostgreSQL through a node-postgres pool, used when DATABASE_URL is set. */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', options.onConnectionError);
  const orm = drizzle({ client: pool, schema });
  const database: Database = {
    kind: 'postgres',
    orm,
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrate(drizzle({ client: connection, schema }), {
            migrationsFolder: options.migrationsFolder,
          });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        connection.release();
      }
    },
    ping: async () => {
      await orm.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
  // Fail at start, not at the first request, when the address or credentials are wrong.
  await database.ping();
  return database;
}
