import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.js';

/**
 * Checking by forwarding (issue 20): an e-mail address or phone number a signed-in person links
 * to their account. It counts only once verified by a one-time code they confirm on their
 * dashboard; only an HMAC of the code is kept. One verified owner per address or number.
 * Deleting the account deletes its links.
 */
export const forwardingIdentities = pgTable(
  'forwarding_identities',
  {
    /** 16 random bytes in base64url. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    /** Lower-cased address, or the number in E.164 form. */
    value: text('value').notNull(),
    /** The language answers to this address or number are written in. */
    language: text('language').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('forwarding_identities_user_idx').on(table.userId),
    index('forwarding_identities_value_idx').on(table.kind, table.value),
    uniqueIndex('forwarding_identities_verified_uq')
      .on(table.kind, table.value)
      .where(sql`verified_at is not null`),
  ],
);

/**
 * One row per forward received or code mailed, for the limits (per sender, per deployment, one
 * unsolicited mail a day to an address nobody verified). The sender is kept only as an HMAC, so
 * this table holds no address or number.
 */
export const forwardingEvents = pgTable(
  'forwarding_events',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    senderHash: text('sender_hash').notNull(),
    /** answered, limited (the limit's answer), dropped (no answer), code (a code mailed). */
    outcome: text('outcome', { enum: ['answered', 'limited', 'dropped', 'code'] }).notNull(),
    /** Whether anything was sent to the sender. */
    replied: boolean('replied').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('forwarding_events_sender_idx').on(table.senderHash, table.createdAt),
    index('forwarding_events_created_idx').on(table.createdAt),
  ],
);
