import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one Drizzle schema for PGlite and PostgreSQL alike. After changing it, run
 * `npm run db:generate -w apps/server` and commit the new file under `apps/server/drizzle/`.
 */

/** Small facts about the installation itself, e.g. when its database was first set up. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
