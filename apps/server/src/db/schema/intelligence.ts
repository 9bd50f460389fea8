import type {
  DatePrecision,
  IntelKind,
  IntelOrigin,
  IntelScamType,
  IntelSeverity,
  SourceFormat,
  SourceType,
  UsStateCode,
} from '@scambuddy/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Scam intelligence (issue 6). The registry file (data/intel/sources.json) says what a source is;
 * `intel_sources` keeps what we learned collecting it (validators, counters). Items are stored
 * once by canonical URL (id) and once by content hash; every fetch attempt is kept so status and
 * reliability come from history (DELTAS row 4).
 */
export const intelSources = pgTable('intel_sources', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  agency: text('agency').notNull(),
  sourceType: text('source_type').$type<SourceType>().notNull(),
  url: text('url').notNull(),
  format: text('format').$type<SourceFormat>().notNull(),
  state: text('state').$type<UsStateCode>(),
  isActive: boolean('is_active').notNull().default(true),
  /** Validators of the last 200 answer, sent back as If-None-Match / If-Modified-Since. */
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastChecked: timestamp('last_checked', { withTimezone: true }),
  lastSuccessful: timestamp('last_successful', { withTimezone: true }),
  /** Failures since the last success. */
  errorCount: integer('error_count').notNull().default(0),
  /** Items stored from this source (snapshot included). */
  itemCount: integer('item_count').notNull().default(0),
  lastErrorCode: text('last_error_code'),
});

export const intelItems = pgTable(
  'intel_items',
  {
    /** SHA-256 of the canonical URL. */
    id: text('id').primaryKey(),
    contentHash: text('content_hash').notNull().unique(),
    url: text('url').notNull().unique(),
    sourceId: text('source_id').notNull(),
    agency: text('agency').notNull(),
    sourceType: text('source_type').$type<SourceType>().notNull(),
    title: text('title'),
    summary: text('summary'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    datePrecision: text('date_precision').$type<DatePrecision>(),
    kind: text('kind').$type<IntelKind>().notNull(),
    scamTypes: jsonb('scam_types').$type<IntelScamType[]>().notNull(),
    severity: text('severity').$type<IntelSeverity>().notNull(),
    elderRelevanceScore: integer('elder_relevance_score').notNull(),
    statesMentioned: jsonb('states_mentioned').$type<UsStateCode[]>().notNull(),
    /** 'snapshot' (bundled, dated by `snapshotDate`) or 'collected' (live). */
    origin: text('origin').$type<IntelOrigin>().notNull(),
    snapshotDate: text('snapshot_date'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('intel_items_published_idx').on(table.publishedAt),
    index('intel_items_kind_published_idx').on(table.kind, table.publishedAt),
    index('intel_items_agency_idx').on(table.agency),
    index('intel_items_severity_idx').on(table.severity),
    index('intel_items_source_idx').on(table.sourceId),
  ],
);

/** One fetch of one source: the history behind error count, status and reliability. */
export const intelFetchAttempts = pgTable(
  'intel_fetch_attempts',
  {
    id: serial('id').primaryKey(),
    sourceId: text('source_id').notNull(),
    runId: integer('run_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    httpStatus: integer('http_status'),
    errorCode: text('error_code'),
    itemsSeen: integer('items_seen').notNull().default(0),
    newItems: integer('new_items').notNull().default(0),
  },
  (table) => [index('intel_fetch_attempts_source_at_idx').on(table.sourceId, table.at)],
);

/** One collection run over every active source (schedule or admin). */
export const intelCollectionRuns = pgTable(
  'intel_collection_runs',
  {
    id: serial('id').primaryKey(),
    trigger: text('trigger').$type<'schedule' | 'admin'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    sourcesOk: integer('sources_ok').notNull().default(0),
    sourcesFailed: integer('sources_failed').notNull().default(0),
    newItems: integer('new_items').notNull().default(0),
  },
  (table) => [index('intel_collection_runs_started_idx').on(table.startedAt)],
);
