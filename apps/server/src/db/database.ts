import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseKind } from '@scambuddy/contracts';
import type * as schema from './schema.js';

/** The Drizzle API both drivers share; repositories write their queries against this. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database the app runs on, whichever driver is behind it. */
export interface Database {
  readonly kind: DatabaseKind;
  readonly orm: Orm;
  /** Applies the SQL migrations in apps/server/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /** Runs a trivial query; rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
