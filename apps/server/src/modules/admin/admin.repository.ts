import { randomBytes } from 'node:crypto';
import type { AdminAlert, FeedbackLabel } from '@scambuddy/contracts';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import {
  adminAlerts,
  analyses,
  analysisFeedback,
  intelItems,
  intelSources,
  modelVersions,
  sessions,
  users,
} from '../../db/schema.js';
import type { AlertCandidate, SourceStatus } from './alert-rules.js';

/** The score stored in each analysis's result JSON. */
const scoreSql = sql<number>`((${analyses.result} ->> 'scam_score')::int)`;
const bandSql = sql<
  'high' | 'moderate' | 'low'
>`case when ${scoreSql} > 70 then 'high' when ${scoreSql} <= 30 then 'low' else 'moderate' end`;
const countSql = sql<number>`count(*)::int`;

export interface FeedbackGroup {
  verdict: FeedbackLabel;
  band: 'high' | 'moderate' | 'low';
  hasText: boolean;
  count: number;
}

export interface ActivityRow {
  id: string;
  type: 'analysis' | 'user_joined' | 'feedback' | 'alert' | 'model_version';
  at: Date;
  params: Record<string, string | number>;
}

export type AlertRow = typeof adminAlerts.$inferSelect;

export function toAdminAlert(row: AlertRow): AdminAlert {
  return {
    id: row.id,
    type: row.type,
    severity: row.severity,
    title: row.title,
    description: row.description,
    timestamp: row.createdAt.toISOString(),
    resolved: row.resolved,
    params: row.params,
  };
}

const first = async (rows: Promise<{ value: number }[]>): Promise<number> =>
  Number((await rows)[0]?.value ?? 0);

export function createAdminRepository(orm: Orm) {
  return {
    countUsers: () => first(orm.select({ value: countSql }).from(users)),

    countUsersSince: (since: Date) =>
      first(orm.select({ value: countSql }).from(users).where(gte(users.createdAt, since))),

    /**
     * Active: signed in, used a session (sessions slide 30 days ahead on use, so a session used
     * since `since` expires after since + 30 days) or made an analysis since `since`.
     */
    countActiveUsersSince: (since: Date, sessionDays: number) => {
      const sessionUsedAfter = new Date(since.getTime() + sessionDays * 86_400_000);
      return first(
        orm.select({ value: countSql }).from(users).where(sql`${users.lastSeenAt} >= ${since}
          or exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.expiresAt} >= ${sessionUsedAfter})
          or exists (select 1 from ${analyses} where ${analyses.userId} = ${users.id} and ${analyses.createdAt} >= ${since})`),
      );
    },

    countAnalyses: () => first(orm.select({ value: countSql }).from(analyses)),

    countHighRisk: () =>
      first(
        orm
          .select({ value: countSql })
          .from(analyses)
          .where(sql`${scoreSql} > 70`),
      ),

    countActiveAlerts: () =>
      first(
        orm.select({ value: countSql }).from(adminAlerts).where(eq(adminAlerts.resolved, false)),
      ),

    /** Analyses since `since` per ten-point score bucket (100 joins 90–100). */
    async scoreBuckets(since: Date): Promise<Map<number, number>> {
      const bucket = sql<number>`least(${scoreSql} / 10, 9)`;
      const rows = await orm
        .select({ bucket, count: countSql })
        .from(analyses)
        .where(gte(analyses.createdAt, since))
        .groupBy(bucket);
      return new Map(rows.map((row) => [Number(row.bucket), Number(row.count)]));
    },

    async feedbackGroups(since?: Date): Promise<FeedbackGroup[]> {
      const hasText = sql<boolean>`(${analyses.text} is not null)`;
      const rows = await orm
        .select({ verdict: analysisFeedback.verdict, band: bandSql, hasText, count: countSql })
        .from(analysisFeedback)
        .innerJoin(analyses, eq(analyses.id, analysisFeedback.analysisId))
        .where(since ? gte(analysisFeedback.createdAt, since) : undefined)
        .groupBy(analysisFeedback.verdict, bandSql, hasText);
      return rows.map((row) => ({
        ...row,
        count: Number(row.count),
        hasText: Boolean(row.hasText),
      }));
    },

    async feedbackGroupsBetween(from: Date, to: Date): Promise<FeedbackGroup[]> {
      const hasText = sql<boolean>`(${analyses.text} is not null)`;
      const rows = await orm
        .select({ verdict: analysisFeedback.verdict, band: bandSql, hasText, count: countSql })
        .from(analysisFeedback)
        .innerJoin(analyses, eq(analyses.id, analysisFeedback.analysisId))
        .where(
          and(gte(analysisFeedback.createdAt, from), sql`${analysisFeedback.createdAt} < ${to}`),
        )
        .groupBy(analysisFeedback.verdict, bandSql, hasText);
      return rows.map((row) => ({
        ...row,
        count: Number(row.count),
        hasText: Boolean(row.hasText),
      }));
    },

    /** Analyses per scam type created in [from, to). */
    async scamTypeCounts(from: Date, to: Date): Promise<Record<string, number>> {
      const type = sql<string>`(${analyses.result} ->> 'scam_type')`;
      const rows = await orm
        .select({ type, count: countSql })
        .from(analyses)
        .where(and(gte(analyses.createdAt, from), sql`${analyses.createdAt} < ${to}`))
        .groupBy(type);
      return Object.fromEntries(rows.map((row) => [row.type, Number(row.count)]));
    },

    /** Feed sources with their collection status (helper tables of the intelligence module). */
    async sourceStatuses(): Promise<SourceStatus[]> {
      return orm
        .select({
          id: intelSources.id,
          name: intelSources.name,
          isActive: intelSources.isActive,
          errorCount: intelSources.errorCount,
          lastSuccessful: intelSources.lastSuccessful,
        })
        .from(intelSources);
    },

    countScamAlertTrends: () =>
      first(
        orm.select({ value: countSql }).from(intelItems).where(eq(intelItems.kind, 'scam-alert')),
      ),

    /** The latest events of each kind, merged newest first. No message text, no e-mail address. */
    async recentActivity(limit: number): Promise<ActivityRow[]> {
      const [analysisRows, userRows, feedbackRows, alertRows, versionRows] = await Promise.all([
        orm
          .select({
            id: analyses.id,
            at: analyses.createdAt,
            score: scoreSql,
            inputType: analyses.inputType,
          })
          .from(analyses)
          .orderBy(desc(analyses.createdAt))
          .limit(limit),
        orm
          .select({ id: users.id, at: users.createdAt })
          .from(users)
          .orderBy(desc(users.createdAt))
          .limit(limit),
        orm
          .select({
            id: analysisFeedback.id,
            at: analysisFeedback.createdAt,
            verdict: analysisFeedback.verdict,
          })
          .from(analysisFeedback)
          .orderBy(desc(analysisFeedback.createdAt))
          .limit(limit),
        orm
          .select({
            id: adminAlerts.id,
            at: adminAlerts.createdAt,
            title: adminAlerts.title,
            severity: adminAlerts.severity,
          })
          .from(adminAlerts)
          .orderBy(desc(adminAlerts.createdAt))
          .limit(limit),
        orm
          .select({
            id: modelVersions.id,
            at: modelVersions.createdAt,
            version: modelVersions.version,
            status: modelVersions.status,
          })
          .from(modelVersions)
          .orderBy(desc(modelVersions.createdAt))
          .limit(limit),
      ]);
      const rows: ActivityRow[] = [
        ...analysisRows.map((r) => ({
          id: `analysis:${r.id}`,
          type: 'analysis' as const,
          at: r.at,
          params: { score: Number(r.score), inputType: r.inputType },
        })),
        ...userRows.map((r) => ({
          id: `user:${r.id}`,
          type: 'user_joined' as const,
          at: r.at,
          params: {},
        })),
        ...feedbackRows.map((r) => ({
          id: `feedback:${r.id}`,
          type: 'feedback' as const,
          at: r.at,
          params: { verdict: r.verdict },
        })),
        ...alertRows.map((r) => ({
          id: `alert:${r.id}`,
          type: 'alert' as const,
          at: r.at,
          params: { title: r.title, severity: r.severity },
        })),
        ...versionRows.map((r) => ({
          id: `model:${r.id}`,
          type: 'model_version' as const,
          at: r.at,
          params: { version: r.version, status: r.status },
        })),
      ];
      return rows.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
    },

    /** Unresolved alerts first, then the latest resolved ones. */
    async listAlerts(limit: number): Promise<AlertRow[]> {
      return orm
        .select()
        .from(adminAlerts)
        .orderBy(adminAlerts.resolved, desc(adminAlerts.createdAt))
        .limit(limit);
    },

    /** Inserts the alerts not raised before (by dedupe key); returns how many were new. */
    async raiseAlerts(candidates: readonly AlertCandidate[], now: Date): Promise<number> {
      if (candidates.length === 0) return 0;
      const inserted = await orm
        .insert(adminAlerts)
        .values(
          candidates.map((candidate) => ({
            id: randomBytes(12).toString('base64url'),
            ...candidate,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: adminAlerts.dedupeKey })
        .returning({ id: adminAlerts.id });
      return inserted.length;
    },

    async resolveAlert(id: string, now: Date): Promise<AlertRow | undefined> {
      const rows = await orm
        .update(adminAlerts)
        .set({ resolved: true, resolvedAt: now })
        .where(eq(adminAlerts.id, id))
        .returning();
      return rows[0];
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
