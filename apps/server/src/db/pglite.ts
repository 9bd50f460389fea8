import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite } from './create-pglite.js';
import type { Database } from './database.js';
import { openPgliteThread, type PgliteThreadClient } from './pglite-thread.js';
import * as schema from './schema.js';

export interface PgliteOptions {
  /** Folder holding the database files; omitted means in memory (tests). */
  dataDir?: string;
  migrationsFolder: string;
  /**
   * Run the database in its own worker thread (decision 0013) rather than on the server's thread.
   * The server does (open-database.ts); tests mostly do not, to skip the thread's start-up.
   */
  ownThread?: boolean;
}

/** The embedded default: PostgreSQL compiled to WebAssembly, stored in DATA_DIR/pglite. */
export async function openPglite(options: PgliteOptions): Promise<Database> {
  let dir: string | undefined;
  if (options.dataDir !== undefined) {
    dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // Drizzle's PGlite driver calls only query() and transaction(), which the thread client has.
  const client: Pick<PGlite, 'close'> & Pick<PgliteThreadClient, 'query' | 'transaction'> =
    options.ownThread === true ? await openPgliteThread(dir) : await createPglite(dir);
  const orm = drizzle({ client: client as PGlite, schema });
  return {
    kind: 'pglite',
    orm,
    migrate: () => migrate(orm, { migrationsFolder: options.migrationsFolder }),
    ping: async () => {
      await orm.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
