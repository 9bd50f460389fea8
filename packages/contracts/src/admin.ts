import { z } from 'zod';

/**
 * The admin dashboard (spec part 1 §2.12, §3, §7; DELTAS rows 1 and 3): every figure is computed
 * by the server from the database, its own health checks and the engine's measured evaluation.
 * A figure the server cannot know is null (the page says "not configured"), never a sample number.
 */

const isoDate = z.iso.datetime({ offset: true });
const params = z.record(z.string(), z.union([z.string(), z.number()]));

/** Windows behind "new" and "active" users, stated on the page. */
export const ADMIN_NEW_USERS_DAYS = 7;
export const ADMIN_ACTIVE_USERS_DAYS = 7;
/** The score distribution and agreement charts read the analyses of this many days. */
export const ADMIN_RECENT_DAYS = 30;
export const ADMIN_RECENT_ACTIVITY_LIMIT = 10;

export const AdminHealthCheckIdSchema = z.enum(['database', 'ocr', 'speech', 'feeds']);
export type AdminHealthCheckId = z.infer<typeof AdminHealthCheckIdSchema>;
export const AdminHealthCheckStatusSchema = z.enum(['ok', 'down', 'not_configured']);
export type AdminHealthCheckStatus = z.infer<typeof AdminHealthCheckStatusSchema>;

export const AdminHealthCheckSchema = z.object({
  id: AdminHealthCheckIdSchema,
  status: AdminHealthCheckStatusSchema,
  /** Short technical detail for operators (provider name, latency); never personal data. */
  detail: z.string(),
});
export type AdminHealthCheck = z.infer<typeof AdminHealthCheckSchema>;

/** Share of configured checks that pass, 0–100; null when nothing is configured. */
export function systemHealthPercent(checks: readonly AdminHealthCheck[]): number | null {
  const configured = checks.filter((check) => check.status !== 'not_configured');
  if (configured.length === 0) return null;
  const passing = configured.filter((check) => check.status === 'ok').length;
  return Math.round((100 * passing) / configured.length);
}

export const AdminSeveritySchema = z.enum(['low', 'medium', 'high', 'critical']);
export type AdminSeverity = z.infer<typeof AdminSeveritySchema>;

export const AdminActivityTypeSchema = z.enum([
  'analysis',
  'user_joined',
  'feedback',
  'alert',
  'model_version',
]);
export type AdminActivityType = z.infer<typeof AdminActivityTypeSchema>;

/** Spec §3 recentActivity item; `params` lets the page word it in the reader's language. */
export const AdminActivitySchema = z.object({
  id: z.string(),
  type: AdminActivityTypeSchema,
  description: z.string(),
  timestamp: isoDate,
  severity: AdminSeveritySchema,
  params,
});
export type AdminActivity = z.infer<typeof AdminActivitySchema>;

export const AdminModelMetricsSchema = z.record(z.string(), z.number());

/** How the figures of a model were measured: k-fold on its corpus, or a held-back split. */
export const ModelEvaluationKindSchema = z.enum(['cross-validated', 'held-back']);

export const ActiveModelSchema = z.object({
  version: z.string(),
  trainedAt: z.string(),
  /** `committed`: the model shipped in packages/engine/model; `retrained`: made by an admin. */
  origin: z.enum(['committed', 'retrained']),
  evaluation: ModelEvaluationKindSchema,
  metrics: AdminModelMetricsSchema,
  examples: z.number().int(),
});
export type ActiveModel = z.infer<typeof ActiveModelSchema>;

export const ModelVersionStatusSchema = z.enum(['active', 'accepted', 'refused']);
export const ModelVersionSchema = z.object({
  id: z.string(),
  version: z.string(),
  createdAt: isoDate,
  status: ModelVersionStatusSchema,
  metrics: AdminModelMetricsSchema,
  referenceMetrics: AdminModelMetricsSchema,
  feedbackExamples: z.number().int(),
  baseExamples: z.number().int(),
  reason: z.string(),
});
export type ModelVersion = z.infer<typeof ModelVersionSchema>;

export const ScoreBinSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  count: z.number().int(),
});
export type ScoreBin = z.infer<typeof ScoreBinSchema>;

const labelCounts = z.object({ scam: z.number().int(), notScam: z.number().int() });
export const FeedbackSummarySchema = z.object({
  total: z.number().int(),
  /** Labels whose analysis kept its text (signed-in people): the ones retraining can learn from. */
  withText: z.number().int(),
  /** Share of HIGH/LOW results the labels agree with; null with no such label. */
  agreement: z.number().min(0).max(1).nullable(),
  byBand: z.object({ high: labelCounts, moderate: labelCounts, low: labelCounts }),
});
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;

/** Spec §3 admin stats, plus what the Overview, Detection and Users tabs show. */
export const AdminStatsSchema = z.object({
  generatedAt: isoDate,
  totalUsers: z.number().int(),
  newUsers: z.number().int(),
  activeUsers: z.number().int(),
  totalAnalyses: z.number().int(),
  /** Analyses rated HIGH risk (score over 70). */
  totalScamsDetected: z.number().int(),
  activeAlerts: z.number().int(),
  systemHealth: z.number().min(0).max(100).nullable(),
  healthChecks: z.array(AdminHealthCheckSchema),
  /** The active model's AUC in percent (cross-validated or held-back, see `model.evaluation`). */
  mlModelAccuracy: z.number().nullable(),
  /** Trends collected by the intelligence feeds; null when no feed is configured. */
  trendsMonitored: z.number().int().nullable(),
  recentActivity: z.array(AdminActivitySchema),
  model: ActiveModelSchema,
  modelVersions: z.array(ModelVersionSchema),
  scoreDistribution: z.object({ total: z.number().int(), bins: z.array(ScoreBinSchema) }),
  feedback: FeedbackSummarySchema,
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AdminAlertTypeSchema = z.enum([
  'collection_failure',
  'scam_type_spike',
  'agreement_drop',
]);
export type AdminAlertType = z.infer<typeof AdminAlertTypeSchema>;

/** Spec §3 admin alert, raised by the server's rules; `params` for the translated wording. */
export const AdminAlertSchema = z.object({
  id: z.string(),
  type: AdminAlertTypeSchema,
  severity: AdminSeveritySchema,
  title: z.string(),
  description: z.string(),
  timestamp: isoDate,
  resolved: z.boolean(),
  params,
});
export type AdminAlert = z.infer<typeof AdminAlertSchema>;
export const AdminAlertListSchema = z.array(AdminAlertSchema);

export const AlertParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const RetrainJobStatusSchema = z.enum(['running', 'accepted', 'refused', 'failed']);
export type RetrainJobStatus = z.infer<typeof RetrainJobStatusSchema>;
export const RetrainStageSchema = z.enum([
  'reading',
  'preparing',
  'training',
  'evaluating',
  'deciding',
  'done',
]);
export type RetrainStage = z.infer<typeof RetrainStageSchema>;

export const RetrainJobSchema = z.object({
  id: z.string(),
  status: RetrainJobStatusSchema,
  stage: RetrainStageSchema,
  /** 0–1, by stage. */
  progress: z.number().min(0).max(1),
  /** Plain English for operators, e.g. why a candidate was refused or a job failed. */
  message: z.string(),
  startedAt: isoDate,
  finishedAt: isoDate.nullable(),
  modelVersionId: z.string().nullable(),
});
export type RetrainJob = z.infer<typeof RetrainJobSchema>;
export const RetrainJobParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * `collected`: feed collection ran now; `not_run`: the collector declined (collection turned off,
 * or another instance is collecting); `not_configured`: this server has no collector.
 */
export const TrendsUpdateResponseSchema = z.object({
  status: z.enum(['not_configured', 'collected', 'not_run']),
  message: z.string(),
});
export type TrendsUpdateResponse = z.infer<typeof TrendsUpdateResponseSchema>;
