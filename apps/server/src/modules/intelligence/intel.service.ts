import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import {
  type CacheUpdatedMessage,
  type AdminIntelActionResponse,
  type IntelSource,
  type SnapshotAsOf,
} from '@scambuddy/contracts';
import type { EngineModel } from '@scambuddy/engine';
import type { Clock } from '../../adapters/clock.js';
import type { Database } from '../../db/database.js';
import { createCollector, type CollectionSummary } from './collector.js';
import { DEFAULT_FETCH_SETTINGS, type FetchSettings } from './feed-fetcher.js';
import { COLLECTION_INTERVAL_MS, politeUserAgent } from './fetch-policy.js';
import { createCoordinator, type CacheUpdatedListener } from './intel.coordination.js';
import { createIntelClassifier } from './intel-classifier.js';
import { buildView, type IntelView, type SourceState } from './intel.read-model.js';
import { createIntelRepository, type IntelItemRow } from './intel.repository.js';
import type { ClassifyItem } from './item-normaliser.js';
import { loadSnapshot } from './snapshot.js';
import { INTEL_DATA_DIR, parseSourcesRegistry, sourcesToCollect } from './sources.js';

export interface IntelConfig {
  /** `off`: no scheduled collection and no network from admin actions either (tests, e2e). */
  collection: 'on' | 'off';
  /** The sources registry; defaults to data/intel/sources.json. */
  sourcesFile?: string | undefined;
}

export interface IntelLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface IntelligenceServiceDeps {
  db: Database;
  clock: Clock;
  engineModel: EngineModel;
  config: IntelConfig;
  /** Named in the collector's User-Agent so an agency can reach us. */
  contactUrl: string;
  version: string;
  log: IntelLogger;
  fetchSettings?: FetchSettings;
  /** Defaults to the engine-backed classifier. */
  classify?: ClassifyItem;
}

/** Computed answers are kept at most this long even without a collection (times in answers age). */
const ANSWER_TTL_MS = 60_000;
/** How long shutdown waits for a scheduled collection under way (main.ts allows 10 s in all). */
const CLOSE_GRACE_MS = 3_000;
/** Distinct cached answers kept; a flood of distinct queries clears the cache, never grows it. */
const ANSWER_CACHE_MAX = 1_000;

export const DEFAULT_SOURCES_FILE = join(INTEL_DATA_DIR, 'sources.json');

export function readRegistry(file: string): IntelSource[] {
  const result = parseSourcesRegistry(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.ok)
    throw new Error(`Invalid sources registry ${file}:\n${result.problems.join('\n')}`);
  return result.sources;
}

function snapshotAsOfFrom(rows: readonly IntelItemRow[]): SnapshotAsOf | null {
  let newest: string | null = null;
  for (const row of rows) {
    if (row.origin === 'snapshot' && row.snapshotDate !== null) {
      if (newest === null || row.snapshotDate > newest) newest = row.snapshotDate;
    }
  }
  if (newest === null) return null;
  return { date: newest, precision: newest.length === 7 ? 'month' : 'day' };
}

/** The first scheduled run never comes sooner than this after start (let the server settle). */
export const FIRST_RUN_MIN_DELAY_MS = 30_000;

/**
 * When the first scheduled run of a process comes: what is left of the 6-hour interval since the
 * last recorded run (of any instance), so restarts do not multiply collections; 30 s after a first
 * start.
 */
export function firstRunDelayMs(lastRunStart: Date | null, now: Date): number {
  const sinceMs = lastRunStart === null ? Infinity : now.getTime() - lastRunStart.getTime();
  return Math.min(
    COLLECTION_INTERVAL_MS,
    Math.max(FIRST_RUN_MIN_DELAY_MS, COLLECTION_INTERVAL_MS - sinceMs),
  );
}

export type IntelligenceService = ReturnType<typeof createIntelligenceService>;

export function createIntelligenceService(deps: IntelligenceServiceDeps) {
  const repository = createIntelRepository(deps.db.orm);
  const classify = deps.classify ?? createIntelClassifier(deps.engineModel);
  const registry = readRegistry(deps.config.sourcesFile ?? DEFAULT_SOURCES_FILE);
  const collector = createCollector({
    repository,
    classify,
    clock: deps.clock,
    userAgent: politeUserAgent(deps.version, deps.contactUrl),
    fetchSettings: deps.fetchSettings ?? DEFAULT_FETCH_SETTINGS,
  });
  const coordinator = createCoordinator(deps.db, (error, what) =>
    deps.log.warn({ err: error }, what),
  );

  let ready: Promise<void> | null = null;
  let view: Promise<IntelView> | null = null;
  const answers = new Map<string, { body: Promise<string>; expiresMs: number }>();
  let scheduleTimer: NodeJS.Timeout | null = null;
  let closed = false;
  /** The scheduled run under way, if any: close() lets it finish before the database closes. */
  let scheduledRun: Promise<unknown> | null = null;

  function invalidate(): void {
    view = null;
    answers.clear();
  }
  // Any instance's collection (this one's included, on PostgreSQL through NOTIFY) refreshes ours.
  coordinator.subscribe(() => invalidate());

  /** Registry into the table; on an empty items table, the bundled snapshot (first start). */
  async function prepare(): Promise<void> {
    await repository.syncSources(registry);
    if ((await repository.itemCount()) > 0) return;
    const jsonl = readFileSync(join(INTEL_DATA_DIR, 'snapshot.jsonl'), 'utf8');
    const snapshot = loadSnapshot(jsonl, registry, classify);
    if (snapshot.problems.length > 0) {
      deps.log.warn({ problems: snapshot.problems.slice(0, 10) }, 'snapshot lines skipped');
    }
    const added = await repository.insertItems(
      snapshot.items,
      deps.clock.now(),
      snapshot.asOf?.date ?? null,
    );
    const perSource = new Map<string, number>();
    for (const item of added) perSource.set(item.sourceId, (perSource.get(item.sourceId) ?? 0) + 1);
    await repository.addItemCounts(perSource);
    deps.log.info({ items: added.length, asOf: snapshot.asOf }, 'intelligence snapshot imported');
  }

  function ensureReady(): Promise<void> {
    ready ??= prepare().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  }

  async function loadView(): Promise<IntelView> {
    await ensureReady();
    const [rows, sourceRows, attempts, anySuccess] = await Promise.all([
      repository.allItems(),
      repository.sourceRows(),
      repository.recentAttempts(),
      repository.anySuccess(),
    ]);
    const states = new Map<string, SourceState>(
      sourceRows.map((row) => [
        row.id,
        {
          lastChecked: row.lastChecked?.toISOString() ?? null,
          lastSuccessful: row.lastSuccessful?.toISOString() ?? null,
          errorCount: row.errorCount,
        },
      ]),
    );
    return buildView({
      registry,
      states,
      attempts,
      items: rows.map((row) => ({
        id: row.id,
        contentHash: row.contentHash,
        sourceId: row.sourceId,
        agency: row.agency,
        sourceType: row.sourceType,
        title: row.title,
        url: row.url,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        datePrecision: row.datePrecision,
        summary: row.summary,
        origin: row.origin,
        kind: row.kind,
        scamTypes: row.scamTypes,
        severity: row.severity,
        elderRelevanceScore: row.elderRelevanceScore,
        statesMentioned: row.statesMentioned,
        fetchedAt: row.fetchedAt.toISOString(),
      })),
      snapshotAsOf: anySuccess ? null : snapshotAsOfFrom(rows),
    });
  }

  function currentView(): Promise<IntelView> {
    const pending = (view ??= loadView());
    pending.catch(() => {
      if (view === pending) view = null;
    });
    return pending;
  }

  async function runCollection(trigger: 'schedule' | 'admin'): Promise<CollectionSummary> {
    await ensureReady();
    const summary = await coordinator.withCollectionLock(() =>
      collector.collect(sourcesToCollect(registry), trigger),
    );
    if (summary === null) return { ran: false, runId: null, sources: [], newItems: [] };
    invalidate();
    const newAlerts = summary.newItems.length;
    deps.log.info(
      {
        trigger,
        newItems: newAlerts,
        failed: summary.sources.filter((source) => !source.ok).map((source) => source.sourceId),
      },
      'intelligence collection finished',
    );
    if (newAlerts > 0) await coordinator.publish({ type: 'cache-updated', newAlerts });
    return summary;
  }

  function scheduleNext(delayMs: number = COLLECTION_INTERVAL_MS): void {
    if (closed) return;
    scheduleTimer = setTimeout(() => {
      scheduledRun = runCollection('schedule')
        .catch((error: unknown) =>
          closed
            ? deps.log.warn({ trigger: 'schedule' }, 'scheduled collection stopped by shutdown')
            : deps.log.error({ err: error }, 'scheduled collection failed'),
        )
        .finally(() => {
          scheduledRun = null;
          scheduleNext();
        });
    }, delayMs);
    // The schedule never keeps the process alive on its own.
    scheduleTimer.unref();
  }

  return {
    registry,
    repository,
    ensureReady,
    view: currentView,

    /**
     * A computed answer, serialised once and kept until a collection adds items (or a minute
     * passes); `key` names the endpoint and its normalised query.
     */
    async cachedAnswer(key: string, compute: (view: IntelView) => unknown): Promise<string> {
      const nowMs = deps.clock.now().getTime();
      const hit = answers.get(key);
      if (hit !== undefined && hit.expiresMs > nowMs) return hit.body;
      // The promise is stored at once, so requests arriving together compute the answer once.
      const body = currentView().then((current) => JSON.stringify(compute(current)));
      if (answers.size >= ANSWER_CACHE_MAX) answers.clear();
      const entry = { body, expiresMs: nowMs + ANSWER_TTL_MS };
      answers.set(key, entry);
      body.catch(() => {
        if (answers.get(key) === entry) answers.delete(key);
      });
      return body;
    },

    /** Collects every active source now (admin "Collect All Data"; helper B's trends update). */
    async collectAll(): Promise<AdminIntelActionResponse> {
      if (deps.config.collection === 'off') {
        return {
          message: 'Collection is turned off on this server (INTEL_COLLECTION=off).',
          details: { ran: false, totalSources: 0, succeeded: 0, failed: 0, newItems: 0 },
        };
      }
      const summary = await runCollection('admin');
      const succeeded = summary.sources.filter((source) => source.ok).length;
      const failures = Object.fromEntries(
        summary.sources
          .filter((source) => !source.ok)
          .map((source) => [source.sourceId, source.errorCode]),
      );
      const total = summary.sources.length;
      // The spec's sentence only when it is true: a run where sources failed says how many.
      const message = !summary.ran
        ? 'Another server is collecting right now; its results will appear shortly.'
        : succeeded === total
          ? 'Successfully collected data from all sources'
          : succeeded === 0
            ? `Collection failed: none of the ${total} sources answered.`
            : `Collected data from ${succeeded} of ${total} sources; ${total - succeeded} failed.`;
      return {
        message,
        details: {
          ran: summary.ran,
          totalSources: summary.sources.length,
          succeeded,
          failed: summary.sources.length - succeeded,
          newItems: summary.newItems.length,
          ...failures,
        },
      };
    },

    /** Writes the registry into the sources table (admin "Initialize Sources"). */
    async initializeSources(): Promise<AdminIntelActionResponse> {
      await ensureReady();
      const added = await repository.syncSources(registry);
      invalidate();
      return {
        message: 'Comprehensive source discovery completed successfully',
        details: {
          totalSources: registry.length,
          activeSources: sourcesToCollect(registry).length,
          newSources: added,
          federal: registry.filter((source) => source.sourceType === 'federal').length,
          state: registry.filter((source) => source.sourceType === 'state').length,
          nonprofit: registry.filter((source) => source.sourceType === 'nonprofit').length,
        },
      };
    },

    /** For tests and the two-instance check: one scheduled run, now. */
    runScheduledCollection: () => runCollection('schedule'),

    /**
     * main.ts only. Prepares the data at once (registry rows, and the snapshot on a first start,
     * so admin figures read them too), then collects every COLLECTION_INTERVAL_MS unless
     * INTEL_COLLECTION is off; see `firstRunDelayMs` for the first run.
     */
    async startSchedule(): Promise<void> {
      await ensureReady();
      if (deps.config.collection === 'off' || scheduleTimer !== null || closed) return;
      const last = await repository.latestRunStart();
      scheduleNext(firstRunDelayMs(last, deps.clock.now()));
    },

    onCacheUpdated(listener: CacheUpdatedListener): void {
      coordinator.subscribe(listener);
    },

    async close(): Promise<void> {
      closed = true;
      if (scheduleTimer !== null) clearTimeout(scheduleTimer);
      // A run under way records its end in the database, which closes after this; it gets a short
      // while to finish (sources that do not answer would hold shutdown too long).
      if (scheduledRun !== null)
        await Promise.race([scheduledRun, wait(CLOSE_GRACE_MS, undefined, { ref: false })]);
      await coordinator.close();
    },
  };
}

export type { CacheUpdatedMessage };
