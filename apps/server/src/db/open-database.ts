import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export interface OpenDatabaseOptions {
  /** Set: PostgreSQL. Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsFolder: string;
  onConnectionError: (error: Error) => void;
}

export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl === undefined
    ? openPglite({
        dataDir: options.dataDir,
        migrationsFolder: options.migrationsFolder,
        ownThread: true,
      })
    : openPostgres({
        connectionString: options.databaseUrl,
        migrationsFolder: options.migrationsFolder,
        onConnectionError: options.onConnectionError,
      });
}
