import type { AnalysisResult } from '@scambuddy/contracts';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Every analysis made (DELTAS row 2), so its share link works. `text` is kept only for a signed-in
 * person's own history; an anonymous visitor's message is never stored, and neither is any image.
 * `user_id` gets its foreign key when accounts arrive (issue 5).
 */
export const analyses = pgTable(
  'analyses',
  {
    /** 16 random bytes in base64url: the share link, so it must not be guessable. */
    id: text('id').primaryKey(),
    userId: text('user_id'),
    inputType: text('input_type', { enum: ['text', 'image', 'transcript'] }).notNull(),
    channel: text('channel'),
    state: text('state'),
    text: text('text'),
    result: jsonb('result').$type<AnalysisResult>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('analyses_user_created_idx').on(table.userId, table.createdAt)],
);
