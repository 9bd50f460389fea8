import type { AnalysisResult } from '@scambuddy/contracts';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema/accounts.js';

export * from './schema/accounts.js';
export * from './schema/assessment.js';
export * from './schema/intelligence.js';
export * from './schema/admin.js';
export * from './schema/feedback.js';
export * from './schema/community.js';
export * from './schema/evidence.js';
export * from './schema/translate.js';
export * from './schema/helpers.js';
export * from './schema/forwarding.js';

/**
 * The one Drizzle schema for PGlite and PostgreSQL alike: this file plus one file per area under
 * `schema/`, each re-exported here. After changing it, run `npm run db:generate -w apps/server`
 * and commit the new file under `apps/server/drizzle/`. Migrations are only ever added to.
 */

/** Small facts about the installation itself, e.g. when its database was first set up. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every analysis made (DELTAS row 2), so its share link works. `text` is kept only for a signed-in
 * person's own history; an anonymous visitor's message is never stored, and neither is any image.
 * Deleting an account deletes its analyses.
 */
export const analyses = pgTable(
  'analyses',
  {
    /** 16 random bytes in base64url: the share link, so it must not be guessable. */
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    inputType: text('input_type', { enum: ['text', 'image', 'transcript'] }).notNull(),
    channel: text('channel'),
    state: text('state'),
    text: text('text'),
    result: jsonb('result').$type<AnalysisResult>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('analyses_user_created_idx').on(table.userId, table.createdAt)],
);
