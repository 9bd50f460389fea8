import type { EvidenceItem } from '@scambuddy/contracts';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Submitted evidence packages (spec part 2 §2.4, §7). Only the description of each item is kept:
 * files never leave the person's browser. `user_id` is null for a package sent without signing
 * in; deleting an account deletes its packages.
 */
export const evidencePackages = pgTable(
  'evidence_packages',
  {
    /** The reportId handed back: 16 random bytes in base64url, so it cannot be guessed. */
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The id the browser gave the package while collecting. */
    packageId: text('package_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /**
     * The analysis (`analyses.id`) the person collected this evidence for, checked to exist when
     * stored; null for a package made on its own. No foreign key: an analysis deleted with its
     * account leaves an id that merely no longer opens anything.
     */
    analysisId: text('analysis_id'),
    items: jsonb('items').$type<EvidenceItem[]>().notNull(),
    itemCount: integer('item_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('evidence_packages_user_submitted_idx').on(table.userId, table.submittedAt)],
);
