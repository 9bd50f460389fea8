import type {
  CommunityCategory,
  CommunityScamType,
  HeldReason,
  VerificationStatus,
} from '@scambuddy/contracts';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Community reports (issue 7). Only published rows are ever listed; held rows keep their reason.
 * `submitter_key` is an HMAC of the signed-in user's id or of the client address, used only to
 * refuse repeat submissions; the address itself is never stored, and neither key nor reporter is
 * ever sent to anyone. Deleting an account deletes its reports and votes.
 */
export const communityReports = pgTable(
  'community_reports',
  {
    /** A random UUID; the board shows its first 8 characters. */
    id: text('id').primaryKey(),
    reporterUserId: text('reporter_user_id').references(() => users.id, { onDelete: 'cascade' }),
    submitterKey: text('submitter_key').notNull(),
    /** Redacted by moderation before storing: the reporter's own data never reaches the table. */
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').$type<CommunityCategory>().notNull(),
    scamType: text('scam_type').$type<CommunityScamType>(),
    location: text('location'),
    phoneNumber: text('phone_number'),
    emailAddress: text('email_address'),
    websiteUrl: text('website_url'),
    /** Normal forms of the three identifiers, for grouping and the analysis lookup. */
    phoneKey: text('phone_key'),
    emailKey: text('email_key'),
    domainKey: text('domain_key'),
    /** SHA-256 of the normalised description: the same text sent twice. */
    textFingerprint: text('text_fingerprint').notNull(),
    amountLostCents: bigint('amount_lost_cents', { mode: 'number' }),
    tags: jsonb('tags').$type<string[]>().notNull(),
    evidence: jsonb('evidence').$type<string[]>().notNull(),
    /** What moderation removed, by kind (never the values). */
    redactions: jsonb('redactions').$type<string[]>().notNull(),
    status: text('status').$type<'published' | 'held'>().notNull(),
    heldReason: text('held_reason').$type<HeldReason>(),
    /** The id of the first report of its group of similar reports. */
    groupId: text('group_id').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    verificationSource: text('verification_source'),
    verificationStatus: text('verification_status').$type<VerificationStatus>().notNull(),
    /** The official alert (intel_items.id) that verified it. */
    verifiedByAlertId: text('verified_by_alert_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('community_reports_status_created_idx').on(table.status, table.createdAt),
    index('community_reports_group_idx').on(table.groupId),
    index('community_reports_phone_idx').on(table.phoneKey),
    index('community_reports_email_idx').on(table.emailKey),
    index('community_reports_domain_idx').on(table.domainKey),
    index('community_reports_submitter_idx').on(table.submitterKey, table.createdAt),
  ],
);

/**
 * "Helpful" votes, one per person and report: `voter_key` is an HMAC of the signed-in user's id,
 * or of an anonymous browser's random token cookie.
 */
export const communityReportVotes = pgTable(
  'community_report_votes',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => communityReports.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.voterKey] })],
);
