import { ChannelSchema, type AnalysisResult, type Channel } from '@scambuddy/contracts';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { analyses, helperAlerts, helperInvites, helperLinks, users } from '../../db/schema.js';

export type InviteRow = typeof helperInvites.$inferSelect;
export type LinkRow = typeof helperLinks.$inferSelect;

export interface LinkWithName extends LinkRow {
  otherName: string;
}

export interface HighRiskRow {
  id: string;
  createdAt: Date;
  channel: string | null;
  text: string | null;
  result: AnalysisResult;
}

export interface AlertRow {
  id: string;
  linkId: string;
  personName: string;
  analysisId: string;
  createdAt: Date;
  readAt: Date | null;
  result: AnalysisResult;
}

/** Most results and alerts one screen lists. */
export const HELPER_LIST_LIMIT = 50;

export type HelperRepository = ReturnType<typeof createHelperRepository>;

export function createHelperRepository(orm: Orm) {
  return {
    async insertInvite(invite: typeof helperInvites.$inferInsert): Promise<void> {
      await orm.insert(helperInvites).values(invite);
    },

    async findInviteByHash(
      tokenHash: string,
    ): Promise<(InviteRow & { personName: string }) | undefined> {
      const [row] = await orm
        .select({ invite: helperInvites, personName: users.name })
        .from(helperInvites)
        .innerJoin(users, eq(users.id, helperInvites.personId))
        .where(eq(helperInvites.tokenHash, tokenHash))
        .limit(1);
      return row ? { ...row.invite, personName: row.personName } : undefined;
    },

    /** Open invitations (not used, not withdrawn, not expired) of one person. */
    async openInvites(personId: string, now: Date): Promise<InviteRow[]> {
      return orm
        .select()
        .from(helperInvites)
        .where(
          and(
            eq(helperInvites.personId, personId),
            isNull(helperInvites.usedAt),
            isNull(helperInvites.revokedAt),
            gte(helperInvites.expiresAt, now),
          ),
        )
        .orderBy(desc(helperInvites.createdAt));
    },

    /** Withdraws an open invitation of this person; false when there was none. */
    async revokeInvite(personId: string, id: string, now: Date): Promise<boolean> {
      const rows = await orm
        .update(helperInvites)
        .set({ revokedAt: now })
        .where(
          and(
            eq(helperInvites.id, id),
            eq(helperInvites.personId, personId),
            isNull(helperInvites.usedAt),
            isNull(helperInvites.revokedAt),
          ),
        )
        .returning({ id: helperInvites.id });
      return rows.length > 0;
    },

    /**
     * Spends an invitation: one UPDATE that only succeeds while it is unused, not withdrawn and
     * not expired, so two people opening the same link at once cannot both become helpers.
     */
    async claimInvite(id: string, now: Date): Promise<boolean> {
      const rows = await orm
        .update(helperInvites)
        .set({ usedAt: now })
        .where(
          and(
            eq(helperInvites.id, id),
            isNull(helperInvites.usedAt),
            isNull(helperInvites.revokedAt),
            gte(helperInvites.expiresAt, now),
          ),
        )
        .returning({ id: helperInvites.id });
      return rows.length > 0;
    },

    async activeLinkBetween(personId: string, helperId: string): Promise<LinkRow | undefined> {
      const [row] = await orm
        .select()
        .from(helperLinks)
        .where(
          and(
            eq(helperLinks.personId, personId),
            eq(helperLinks.helperId, helperId),
            isNull(helperLinks.endedAt),
          ),
        )
        .limit(1);
      return row;
    },

    async insertLink(link: typeof helperLinks.$inferInsert): Promise<void> {
      await orm.insert(helperLinks).values(link);
    },

    async findLink(id: string): Promise<LinkRow | undefined> {
      const [row] = await orm.select().from(helperLinks).where(eq(helperLinks.id, id)).limit(1);
      return row;
    },

    async userName(id: string): Promise<string> {
      const [row] = await orm.select({ name: users.name }).from(users).where(eq(users.id, id));
      return row?.name ?? '';
    },

    /** Links where this user is the person (`as: 'person'`) or the helper, newest first. */
    async linksOf(userId: string, as: 'person' | 'helper'): Promise<LinkWithName[]> {
      const mine = as === 'person' ? helperLinks.personId : helperLinks.helperId;
      const other = as === 'person' ? helperLinks.helperId : helperLinks.personId;
      const rows = await orm
        .select({ link: helperLinks, otherName: users.name })
        .from(helperLinks)
        .innerJoin(users, eq(users.id, other))
        .where(eq(mine, userId))
        .orderBy(desc(helperLinks.createdAt))
        .limit(HELPER_LIST_LIMIT);
      return rows.map((row) => ({ ...row.link, otherName: row.otherName }));
    },

    async setShareText(id: string, shareText: boolean): Promise<void> {
      await orm.update(helperLinks).set({ shareText }).where(eq(helperLinks.id, id));
    },

    /** Ends an active link; false when it had already ended. */
    async endLink(id: string, endedBy: 'person' | 'helper', now: Date): Promise<boolean> {
      const rows = await orm
        .update(helperLinks)
        .set({ endedAt: now, endedBy })
        .where(and(eq(helperLinks.id, id), isNull(helperLinks.endedAt)))
        .returning({ id: helperLinks.id });
      return rows.length > 0;
    },

    /** The person's HIGH-risk analyses made since `since`, newest first. */
    async highRiskSince(personId: string, since: Date): Promise<HighRiskRow[]> {
      return orm
        .select({
          id: analyses.id,
          createdAt: analyses.createdAt,
          channel: analyses.channel,
          text: analyses.text,
          result: analyses.result,
        })
        .from(analyses)
        .where(
          and(
            eq(analyses.userId, personId),
            gte(analyses.createdAt, since),
            sql`${analyses.result}->>'risk_level' = 'high'`,
          ),
        )
        .orderBy(desc(analyses.createdAt))
        .limit(HELPER_LIST_LIMIT);
    },

    /** Active links of a person: who gets an alert. */
    async activeHelpersOf(personId: string): Promise<{ id: string; helperId: string }[]> {
      return orm
        .select({ id: helperLinks.id, helperId: helperLinks.helperId })
        .from(helperLinks)
        .where(and(eq(helperLinks.personId, personId), isNull(helperLinks.endedAt)));
    },

    async insertAlerts(rows: (typeof helperAlerts.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await orm.insert(helperAlerts).values(rows);
    },

    /** A helper's alerts on links that are still active, newest first. */
    async alertsOf(helperId: string): Promise<AlertRow[]> {
      return orm
        .select({
          id: helperAlerts.id,
          linkId: helperAlerts.linkId,
          personName: users.name,
          analysisId: helperAlerts.analysisId,
          createdAt: helperAlerts.createdAt,
          readAt: helperAlerts.readAt,
          result: analyses.result,
        })
        .from(helperAlerts)
        .innerJoin(helperLinks, eq(helperLinks.id, helperAlerts.linkId))
        .innerJoin(users, eq(users.id, helperLinks.personId))
        .innerJoin(analyses, eq(analyses.id, helperAlerts.analysisId))
        .where(and(eq(helperAlerts.helperId, helperId), isNull(helperLinks.endedAt)))
        .orderBy(desc(helperAlerts.createdAt))
        .limit(HELPER_LIST_LIMIT);
    },

    /** Unread alerts per active link of a helper. */
    async unreadByLink(helperId: string): Promise<Map<string, number>> {
      const rows = await orm
        .select({ linkId: helperAlerts.linkId, n: sql<number>`count(*)::int` })
        .from(helperAlerts)
        .innerJoin(helperLinks, eq(helperLinks.id, helperAlerts.linkId))
        .where(
          and(
            eq(helperAlerts.helperId, helperId),
            isNull(helperAlerts.readAt),
            isNull(helperLinks.endedAt),
          ),
        )
        .groupBy(helperAlerts.linkId);
      return new Map(rows.map((row) => [row.linkId, Number(row.n)]));
    },

    async markLinkAlertsRead(linkId: string, helperId: string, now: Date): Promise<void> {
      await orm
        .update(helperAlerts)
        .set({ readAt: now })
        .where(
          and(
            eq(helperAlerts.linkId, linkId),
            eq(helperAlerts.helperId, helperId),
            isNull(helperAlerts.readAt),
          ),
        );
    },
  };
}

/** The stored channel as the contract knows it, or null. */
export function channelOf(value: string | null): Channel | null {
  const parsed = ChannelSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
