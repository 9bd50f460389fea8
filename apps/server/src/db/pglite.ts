import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database.js';
import * as schema from './schema.js';

export interface PgliteOptions {
  /** Folder holding the database files; omitted means in memory (tests). */
  dataDir?: string;
  migrationsFolder: string;
}

/** The embedded default: PostgreSQL compiled to WebAssembly, stored in DATA_DIR/pglite. */
export async function openPglite(options: PgliteOptions): Promise<Database> {
  let client: PGlite;
  if (options.dataDir === undefined) {
    client = await PGlite.create();
  } else {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const orm = drizzle({ client, schema });
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
