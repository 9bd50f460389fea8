import { randomBytes } from 'node:crypto';
import type { ForwardingKind } from '@scambuddy/contracts';
import { and, count, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { forwardingEvents, forwardingIdentities } from '../../db/schema.js';

export type IdentityRow = typeof forwardingIdentities.$inferSelect;
export type ForwardingEventRow = typeof forwardingEvents.$inferInsert;
export type ForwardingOutcome = ForwardingEventRow['outcome'];

export type ForwardingRepository = ReturnType<typeof createForwardingRepository>;

export function newForwardingId(): string {
  return randomBytes(16).toString('base64url');
}

export function createForwardingRepository(orm: Orm) {
  return {
    async listIdentities(userId: string): Promise<IdentityRow[]> {
      return orm
        .select()
        .from(forwardingIdentities)
        .where(eq(forwardingIdentities.userId, userId))
        .orderBy(desc(forwardingIdentities.createdAt));
    },

    async findIdentity(userId: string, id: string): Promise<IdentityRow | undefined> {
      const [row] = await orm
        .select()
        .from(forwardingIdentities)
        .where(and(eq(forwardingIdentities.id, id), eq(forwardingIdentities.userId, userId)))
        .limit(1);
      return row;
    },

    /** The verified owner of an address or number, if anyone verified it. */
    async findVerified(kind: ForwardingKind, value: string): Promise<IdentityRow | undefined> {
      const [row] = await orm
        .select()
        .from(forwardingIdentities)
        .where(
          and(
            eq(forwardingIdentities.kind, kind),
            eq(forwardingIdentities.value, value),
            isNotNull(forwardingIdentities.verifiedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /** Links still waiting for their code, for a number that texted the link word. */
    async findPending(kind: ForwardingKind, value: string, now: Date): Promise<IdentityRow[]> {
      const rows = await orm
        .select()
        .from(forwardingIdentities)
        .where(and(eq(forwardingIdentities.kind, kind), eq(forwardingIdentities.value, value)))
        .orderBy(desc(forwardingIdentities.createdAt));
      return rows.filter(
        (row) => row.verifiedAt === null && row.codeExpiresAt !== null && row.codeExpiresAt > now,
      );
    },

    async insertIdentity(row: typeof forwardingIdentities.$inferInsert): Promise<void> {
      await orm.insert(forwardingIdentities).values(row);
    },

    async updateIdentity(
      id: string,
      changes: Partial<typeof forwardingIdentities.$inferInsert>,
    ): Promise<void> {
      await orm.update(forwardingIdentities).set(changes).where(eq(forwardingIdentities.id, id));
    },

    async deleteIdentity(userId: string, id: string): Promise<boolean> {
      const deleted = await orm
        .delete(forwardingIdentities)
        .where(and(eq(forwardingIdentities.id, id), eq(forwardingIdentities.userId, userId)))
        .returning({ id: forwardingIdentities.id });
      return deleted.length > 0;
    },

    async recordEvent(row: Omit<ForwardingEventRow, 'id'>): Promise<void> {
      await orm.insert(forwardingEvents).values({ ...row, id: newForwardingId() });
    },

    /** Events of one sender since a time, counted by outcome. */
    async senderEventsSince(
      senderHash: string,
      since: Date,
      outcomes: readonly ForwardingOutcome[],
      onlyReplied = false,
    ): Promise<number> {
      const [row] = await orm
        .select({ n: count() })
        .from(forwardingEvents)
        .where(
          and(
            eq(forwardingEvents.senderHash, senderHash),
            gte(forwardingEvents.createdAt, since),
            inArray(forwardingEvents.outcome, [...outcomes]),
            ...(onlyReplied ? [eq(forwardingEvents.replied, true)] : []),
          ),
        );
      return row?.n ?? 0;
    },

    /** Answers the whole deployment sent since a time. */
    async repliesSince(since: Date): Promise<number> {
      const [row] = await orm
        .select({ n: count() })
        .from(forwardingEvents)
        .where(and(gte(forwardingEvents.createdAt, since), eq(forwardingEvents.replied, true)));
      return row?.n ?? 0;
    },
  };
}
