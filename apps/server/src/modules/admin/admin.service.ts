import {
  ADMIN_ACTIVE_USERS_DAYS,
  ADMIN_NEW_USERS_DAYS,
  ADMIN_RECENT_ACTIVITY_LIMIT,
  ADMIN_RECENT_DAYS,
  feedbackAgrees,
  systemHealthPercent,
  type AdminActivity,
  type AdminAlert,
  type AdminStats,
  type FeedbackSummary,
  type ModelVersion,
  type TrendsUpdateResponse,
} from '@scambuddy/contracts';
import type { Clock } from '../../adapters/clock.js';
import type { OcrService } from '../../adapters/ocr/index.js';
import type { SpeechToText } from '../../adapters/speech/index.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/app-error.js';
import { figuresOf } from '../model/candidate-decision.js';
import type { ModelHolder } from '../model/model-holder.js';
import type { ModelRepository } from '../model/model.repository.js';
import type { ActivityRow, AdminRepository, FeedbackGroup } from './admin.repository.js';
import { toAdminAlert } from './admin.repository.js';
import {
  SPIKE_BASELINE_DAYS,
  agreementDropAlerts,
  collectionFailureAlerts,
  scamTypeSpikeAlerts,
} from './alert-rules.js';
import { checkDatabase, checkOcr, checkSpeech, feedsCheck } from './health-checks.js';

const DAY_MS = 86_400_000;
/** Sessions slide this many days ahead when used (modules/auth). */
const SESSION_DAYS = 30;
/** Agreement: the last 7 days against the 28 before. */
const AGREEMENT_RECENT_DAYS = 7;
const AGREEMENT_PREVIOUS_DAYS = 28;
const ALERTS_LISTED = 50;
const VERSIONS_LISTED = 10;

/** The intelligence module's collector (`app.intelligence`), as much of it as this needs. */
export interface TrendsCollector {
  collectAll(): Promise<{
    message: string;
    details?: Record<string, string | number | boolean | null> | undefined;
  }>;
}

export interface AdminServiceDeps {
  repository: AdminRepository;
  models: ModelRepository;
  holder: ModelHolder;
  db: Pick<Database, 'kind' | 'ping'>;
  ocr: Pick<OcrService, 'ready'>;
  speech: Pick<SpeechToText, 'isAvailable' | 'provider'>;
  clock: Clock;
  trends?: TrendsCollector;
}

const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Summary and agreement of labels, from grouped counts. Pure. */
export function summariseFeedback(groups: readonly FeedbackGroup[]): FeedbackSummary {
  const byBand = {
    high: { scam: 0, notScam: 0 },
    moderate: { scam: 0, notScam: 0 },
    low: { scam: 0, notScam: 0 },
  };
  let total = 0;
  let withText = 0;
  let judged = 0;
  let agreeing = 0;
  for (const group of groups) {
    total += group.count;
    if (group.hasText) withText += group.count;
    byBand[group.band][group.verdict === 'scam' ? 'scam' : 'notScam'] += group.count;
    // A representative score for the band is enough for the agreement rule.
    const agrees = feedbackAgrees(
      group.verdict,
      group.band === 'high' ? 100 : group.band === 'low' ? 0 : 50,
    );
    if (agrees !== null) {
      judged += group.count;
      if (agrees) agreeing += group.count;
    }
  }
  return { total, withText, agreement: judged === 0 ? null : agreeing / judged, byBand };
}

const ACTIVITY_SEVERITY: Record<ActivityRow['type'], AdminActivity['severity']> = {
  analysis: 'low',
  user_joined: 'low',
  feedback: 'low',
  alert: 'medium',
  model_version: 'medium',
};

/** English wording for the log-style list; the page words it from `type` and `params`. */
function describe(row: ActivityRow): string {
  const p = row.params;
  switch (row.type) {
    case 'analysis':
      return `An analysis scored ${p.score}`;
    case 'user_joined':
      return 'A new account was created';
    case 'feedback':
      return `Someone answered "Was this right?": ${p.verdict === 'scam' ? 'Scam' : 'Not a scam'}`;
    case 'alert':
      return `Alert raised: ${p.title}`;
    case 'model_version':
      return `Model ${p.version} ${p.status}`;
  }
}

function toActivity(row: ActivityRow): AdminActivity {
  const severity =
    row.type === 'analysis' && Number(row.params.score) > 70
      ? 'high'
      : row.type === 'alert' && typeof row.params.severity === 'string'
        ? (row.params.severity as AdminActivity['severity'])
        : ACTIVITY_SEVERITY[row.type];
  return {
    id: row.id,
    type: row.type,
    description: describe(row),
    timestamp: row.at.toISOString(),
    severity,
    params: row.params,
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService(deps: AdminServiceDeps) {
  const { repository: repo } = deps;

  /** Runs every alert rule on fresh figures and stores the new alerts; returns how many. */
  async function evaluateAlerts(): Promise<number> {
    const now = deps.clock.now();
    const today = startOfUtcDay(now);
    const tomorrow = new Date(today.getTime() + DAY_MS);
    const [sources, todayCounts, previousCounts, recentGroups, previousGroups] = await Promise.all([
      repo.sourceStatuses(),
      repo.scamTypeCounts(today, tomorrow),
      repo.scamTypeCounts(new Date(today.getTime() - SPIKE_BASELINE_DAYS * DAY_MS), today),
      repo.feedbackGroupsBetween(new Date(now.getTime() - AGREEMENT_RECENT_DAYS * DAY_MS), now),
      repo.feedbackGroupsBetween(
        new Date(now.getTime() - (AGREEMENT_RECENT_DAYS + AGREEMENT_PREVIOUS_DAYS) * DAY_MS),
        new Date(now.getTime() - AGREEMENT_RECENT_DAYS * DAY_MS),
      ),
    ]);
    const window = (groups: FeedbackGroup[]) => {
      const summary = summariseFeedback(groups);
      const judged =
        summary.byBand.high.scam +
        summary.byBand.high.notScam +
        summary.byBand.low.scam +
        summary.byBand.low.notScam;
      return { agreeing: Math.round((summary.agreement ?? 0) * judged), total: judged };
    };
    const day = today.toISOString().slice(0, 10);
    const candidates = [
      ...collectionFailureAlerts(sources),
      ...scamTypeSpikeAlerts({ day, today: todayCounts, previousDays: previousCounts }),
      ...agreementDropAlerts({
        period: day,
        recent: window(recentGroups),
        previous: window(previousGroups),
      }),
    ];
    return repo.raiseAlerts(candidates, now);
  }

  async function modelVersions(): Promise<ModelVersion[]> {
    const rows = await deps.models.listVersions(VERSIONS_LISTED);
    return rows.map((row) => ({
      id: row.id,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      status: row.isActive ? 'active' : row.status,
      metrics: row.metrics,
      referenceMetrics: row.referenceMetrics,
      feedbackExamples: row.feedbackExamples,
      baseExamples: row.baseExamples,
      reason: row.reason,
    }));
  }

  return {
    evaluateAlerts,

    async stats(): Promise<AdminStats> {
      // Alerts first, so the count below includes anything the current figures raise.
      await evaluateAlerts();
      const now = deps.clock.now();
      const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
      const sources = await repo.sourceStatuses();
      const [
        totalUsers,
        newUsers,
        activeUsers,
        totalAnalyses,
        totalScamsDetected,
        activeAlerts,
        database,
        ocr,
        speech,
        trendCount,
        activity,
        versions,
        buckets,
        feedbackGroups,
      ] = await Promise.all([
        repo.countUsers(),
        repo.countUsersSince(daysAgo(ADMIN_NEW_USERS_DAYS)),
        repo.countActiveUsersSince(daysAgo(ADMIN_ACTIVE_USERS_DAYS), SESSION_DAYS),
        repo.countAnalyses(),
        repo.countHighRisk(),
        repo.countActiveAlerts(),
        checkDatabase(deps.db, deps.clock),
        checkOcr(deps.ocr),
        checkSpeech(deps.speech),
        repo.countScamAlertTrends(),
        repo.recentActivity(ADMIN_RECENT_ACTIVITY_LIMIT),
        modelVersions(),
        repo.scoreBuckets(daysAgo(ADMIN_RECENT_DAYS)),
        repo.feedbackGroups(),
      ]);
      const healthChecks = [database, ocr, speech, feedsCheck(sources)];
      const model = deps.holder.current().metadata;
      const figures = figuresOf(model);
      const bins = Array.from({ length: 10 }, (_, bucket) => ({
        from: bucket * 10,
        to: bucket === 9 ? 100 : bucket * 10 + 9,
        count: buckets.get(bucket) ?? 0,
      }));
      return {
        generatedAt: now.toISOString(),
        totalUsers,
        newUsers,
        activeUsers,
        totalAnalyses,
        totalScamsDetected,
        activeAlerts,
        systemHealth: systemHealthPercent(healthChecks),
        healthChecks,
        mlModelAccuracy: figures === null ? null : Math.round(figures.auc * 10000) / 100,
        trendsMonitored: sources.length === 0 ? null : trendCount,
        recentActivity: activity.map(toActivity),
        model: {
          version: model.version,
          trainedAt: model.trainedAt,
          origin: deps.holder.origin(),
          evaluation: model.metrics.heldBackAuc === undefined ? 'cross-validated' : 'held-back',
          metrics: model.metrics,
          examples: model.corpus.examples,
        },
        modelVersions: versions,
        scoreDistribution: { total: bins.reduce((sum, bin) => sum + bin.count, 0), bins },
        feedback: summariseFeedback(feedbackGroups),
      };
    },

    async alerts(): Promise<AdminAlert[]> {
      return (await repo.listAlerts(ALERTS_LISTED)).map(toAdminAlert);
    },

    async resolve(id: string): Promise<AdminAlert> {
      const row = await repo.resolveAlert(id, deps.clock.now());
      if (!row) throw new AppError('NOT_FOUND', 404, 'There is no alert with this id.');
      return toAdminAlert(row);
    },

    async updateTrends(): Promise<TrendsUpdateResponse> {
      if (!deps.trends) {
        return { status: 'not_configured', message: 'No intelligence sources are configured.' };
      }
      const run = await deps.trends.collectAll();
      await evaluateAlerts();
      return { status: run.details?.ran === true ? 'collected' : 'not_run', message: run.message };
    },
  };
}
