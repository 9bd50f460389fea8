import {
  stripInvisibleControls,
  type CommunityCategory,
  type CommunityReport,
  type CommunityScamType,
  type CommunityStats,
  type CommunityVerifiedFilter,
  type VerificationStatus,
} from '@scambuddy/contracts';
import { and, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { communityReports, communityReportVotes } from '../../db/schema.js';
import { identifiersOfKeys, type Identifier } from './identifiers.js';
import type { VerifiableReport } from './verification.js';

export type NewCommunityReport = typeof communityReports.$inferInsert;

export interface ListFilters {
  q?: string | undefined;
  category?: CommunityCategory | '' | undefined;
  verified?: CommunityVerifiedFilter | undefined;
  limit: number;
  offset: number;
  /** Whose "helpful" votes to mark; null for a visitor who has never voted. */
  viewerKey: string | null;
}

/** A published report's text and group, to compare a new report with. */
export interface GroupCandidate {
  id: string;
  groupId: string;
  description: string;
  createdAt: Date;
}

/** What verification needs of a stored report. */
export interface PendingReport extends VerifiableReport {
  id: string;
}

export interface CommunityRepository {
  insert(report: NewCommunityReport): Promise<void>;
  list(filters: ListFilters): Promise<{ reports: CommunityReport[]; hasMore: boolean }>;
  findPublished(id: string, viewerKey: string | null): Promise<CommunityReport | undefined>;
  stats(now: Date, recentDays: number): Promise<CommunityStats>;
  /** Whether this submitter sent the same text since `since`. */
  hasDuplicate(submitterKey: string, textFingerprint: string, since: Date): Promise<boolean>;
  /** Published reports sharing any of the identifier keys. */
  withSameIdentifiers(keys: {
    phoneKey: string | null;
    emailKey: string | null;
    domainKey: string | null;
  }): Promise<GroupCandidate[]>;
  /** The newest published reports, for the near-identical text comparison. */
  recentPublished(limit: number): Promise<GroupCandidate[]>;
  /** Moves every report of `from` groups into `into` (a new report bridged them). */
  mergeGroups(from: readonly string[], into: string): Promise<void>;
  /** Published reports still pending verification, newest first. */
  pendingVerification(limit: number): Promise<PendingReport[]>;
  markVerified(id: string, alert: { agency: string; id: string }): Promise<void>;
  /** Adds the vote unless this voter already voted; true when it was added. */
  addVote(vote: typeof communityReportVotes.$inferInsert): Promise<boolean>;
  countVotes(reportId: string): Promise<number>;
  /** Every identifier named in a published report, in normal form. */
  reportedIdentifiers(): Promise<Identifier[]>;
  /** Distinct submitters of published reports naming each identifier. */
  countReporters(
    identifiers: readonly Identifier[],
  ): Promise<{ kind: Identifier['kind']; value: string; count: number }[]>;
}

const r = communityReports;

/** `%` and `_` typed in the search box are searched for, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function reportColumns(viewerKey: string | null) {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    scamType: r.scamType,
    location: r.location,
    phoneNumber: r.phoneNumber,
    emailAddress: r.emailAddress,
    websiteUrl: r.websiteUrl,
    amountLost: r.amountLostCents,
    tags: r.tags,
    upvotes: sql<number>`(select count(*) from community_report_votes v where v.report_id = community_reports.id)::int`,
    reportCount: sql<number>`(select count(*) from community_reports g where g.group_id = community_reports.group_id and g.status = 'published')::int`,
    isVerified: r.isVerified,
    verificationSource: r.verificationSource,
    verificationStatus: r.verificationStatus,
    createdAt: r.createdAt,
    viewerFoundHelpful:
      viewerKey === null
        ? sql<boolean>`false`
        : sql<boolean>`exists(select 1 from community_report_votes v where v.report_id = community_reports.id and v.voter_key = ${viewerKey})`,
  };
}

interface ReportRow {
  id: string;
  title: string;
  description: string;
  category: CommunityCategory;
  scamType: CommunityScamType | null;
  location: string | null;
  phoneNumber: string | null;
  emailAddress: string | null;
  websiteUrl: string | null;
  amountLost: number | null;
  tags: string[];
  upvotes: number;
  reportCount: number;
  isVerified: boolean;
  verificationSource: string | null;
  verificationStatus: VerificationStatus;
  createdAt: Date;
  viewerFoundHelpful: boolean;
}

/** Reports stored before issue 18 may still hold invisible controls: never shown. */
function shownText<T extends string | null>(text: T): T {
  return (text === null ? null : stripInvisibleControls(text)) as T;
}

function toReport(row: ReportRow): CommunityReport {
  return {
    ...row,
    title: shownText(row.title),
    description: shownText(row.description),
    location: shownText(row.location),
    phoneNumber: shownText(row.phoneNumber),
    websiteUrl: shownText(row.websiteUrl),
    // Drivers may hand back counts, bigints and booleans of subqueries as strings.
    amountLost: row.amountLost === null ? null : Number(row.amountLost),
    upvotes: Number(row.upvotes),
    reportCount: Number(row.reportCount),
    viewerFoundHelpful:
      row.viewerFoundHelpful === true || String(row.viewerFoundHelpful) === 'true',
    createdAt: row.createdAt.toISOString(),
  };
}

const candidateColumns = {
  id: r.id,
  groupId: r.groupId,
  description: r.description,
  createdAt: r.createdAt,
};

export function createCommunityRepository(orm: Orm): CommunityRepository {
  return {
    async insert(report) {
      await orm.insert(r).values(report);
    },

    async list(filters) {
      const conditions: SQL[] = [eq(r.status, 'published')];
      if (filters.q) {
        const pattern = likePattern(filters.q);
        const search = or(
          ilike(r.title, pattern),
          ilike(r.description, pattern),
          ilike(r.location, pattern),
        );
        if (search) conditions.push(search);
      }
      if (filters.category) conditions.push(eq(r.category, filters.category));
      if (filters.verified === 'true') conditions.push(eq(r.isVerified, true));
      if (filters.verified === 'false') conditions.push(eq(r.isVerified, false));
      // One row more than asked tells whether there is a next page.
      const rows = await orm
        .select(reportColumns(filters.viewerKey))
        .from(r)
        .where(and(...conditions))
        .orderBy(desc(r.createdAt), desc(r.id))
        .limit(filters.limit + 1)
        .offset(filters.offset);
      return {
        reports: rows.slice(0, filters.limit).map((row) => toReport(row)),
        hasMore: rows.length > filters.limit,
      };
    },

    async findPublished(id, viewerKey) {
      const rows = await orm
        .select(reportColumns(viewerKey))
        .from(r)
        .where(and(eq(r.id, id), eq(r.status, 'published')))
        .limit(1);
      const row = rows[0];
      return row === undefined ? undefined : toReport(row);
    },

    async stats(now, recentDays) {
      const since = new Date(now.getTime() - recentDays * 24 * 60 * 60 * 1000);
      const [row] = await orm
        .select({
          total: sql<number>`count(*)::int`,
          verified: sql<number>`(count(*) filter (where ${r.isVerified}))::int`,
          recent: sql<number>`(count(*) filter (where ${r.createdAt} >= ${since.toISOString()}))::int`,
        })
        .from(r)
        .where(eq(r.status, 'published'));
      const total = Number(row?.total ?? 0);
      const verified = Number(row?.verified ?? 0);
      return {
        totalReports: total,
        verifiedReports: verified,
        recentReports: Number(row?.recent ?? 0),
        verificationRate: total === 0 ? 0 : verified / total,
      };
    },

    async hasDuplicate(submitterKey, textFingerprint, since) {
      const rows = await orm
        .select({ id: r.id })
        .from(r)
        .where(
          and(
            eq(r.submitterKey, submitterKey),
            eq(r.textFingerprint, textFingerprint),
            gte(r.createdAt, since),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async withSameIdentifiers(keys) {
      const matches: SQL[] = [];
      if (keys.phoneKey) matches.push(eq(r.phoneKey, keys.phoneKey));
      if (keys.emailKey) matches.push(eq(r.emailKey, keys.emailKey));
      if (keys.domainKey) matches.push(eq(r.domainKey, keys.domainKey));
      if (matches.length === 0) return [];
      return orm
        .select(candidateColumns)
        .from(r)
        .where(and(eq(r.status, 'published'), or(...matches)))
        .orderBy(r.createdAt);
    },

    async recentPublished(limit) {
      return orm
        .select(candidateColumns)
        .from(r)
        .where(eq(r.status, 'published'))
        .orderBy(desc(r.createdAt))
        .limit(limit);
    },

    async mergeGroups(from, into) {
      if (from.length === 0) return;
      await orm
        .update(r)
        .set({ groupId: into })
        .where(inArray(r.groupId, [...from]));
    },

    async pendingVerification(limit) {
      return orm
        .select({
          id: r.id,
          category: r.category,
          scamType: r.scamType,
          title: r.title,
          description: r.description,
          phoneKey: r.phoneKey,
          emailKey: r.emailKey,
          domainKey: r.domainKey,
        })
        .from(r)
        .where(and(eq(r.status, 'published'), eq(r.isVerified, false)))
        .orderBy(desc(r.createdAt))
        .limit(limit);
    },

    async markVerified(id, alert) {
      await orm
        .update(r)
        .set({
          isVerified: true,
          verificationSource: alert.agency,
          verificationStatus: 'verified',
          verifiedByAlertId: alert.id,
        })
        .where(eq(r.id, id));
    },

    async addVote(vote) {
      const inserted = await orm
        .insert(communityReportVotes)
        .values(vote)
        .onConflictDoNothing()
        .returning({ reportId: communityReportVotes.reportId });
      return inserted.length > 0;
    },

    async countVotes(reportId) {
      const [row] = await orm
        .select({ count: sql<number>`count(*)::int` })
        .from(communityReportVotes)
        .where(eq(communityReportVotes.reportId, reportId));
      return Number(row?.count ?? 0);
    },

    async reportedIdentifiers() {
      const rows = await orm
        .selectDistinct({ phoneKey: r.phoneKey, emailKey: r.emailKey, domainKey: r.domainKey })
        .from(r)
        .where(eq(r.status, 'published'));
      // A key shared by several rows counts once: the caller keeps them in a set.
      return rows.flatMap(identifiersOfKeys);
    },

    async countReporters(identifiers) {
      const results: { kind: Identifier['kind']; value: string; count: number }[] = [];
      for (const identifier of identifiers) {
        const column =
          identifier.kind === 'phone'
            ? r.phoneKey
            : identifier.kind === 'email'
              ? r.emailKey
              : r.domainKey;
        const [row] = await orm
          .select({ count: sql<number>`count(distinct ${r.submitterKey})::int` })
          .from(r)
          .where(and(eq(r.status, 'published'), eq(column, identifier.value)));
        const count = Number(row?.count ?? 0);
        if (count > 0) results.push({ ...identifier, count });
      }
      return results;
    },
  };
}
