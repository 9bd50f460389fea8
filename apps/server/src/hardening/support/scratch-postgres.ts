import type pg from 'pg';
import {
  createEmptyPostgresDatabase,
  postgresUrl,
  withPostgresClient,
} from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { openPostgres } from '../../db/postgres.js';
import { migrationsDir } from '../../server-root.js';

/** The PostgreSQL the hardening tests need (TEST_DATABASE_URL); they skip without it. */
export const hardeningPostgresUrl = postgresUrl;

/** A fresh, migrated database on the test server, dropped by `drop()`. */
export interface ScratchDatabase {
  /** Its URL, on the server's own address. */
  url: string;
  /** Runs one query directly (not through any proxy under test). */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Opens the app's pool on the same database, optionally through another host:port. */
  open(via?: { host: string; port: number }): Promise<Database>;
  drop(): Promise<void>;
}

export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const { url, drop } = await createEmptyPostgresDatabase(adminUrl, 'scambuddy_hardening');
  const opened: Database[] = [];

  const open = async (via?: { host: string; port: number }) => {
    const target = new URL(url);
    if (via) {
      target.hostname = via.host;
      target.port = String(via.port);
    }
    const db = await openPostgres({
      connectionString: target.toString(),
      migrationsFolder: migrationsDir(),
      // The tests cut connections on purpose; the pool drops the dead ones.
      onConnectionError: () => undefined,
    });
    opened.push(db);
    return db;
  };

  const migrator = await open();
  await migrator.migrate();

  return {
    url: url.toString(),
    query: async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
      let rows: Row[] = [];
      await withPostgresClient(url.toString(), async (client) => {
        rows = (await client.query<Row>(text, values)).rows;
      });
      return rows;
    },
    open,
    drop: async () => {
      for (const db of opened) await db.close().catch(() => undefined);
      await drop();
    },
  };
}
