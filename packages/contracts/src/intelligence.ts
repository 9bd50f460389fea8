import { z } from 'zod';
import { UsStateCodeSchema } from './states.js';

// The screens' pure rules live beside this file; one export line in index.ts serves both.
export * from './intelligence-rules.js';

/**
 * Scam intelligence (issue 6): the sources we collect from, the normalised item every collected or
 * snapshot entry becomes, and the shapes the intelligence screens read (spec part 1 §3 "Trend",
 * "News item", "Filter statistics"; part 2 §3 "Alerts, trends, sources").
 */

/** Who publishes a source (part 2 §3 "Data source": federal, state, nonprofit). */
export const SourceTypeSchema = z.enum(['federal', 'state', 'nonprofit']);
export type SourceType = z.infer<typeof SourceTypeSchema>;

/** How a source publishes: a feed, or an HTML listing page read by the generic listing parser. */
export const SourceFormatSchema = z.enum(['rss', 'atom', 'html']);
export type SourceFormat = z.infer<typeof SourceFormatSchema>;

/** One entry of the sources registry (apps/server/data/intel/sources.json). */
export const IntelSourceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  agency: z.string().min(1),
  sourceType: SourceTypeSchema,
  url: z.url({ protocol: /^https?$/ }),
  format: SourceFormatSchema,
  /** How sure we are that the URL works, in the words of whoever checked it. */
  verification: z.string().min(1),
  notes: z.string().nullable(),
  /** The state a state agency covers; null for federal and nonprofit sources. */
  state: UsStateCodeSchema.nullable(),
  altUrls: z.array(z.url({ protocol: /^https?$/ })),
  /** A disabled source is listed (status Inactive) but never fetched. */
  isActive: z.boolean(),
});
export type IntelSource = z.infer<typeof IntelSourceSchema>;

/** Severity of an alert (part 2 §3 "Live alert"). */
export const IntelSeveritySchema = z.enum(['critical', 'high', 'medium', 'low']);
export type IntelSeverity = z.infer<typeof IntelSeveritySchema>;

/** A scam alert warns about a scam; news is everything else an agency publishes. */
export const IntelKindSchema = z.enum(['scam-alert', 'news']);
export type IntelKind = z.infer<typeof IntelKindSchema>;

/** The scam-type labels of part 2 §3. */
export const IntelScamTypeSchema = z.enum([
  'phone',
  'email',
  'medicare',
  'social_security',
  'investment',
  'romance',
  'tech_support',
  'family_emergency',
]);
export type IntelScamType = z.infer<typeof IntelScamTypeSchema>;

/**
 * How much of `publishedAt` the source actually stated: an instant, a calendar day, or only a month.
 * A day is stored as its UTC midnight and a month as its first day, so items sort together; screens
 * show only the stated part.
 */
export const DatePrecisionSchema = z.enum(['instant', 'day', 'month']);
export type DatePrecision = z.infer<typeof DatePrecisionSchema>;

/** What the engine says about an item (scam alert or news, scam types, severity, elder relevance). */
export const IntelClassificationSchema = z.object({
  kind: IntelKindSchema,
  scamTypes: z.array(IntelScamTypeSchema),
  severity: IntelSeveritySchema,
  elderRelevanceScore: z.number().int().min(0).max(100),
  statesMentioned: z.array(UsStateCodeSchema),
});
export type IntelClassification = z.infer<typeof IntelClassificationSchema>;

/** Where an item came from: a collection run, or the bundled snapshot (labelled as such). */
export const IntelOriginSchema = z.enum(['collected', 'snapshot']);
export type IntelOrigin = z.infer<typeof IntelOriginSchema>;

const Sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * One normalised item. `id` is the SHA-256 of the canonical URL, so the same article is stored
 * once whichever feed carried it; `contentHash` (title + summary) catches the same text under two
 * URLs. Missing titles, dates and summaries stay null: nothing is invented.
 */
export const IntelItemSchema = z
  .object({
    id: Sha256HexSchema,
    contentHash: Sha256HexSchema,
    sourceId: z.string().min(1),
    agency: z.string().min(1),
    sourceType: SourceTypeSchema,
    title: z.string().min(1).nullable(),
    url: z.url({ protocol: /^https?$/ }),
    publishedAt: z.iso.datetime().nullable(),
    datePrecision: DatePrecisionSchema.nullable(),
    summary: z.string().min(1).nullable(),
    origin: IntelOriginSchema,
  })
  .extend(IntelClassificationSchema.shape)
  .refine((item) => (item.publishedAt === null) === (item.datePrecision === null), {
    message: 'publishedAt and datePrecision are both set or both null',
    path: ['datePrecision'],
  });
export type IntelItem = z.infer<typeof IntelItemSchema>;

/** One attempt to collect a source, the history that status and reliability are computed from. */
export const CollectionAttemptSchema = z.object({
  at: z.iso.datetime(),
  ok: z.boolean(),
  itemCount: z.number().int().min(0),
  /** A stable error code (for example http_500, timeout, too_large, malformed); null on success. */
  errorCode: z.string().nullable(),
});
export type CollectionAttempt = z.infer<typeof CollectionAttemptSchema>;

/** Source card status of part 2 §4. */
export const SourceStatusSchema = z.enum(['inactive', 'offline', 'issues', 'online', 'pending']);
export type SourceStatus = z.infer<typeof SourceStatusSchema>;

/**
 * A source on the status page (part 2 §3 "Data source"), plus the reliability computed from its
 * collection history (DELTAS row 4) instead of a fixed 93%.
 */
export const DataSourceSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  agency: z.string().min(1),
  sourceType: SourceTypeSchema,
  isActive: z.boolean(),
  errorCount: z.number().int().min(0),
  lastChecked: z.iso.datetime().nullable(),
  lastSuccessful: z.iso.datetime().nullable(),
  itemCount: z.number().int().min(0),
  reliability: z.number().min(0).max(1),
});
export type DataSource = z.infer<typeof DataSourceSchema>;

export const DataSourcesResponseSchema = z.object({
  sources: z.array(DataSourceSchema),
  summary: z.object({
    totalSources: z.number().int().min(0),
    onlineSources: z.number().int().min(0),
    activeSources: z.number().int().min(0),
    totalItems: z.number().int().min(0),
    lastUpdate: z.iso.datetime().nullable(),
  }),
  stats: z.object({ totalSources: z.number().int().min(0) }),
});
export type DataSourcesResponse = z.infer<typeof DataSourcesResponseSchema>;

/**
 * A live alert (part 2 §3). `states` and `isNational` are added so the map can count per state
 * (national alerts add 0.1 to every state, part 2 §9) without parsing `location`.
 */
export const LiveAlertSchema = z.object({
  id: z.string().min(1),
  title: z.string().nullable(),
  description: z.string().nullable(),
  severity: IntelSeveritySchema,
  isScamAlert: z.boolean(),
  sourceAgency: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }),
  timestamp: z.iso.datetime().nullable(),
  datePrecision: DatePrecisionSchema.nullable(),
  /** A state code, or null for an alert that names no state. */
  location: UsStateCodeSchema.nullable(),
  states: z.array(UsStateCodeSchema),
  isNational: z.boolean(),
  scamTypes: z.array(IntelScamTypeSchema),
  elderRelevanceScore: z.number().int().min(0).max(100),
  type: IntelKindSchema,
});
export type LiveAlert = z.infer<typeof LiveAlertSchema>;

export const LiveAlertsStatisticsSchema = z.object({
  totalActiveAlerts: z.number().int().min(0),
  dataSourcesOnline: z.number().int().min(0),
  highSeverityAlerts: z.number().int().min(0),
  /** Share of the 51 jurisdictions with at least one alert, 0-100. */
  coverage: z.number().min(0).max(100),
  lastUpdate: z.iso.datetime().nullable(),
  scamAlertsToday: z.number().int().min(0),
  governmentAdvisories: z.number().int().min(0),
});
export type LiveAlertsStatistics = z.infer<typeof LiveAlertsStatisticsSchema>;

/**
 * The newest date of the bundled snapshot, shown as "snapshot of {date}" until a collection
 * succeeds. A month-only newest date stays month-only ("2026-01"), never a made-up day.
 */
export const SnapshotAsOfSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/),
  precision: z.enum(['day', 'month']),
});
export type SnapshotAsOf = z.infer<typeof SnapshotAsOfSchema>;

/** Answer of GET /api/heatmap/live-alerts and GET /api/unified-trends-heatmap. */
export const LiveAlertsResponseSchema = z.object({
  alerts: z.array(LiveAlertSchema),
  statistics: LiveAlertsStatisticsSchema,
  /** Set while only the bundled snapshot is shown. */
  snapshotAsOf: SnapshotAsOfSchema.nullable(),
});
export type LiveAlertsResponse = z.infer<typeof LiveAlertsResponseSchema>;

/** A trend of GET /api/trends (part 2 §3 "Trend"). */
export const TrendSchema = z.object({
  id: z.string().min(1),
  title: z.string().nullable(),
  description: z.string().nullable(),
  agency: z.string().min(1),
  type: IntelKindSchema,
  riskLevel: IntelSeveritySchema,
  publishedAt: z.iso.datetime().nullable(),
  datePrecision: DatePrecisionSchema.nullable(),
  scamTypes: z.array(IntelScamTypeSchema),
  elderRelevanceScore: z.number().int().min(0).max(100),
  url: z.url({ protocol: /^https?$/ }),
});
export type Trend = z.infer<typeof TrendSchema>;

export const TrendsResponseSchema = z.object({
  trends: z.array(TrendSchema),
  metadata: z.object({
    total: z.number().int().min(0),
    scamTrends: z.number().int().min(0),
    newsItems: z.number().int().min(0),
    lastUpdated: z.iso.datetime().nullable(),
    snapshotAsOf: SnapshotAsOfSchema.nullable(),
  }),
});
export type TrendsResponse = z.infer<typeof TrendsResponseSchema>;

/** authorityBadge of part 1 §3: federal, state, nonprofit, else verified. */
export const AuthorityBadgeSchema = z.enum(['federal', 'state', 'nonprofit', 'verified']);
export type AuthorityBadge = z.infer<typeof AuthorityBadgeSchema>;

export const TrendSourceSchema = z.object({
  name: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }),
  reliability: z.number().min(0).max(1),
});
export type TrendSource = z.infer<typeof TrendSourceSchema>;

/** A trend of the intelligence centre, GET /api/filter/trends (part 1 §3 "Trend"). */
export const FilterTrendSchema = z.object({
  id: z.string().min(1),
  title: z.string().nullable(),
  category: z.string().min(1),
  severity: IntelSeveritySchema,
  impactScore: z.number().min(0).max(100).default(50),
  authorityBadge: AuthorityBadgeSchema.default('federal'),
  sourceAgency: z.string().min(1),
  elderVulnerabilities: z.array(z.string()),
  reportCount: z.number().int().min(0),
  affectedRegions: z.array(z.string()),
  lastReported: z.iso.datetime().nullable(),
  /** How precisely the source stated `lastReported` (a month-only date is shown as a month). */
  datePrecision: DatePrecisionSchema.nullable().default(null),
  simplifiedLanguage: z.string().nullable(),
  description: z.string().nullable(),
  geographicRelevance: z.array(z.string()),
  tags: z.array(z.string()),
  actionableSteps: z.array(z.string()),
  reportingInstructions: z.string().nullable(),
  sources: z.array(TrendSourceSchema),
});
export type FilterTrend = z.infer<typeof FilterTrendSchema>;

/** A news item of GET /api/filter/news (part 1 §3 "News item"). */
export const NewsItemSchema = z.object({
  id: z.string().min(1),
  title: z.string().nullable(),
  category: z.string().min(1),
  summary: z.string().nullable(),
  publishDate: z.iso.datetime().nullable(),
  datePrecision: DatePrecisionSchema.nullable(),
  source: z.object({
    agency: z.string().min(1),
    name: z.string().min(1),
    url: z.url({ protocol: /^https?$/ }),
    reliability: z.number().min(0).max(1),
  }),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

const CountsByNameSchema = z.record(z.string(), z.number().int().min(0));

/** Filter statistics of part 1 §3. */
export const TrendStatisticsSchema = z.object({
  total: z.number().int().min(0),
  critical: z.number().int().min(0),
  high: z.number().int().min(0),
  totalReports: z.number().int().min(0),
  byAgency: CountsByNameSchema,
  byCategory: CountsByNameSchema,
});
export type TrendStatistics = z.infer<typeof TrendStatisticsSchema>;

export const NewsStatisticsSchema = z.object({
  total: z.number().int().min(0),
  byAgency: CountsByNameSchema,
  /** Mean reliability 0-1 of the listed items' sources; null when no item is listed. */
  averageReliability: z.number().min(0).max(1).nullable(),
});
export type NewsStatistics = z.infer<typeof NewsStatisticsSchema>;

export const FilterStatisticsSchema = z.object({
  trends: TrendStatisticsSchema,
  news: NewsStatisticsSchema,
});
export type FilterStatistics = z.infer<typeof FilterStatisticsSchema>;

export const FilterTrendsResponseSchema = z.object({
  trends: z.array(FilterTrendSchema),
  statistics: FilterStatisticsSchema,
  /** Added by the web side (additive): set while only the bundled snapshot is shown. */
  snapshotAsOf: SnapshotAsOfSchema.nullable().optional(),
});
export type FilterTrendsResponse = z.infer<typeof FilterTrendsResponseSchema>;

export const FilterNewsResponseSchema = z.object({
  news: z.array(NewsItemSchema),
  statistics: FilterStatisticsSchema,
  /** Added by the web side (additive): set while only the bundled snapshot is shown. */
  snapshotAsOf: SnapshotAsOfSchema.nullable().optional(),
});
export type FilterNewsResponse = z.infer<typeof FilterNewsResponseSchema>;

/** WebSocket message sent to every client after a collection adds items (part 2 §7). */
export const CacheUpdatedMessageSchema = z.object({
  type: z.literal('cache-updated'),
  newAlerts: z.number().int().min(0),
});
export type CacheUpdatedMessage = z.infer<typeof CacheUpdatedMessageSchema>;

/**
 * One jurisdiction of the FTC Consumer Sentinel Data Book baseline (apps/server/data/intel/
 * state-baseline.json), the cited per-state figure of DELTAS row 5. Puerto Rico is listed by the
 * FTC; DC and PR are not ranked.
 */
export const StateBaselineEntrySchema = z.object({
  state: z.string().min(1),
  code: z.union([UsStateCodeSchema, z.literal('PR')]),
  fraudAndOtherRank: z.number().int().min(1).nullable(),
  fraudAndOtherReportsPer100k: z.number().int().min(0),
  fraudAndOtherReports: z.number().int().min(0),
  identityTheftRank: z.number().int().min(1).nullable(),
  identityTheftReportsPer100k: z.number().int().min(0),
  identityTheftReports: z.number().int().min(0),
  fraudReports: z.number().int().min(0),
  fraudPctReportingLoss: z.number().min(0).max(100),
  fraudTotalLossUSD: z.number().int().min(0),
  fraudMedianLossUSD: z.number().min(0),
  rankNote: z.string().nullable(),
});
export type StateBaselineEntry = z.infer<typeof StateBaselineEntrySchema>;

/** Fraud reports and losses by age band, national (Data Book table "Reported Frauds and Losses by Age"). */
export const AgeBandLossSchema = z.object({
  ageRange: z.string().min(1),
  fraudReports: z.number().int().min(0),
  pctOfReportsWithAge: z.number().min(0).max(100),
  totalLossUSD: z.number().int().min(0),
  totalLossAsPublished: z.string().min(1),
  medianLossUSD: z.number().min(0),
  pctReportingLoss: z.number().min(0).max(100),
});
export type AgeBandLoss = z.infer<typeof AgeBandLossSchema>;

// ---------------------------------------------------------------------------------------------
// Added by the web side of issue 6 (helper D), additive only. The server (helper C) serves these
// shapes; fields marked optional are read when present, so the screens work either way.
// ---------------------------------------------------------------------------------------------

/**
 * The one collection schedule (issue 6, DELTAS row 6: "one stated schedule"), in hours, so the
 * screens state the same figure the server runs on. The server's COLLECTION_INTERVAL_MS should be
 * this times 3,600,000.
 */
export const INTEL_COLLECTION_INTERVAL_HOURS = 6;

/** Sort keys of the intelligence-centre filters (part 1 §3 "Filter options": sortOptions). */
export const FilterSortOptionSchema = z.object({ value: z.string().min(1), label: z.string() });
export type FilterSortOption = z.infer<typeof FilterSortOptionSchema>;

/** Answer of GET /api/filter/options (part 1 §3): categories.all, agencies.all, severities, sortOptions. */
export const FilterOptionsResponseSchema = z.object({
  categories: z.object({ all: z.array(z.string()) }),
  agencies: z.object({ all: z.array(z.string()) }),
  severities: z.array(IntelSeveritySchema),
  sortOptions: z.array(FilterSortOptionSchema),
});
export type FilterOptionsResponse = z.infer<typeof FilterOptionsResponseSchema>;

/**
 * Answer of GET /api/intel/state-baseline: the cited per-state figure of DELTAS row 5 (FTC
 * Consumer Sentinel Data Book), shown on the threat map's popup and table. The map leaves the
 * figure out when this endpoint does not answer.
 */
export const StateBaselineResponseSchema = z.object({
  dataset: z.string().min(1),
  year: z.number().int(),
  publisher: z.string().min(1),
  states: z.array(StateBaselineEntrySchema),
});
export type StateBaselineResponse = z.infer<typeof StateBaselineResponseSchema>;

/**
 * Answer of POST /api/admin/collect-all-data and /api/admin/initialize-sources (part 2 §7:
 * "message and details shown"). Details are figures with a name, shown as a list.
 */
export const AdminIntelActionResponseSchema = z.object({
  message: z.string(),
  details: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .optional(),
});
export type AdminIntelActionResponse = z.infer<typeof AdminIntelActionResponseSchema>;

/**
 * Optional client heartbeat on /ws: the client sends `{type:'ping'}` every so often (keeps idle
 * proxies from closing the socket); a server that answers `{type:'pong'}` lets the client detect
 * a dead connection. A server that never answers is still fine: the client only enforces the
 * timeout after it has seen one pong.
 */
export const WsClientPingSchema = z.object({ type: z.literal('ping') });
export const WsServerPongSchema = z.object({ type: z.literal('pong') });
export const WsServerMessageSchema = z.discriminatedUnion('type', [
  CacheUpdatedMessageSchema,
  WsServerPongSchema,
]);
export type WsServerMessage = z.infer<typeof WsServerMessageSchema>;

// ---------------------------------------------------------------------------------------------
// Added in session 2 (issue 6, server side). Additive only: the screens may rely on everything
// below. Helper D: the filter query shapes (exact values the server accepts) are here;
// `snapshotAsOf` is now on the filter answers too (null once a collection has succeeded). The
// server fills FilterOptionsResponse.categories with IntelCategorySchema values and sortOptions
// with TrendSortBySchema values; admin action details are ran, totalSources, succeeded, failed,
// newItems (and per-source error codes as `<sourceId>`: code).
// ---------------------------------------------------------------------------------------------

/** Category of a filter trend or news item: its first scam type, or `other` when it names none. */
export const IntelCategorySchema = z.enum([...IntelScamTypeSchema.options, 'other']);
export type IntelCategory = z.infer<typeof IntelCategorySchema>;

/** Sort keys of GET /api/filter/trends (`impact` = impactScore, `severity` = critical first). */
export const TrendSortBySchema = z.enum(['date', 'severity', 'impact', 'agency', 'title']);
export type TrendSortBy = z.infer<typeof TrendSortBySchema>;
/** Sort keys of GET /api/filter/news. */
export const NewsSortBySchema = z.enum(['date', 'agency', 'title']);
export type NewsSortBy = z.infer<typeof NewsSortBySchema>;
export const SortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrderSchema>;

/** At most this many trends or news items per answer; statistics always cover every match. */
export const FILTER_RESULTS_MAX = 200;
export const FILTER_RESULTS_DEFAULT = 50;

/** A comma-joined list in a query string ("phone,email"); empty entries are ignored. */
function commaList<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .max(2000)
    .optional()
    .transform((raw) =>
      raw === undefined
        ? []
        : raw
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '' && part !== 'all'),
    )
    .pipe(z.array(item));
}

/**
 * Query of GET /api/filter/trends (part 1 §7): category, severity, agency as comma-joined lists,
 * q, sortBy, sortOrder; plus `limit`. An unknown category or severity is a 400
 * (VALIDATION_FAILED); an unknown agency too (checked against GET /api/filter/options).
 * The value `all` means no filter.
 */
export const FilterTrendsQuerySchema = z.object({
  category: commaList(IntelCategorySchema),
  severity: commaList(IntelSeveritySchema),
  agency: commaList(z.string().min(1).max(200)),
  q: z.string().trim().max(200).optional(),
  sortBy: TrendSortBySchema.default('date'),
  sortOrder: SortOrderSchema.default('desc'),
  limit: z.coerce.number().int().min(1).max(FILTER_RESULTS_MAX).default(FILTER_RESULTS_DEFAULT),
});
export type FilterTrendsQuery = z.infer<typeof FilterTrendsQuerySchema>;

/** Query of GET /api/filter/news (part 1 §7): category, agency, q, sortBy, sortOrder, limit. */
export const FilterNewsQuerySchema = z.object({
  category: commaList(IntelCategorySchema),
  agency: commaList(z.string().min(1).max(200)),
  q: z.string().trim().max(200).optional(),
  sortBy: NewsSortBySchema.default('date'),
  sortOrder: SortOrderSchema.default('desc'),
  limit: z.coerce.number().int().min(1).max(FILTER_RESULTS_MAX).default(FILTER_RESULTS_DEFAULT),
});
export type FilterNewsQuery = z.infer<typeof FilterNewsQuerySchema>;

/** Filter answers carry the snapshot date too (null once a collection has succeeded). */
export const FilterTrendsWithSnapshotResponseSchema = FilterTrendsResponseSchema.extend({
  snapshotAsOf: SnapshotAsOfSchema.nullable().default(null),
});
export const FilterNewsWithSnapshotResponseSchema = FilterNewsResponseSchema.extend({
  snapshotAsOf: SnapshotAsOfSchema.nullable().default(null),
});
