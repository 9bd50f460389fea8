import type { CollectionAttempt, IntelItem, IntelSource } from '@scambuddy/contracts';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import {
  intelCollectionRuns,
  intelFetchAttempts,
  intelItems,
  intelSources,
} from '../../db/schema/intelligence.js';
import type { CachedValidators } from './fetch-policy.js';
import { RELIABILITY_WINDOW } from './source-reliability.js';

export type IntelSourceRow = typeof intelSources.$inferSelect;
export type IntelItemRow = typeof intelItems.$inferSelect;

/**
 * Rows per INSERT. Well under PostgreSQL's 65,535 bind parameters at 18 columns, and small because
 * PGlite runs each statement synchronously in this thread (~1.5 ms per item row measured): the
 * event loop gets a turn between chunks.
 */
const INSERT_CHUNK = 50;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface AttemptRecord {
  sourceId: string;
  runId: number | null;
  at: Date;
  ok: boolean;
  httpStatus: number | null;
  errorCode: string | null;
  itemsSeen: number;
  newItems: number;
}

export type IntelRepository = ReturnType<typeof createIntelRepository>;

export function createIntelRepository(orm: Orm) {
  return {
    /**
     * Writes the registry's facts about each source, keeping what collection learned (counters,
     * validators). Returns how many sources were new.
     */
    async syncSources(sources: readonly IntelSource[]): Promise<number> {
      if (sources.length === 0) return 0;
      const inserted = await orm
        .insert(intelSources)
        .values(
          sources.map((source) => ({
            id: source.id,
            name: source.name,
            agency: source.agency,
            sourceType: source.sourceType,
            url: source.url,
            format: source.format,
            state: source.state,
            isActive: source.isActive,
          })),
        )
        .onConflictDoUpdate({
          target: intelSources.id,
          set: {
            name: sql`excluded.name`,
            agency: sql`excluded.agency`,
            sourceType: sql`excluded.source_type`,
            url: sql`excluded.url`,
            format: sql`excluded.format`,
            state: sql`excluded.state`,
            isActive: sql`excluded.is_active`,
          },
        })
        .returning({ id: intelSources.id, isNew: sql<boolean>`(xmax = 0)` });
      return inserted.filter((row) => row.isNew).length;
    },

    async sourceRows(): Promise<IntelSourceRow[]> {
      return orm.select().from(intelSources);
    },

    async validators(sourceId: string): Promise<CachedValidators | null> {
      const [row] = await orm
        .select({ etag: intelSources.etag, lastModified: intelSources.lastModified })
        .from(intelSources)
        .where(eq(intelSources.id, sourceId));
      return row ?? null;
    },

    async itemCount(): Promise<number> {
      const [row] = await orm.select({ count: sql<number>`count(*)::int` }).from(intelItems);
      return row?.count ?? 0;
    },

    /**
     * Stores items not seen before: a clash on id (canonical URL), URL or content hash keeps the
     * stored copy (ON CONFLICT DO NOTHING covers every unique constraint). Returns the new items.
     */
    async insertItems(
      items: readonly IntelItem[],
      fetchedAt: Date,
      snapshotDate: string | null,
    ): Promise<IntelItem[]> {
      const added: IntelItem[] = [];
      for (let start = 0; start < items.length; start += INSERT_CHUNK) {
        const chunk = items.slice(start, start + INSERT_CHUNK);
        const rows = await orm
          .insert(intelItems)
          .values(
            chunk.map((item) => ({
              id: item.id,
              contentHash: item.contentHash,
              url: item.url,
              sourceId: item.sourceId,
              agency: item.agency,
              sourceType: item.sourceType,
              title: item.title,
              summary: item.summary,
              publishedAt: item.publishedAt === null ? null : new Date(item.publishedAt),
              datePrecision: item.datePrecision,
              kind: item.kind,
              scamTypes: item.scamTypes,
              severity: item.severity,
              elderRelevanceScore: item.elderRelevanceScore,
              statesMentioned: item.statesMentioned,
              origin: item.origin,
              snapshotDate: item.origin === 'snapshot' ? snapshotDate : null,
              fetchedAt,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: intelItems.id });
        const ids = new Set(rows.map((row) => row.id));
        added.push(...chunk.filter((item) => ids.has(item.id)));
        await yieldToEventLoop();
      }
      return added;
    },

    async allItems(): Promise<IntelItemRow[]> {
      return orm.select().from(intelItems);
    },

    async recordAttempt(
      attempt: AttemptRecord,
      validators: CachedValidators | null,
    ): Promise<void> {
      await orm.insert(intelFetchAttempts).values(attempt);
      const updates = attempt.ok
        ? {
            lastChecked: attempt.at,
            lastSuccessful: attempt.at,
            errorCount: 0,
            lastErrorCode: null,
            itemCount: sql`${intelSources.itemCount} + ${attempt.newItems}`,
            ...(validators === null
              ? {}
              : { etag: validators.etag, lastModified: validators.lastModified }),
          }
        : {
            lastChecked: attempt.at,
            errorCount: sql`${intelSources.errorCount} + 1`,
            lastErrorCode: attempt.errorCode,
          };
      await orm.update(intelSources).set(updates).where(eq(intelSources.id, attempt.sourceId));
    },

    /** Adds snapshot items to their sources' item counts. */
    async addItemCounts(counts: ReadonlyMap<string, number>): Promise<void> {
      for (const [sourceId, count] of counts) {
        await orm
          .update(intelSources)
          .set({ itemCount: sql`${intelSources.itemCount} + ${count}` })
          .where(eq(intelSources.id, sourceId));
      }
    },

    /** The last RELIABILITY_WINDOW attempts of every source, oldest first. */
    async recentAttempts(): Promise<Map<string, CollectionAttempt[]>> {
      const ranked = orm.$with('ranked').as(
        orm
          .select({
            sourceId: intelFetchAttempts.sourceId,
            at: intelFetchAttempts.at,
            ok: intelFetchAttempts.ok,
            itemsSeen: intelFetchAttempts.itemsSeen,
            errorCode: intelFetchAttempts.errorCode,
            rank: sql<number>`row_number() over (partition by ${intelFetchAttempts.sourceId} order by ${intelFetchAttempts.at} desc, ${intelFetchAttempts.id} desc)`.as(
              'rank',
            ),
          })
          .from(intelFetchAttempts),
      );
      const rows = await orm
        .with(ranked)
        .select()
        .from(ranked)
        .where(lte(ranked.rank, RELIABILITY_WINDOW));
      const bySource = new Map<string, CollectionAttempt[]>();
      for (const row of rows) {
        const list = bySource.get(row.sourceId) ?? [];
        list.push({
          at: new Date(row.at).toISOString(),
          ok: row.ok,
          itemCount: row.itemsSeen,
          errorCode: row.errorCode,
        });
        bySource.set(row.sourceId, list);
      }
      for (const list of bySource.values()) {
        list.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
      }
      return bySource;
    },

    /** Whether any collection attempt ever succeeded (until then the snapshot label shows). */
    async anySuccess(): Promise<boolean> {
      const [row] = await orm
        .select({ id: intelFetchAttempts.id })
        .from(intelFetchAttempts)
        .where(eq(intelFetchAttempts.ok, true))
        .limit(1);
      return row !== undefined;
    },

    async startRun(trigger: 'schedule' | 'admin', at: Date): Promise<number> {
      const [row] = await orm
        .insert(intelCollectionRuns)
        .values({ trigger, startedAt: at })
        .returning({ id: intelCollectionRuns.id });
      if (row === undefined) throw new Error('collection run not recorded');
      return row.id;
    },

    async finishRun(
      id: number,
      at: Date,
      figures: { sourcesOk: number; sourcesFailed: number; newItems: number },
    ): Promise<void> {
      await orm
        .update(intelCollectionRuns)
        .set({ finishedAt: at, ...figures })
        .where(eq(intelCollectionRuns.id, id));
    },

    async latestRunStart(): Promise<Date | null> {
      const [row] = await orm
        .select({ startedAt: intelCollectionRuns.startedAt })
        .from(intelCollectionRuns)
        .orderBy(desc(intelCollectionRuns.startedAt))
        .limit(1);
      return row?.startedAt ?? null;
    },

    /** Finished runs since `since`, newest first (for tests and the admin view). */
    async runsSince(since: Date) {
      return orm
        .select()
        .from(intelCollectionRuns)
        .where(and(gte(intelCollectionRuns.startedAt, since)))
        .orderBy(desc(intelCollectionRuns.startedAt));
    },
  };
}
