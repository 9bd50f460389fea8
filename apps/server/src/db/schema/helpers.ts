import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { analyses } from '../schema.js';

/**
 * A trusted helper (issue 10): a person invites a family member or friend by a one-time link they
 * send themselves. Only the SHA-256 of the link's random token is stored. Deleting either account
 * deletes its invites, links and alerts (ON DELETE CASCADE), and "Download my data" finds them by
 * their foreign keys to `users`.
 */
export const helperInvites = pgTable(
  'helper_invites',
  {
    /** 16 random bytes in base64url. */
    id: text('id').primaryKey(),
    personId: text('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token in the link; the token itself is shown once and never kept. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a helper accepted it: single use. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the person withdrew it before anyone accepted. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('helper_invites_person_idx').on(table.personId)],
);

/**
 * One person ↔ helper link. Active while `ended_at` is null; either side may end it, and an ended
 * link is kept (without any result in it) so both sides can see it ended.
 */
export const helperLinks = pgTable(
  'helper_links',
  {
    id: text('id').primaryKey(),
    personId: text('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helperId: text('helper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person's per-link consent to show the helper the text of their high-risk messages. */
    shareText: boolean('share_text').notNull().default(false),
    /** When the helper consented: only results made from then on are shown. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by', { enum: ['person', 'helper'] }),
  },
  (table) => [
    index('helper_links_person_idx').on(table.personId),
    index('helper_links_helper_idx').on(table.helperId),
  ],
);

/** An in-app alert to a helper: their person got a high-risk result. */
export const helperAlerts = pgTable(
  'helper_alerts',
  {
    id: text('id').primaryKey(),
    linkId: text('link_id')
      .notNull()
      .references(() => helperLinks.id, { onDelete: 'cascade' }),
    helperId: text('helper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analysisId: text('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('helper_alerts_helper_idx').on(table.helperId, table.createdAt)],
);
