import type { UserRole } from '@scambuddy/contracts';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A person who signed in. The role is stored as granted at sign-in; the session lookup also
 * re-derives it from ADMIN_EMAILS, so removing an address from the list takes effect at once.
 */
export const users = pgTable('users', {
  /** 16 random bytes in base64url. */
  id: text('id').primaryKey(),
  /** Lower-cased, one account per address. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  profileImage: text('profile_image'),
  role: text('role').$type<UserRole>().notNull().default('user'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

/**
 * Server-side sessions. Only the SHA-256 of the cookie's random token is stored, so a copy of
 * the table cannot be replayed as cookies. Deleting a user deletes their sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Sliding: pushed 30 days ahead when the session is used (at most once an hour). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
