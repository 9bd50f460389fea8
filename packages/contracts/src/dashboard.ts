import { z } from 'zod';
import { AnalysisResultSchema, MessageRefSchema, type MessageRef } from './analysis.js';
import {
  MODERATE_RISK_MAX_SCORE,
  matchesHistoryRiskFilter,
  type HistoryRiskFilter,
} from './rules.js';
import { InputTypeSchema } from './taxonomy.js';
import { UserSchema } from './user.js';

/**
 * The personal dashboard and history (spec part 1 §2.10, §2.11, §3, §5, §9) and the definitions the
 * spec leaves out (DELTAS row 11): safety score, activity points and Success Rate. Everything here
 * is computed from what the server stores about the person; screens translate the returned keys
 * (namespace `dashboard`, English in `apps/web/src/locales/en/dashboard.json`).
 */

// ---------------------------------------------------------------------------------------------
// Stored data

/** The person's answer to "Was this right?" under a result; kept as a label for retraining. */
export const FeedbackLabelSchema = z.enum(['scam', 'not_scam']);
export type FeedbackLabel = z.infer<typeof FeedbackLabelSchema>;

export const AnalysisFeedbackSchema = z.object({
  label: FeedbackLabelSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type AnalysisFeedback = z.infer<typeof AnalysisFeedbackSchema>;

/** Stored analysis of part 1 §3, plus the person's feedback on it (null until given). */
export const StoredAnalysisSchema = z.object({
  id: z.string().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  inputType: InputTypeSchema,
  text: z.string().nullable(),
  emailFrom: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  resultJson: AnalysisResultSchema,
  feedback: AnalysisFeedbackSchema.nullable().default(null),
});
export type StoredAnalysis = z.infer<typeof StoredAnalysisSchema>;

// ---------------------------------------------------------------------------------------------
// Activity points and the safety score

/**
 * What earns points. Each kind has points per event and a cap; the caps add up to exactly 100,
 * so the safety score is the sum of the points earned and can never leave 0–100.
 */
export const ActivityKindSchema = z.enum([
  'analysis_made',
  'scam_caught',
  'assessment_completed',
  'feedback_given',
]);
export type ActivityKind = z.infer<typeof ActivityKindSchema>;

export const ACTIVITY_POINTS: Readonly<
  Record<ActivityKind, { pointsEach: number; cap: number; descriptionKey: string }>
> = {
  // Checking a message before answering it is the habit we most want to build.
  analysis_made: { pointsEach: 5, cap: 30, descriptionKey: 'activity.analysisMade' },
  // A likely scam found before any money or details were given away.
  scam_caught: { pointsEach: 10, cap: 30, descriptionKey: 'activity.scamCaught' },
  assessment_completed: { pointsEach: 20, cap: 20, descriptionKey: 'activity.assessmentCompleted' },
  // "Was this right?" answers teach the model, so they count too.
  feedback_given: { pointsEach: 5, cap: 20, descriptionKey: 'activity.feedbackGiven' },
};

export const SAFETY_SCORE_MAX = 100;

export const ActivityEventSchema = z.object({
  id: z.string().min(1),
  kind: ActivityKindSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;

/** One line of Recent Activity: what happened and how much it raised the safety score. */
export const RecentActivitySchema = z.object({
  id: z.string().min(1),
  kind: ActivityKindSchema,
  description: MessageRefSchema,
  createdAt: z.iso.datetime({ offset: true }),
  points: z.number().int().nonnegative(),
});
export type RecentActivity = z.infer<typeof RecentActivitySchema>;

function byOldestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) {
  const time = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return time !== 0 ? time : a.id.localeCompare(b.id);
}

/**
 * Awards points in the order things happened: each event earns its kind's points until that kind's
 * cap is reached, then 0. The safety score is the total. Adding any event can only keep or raise it.
 */
export function scoreActivities(events: readonly ActivityEvent[]): {
  safetyScore: number;
  activities: RecentActivity[];
} {
  const earned: Record<ActivityKind, number> = {
    analysis_made: 0,
    scam_caught: 0,
    assessment_completed: 0,
    feedback_given: 0,
  };
  const activities = [...events].sort(byOldestFirst).map((event): RecentActivity => {
    const rule = ACTIVITY_POINTS[event.kind];
    const points = Math.max(0, Math.min(rule.pointsEach, rule.cap - earned[event.kind]));
    earned[event.kind] += points;
    return {
      id: event.id,
      kind: event.kind,
      description: { key: rule.descriptionKey },
      createdAt: event.createdAt,
      points,
    };
  });
  const total = Object.values(earned).reduce((sum, points) => sum + points, 0);
  return { safetyScore: Math.min(SAFETY_SCORE_MAX, total), activities };
}

/**
 * Whether an analysis found a scam: the person's own "Was this right?" answer wins; without one, a
 * high-risk result (score over 70, the history "high" band) counts.
 */
export function isDetectedScam(analysis: StoredAnalysis): boolean {
  if (analysis.feedback) return analysis.feedback.label === 'scam';
  return analysis.resultJson.scam_score > MODERATE_RISK_MAX_SCORE;
}

/** A detected scam checked before harm: the message did not say money or details were already given. */
export function isScamCaughtBeforeHarm(analysis: StoredAnalysis): boolean {
  return isDetectedScam(analysis) && analysis.resultJson.harm.length === 0;
}

/**
 * The activity events implied by stored data: every analysis, every scam caught before harm (at the
 * time of the analysis), every feedback answer (at the time it was given), and the assessment.
 */
export function activityEventsFrom(input: {
  analyses: readonly StoredAnalysis[];
  assessmentCompletedAt: string | null;
}): ActivityEvent[] {
  const events: ActivityEvent[] = [];
  for (const analysis of input.analyses) {
    events.push({
      id: `${analysis.id}:analysis`,
      kind: 'analysis_made',
      createdAt: analysis.createdAt,
    });
    if (isScamCaughtBeforeHarm(analysis)) {
      events.push({
        id: `${analysis.id}:caught`,
        kind: 'scam_caught',
        createdAt: analysis.createdAt,
      });
    }
    if (analysis.feedback) {
      events.push({
        id: `${analysis.id}:feedback`,
        kind: 'feedback_given',
        createdAt: analysis.feedback.createdAt,
      });
    }
  }
  if (input.assessmentCompletedAt) {
    events.push({
      id: 'assessment',
      kind: 'assessment_completed',
      createdAt: input.assessmentCompletedAt,
    });
  }
  return events;
}

/**
 * Success Rate: of the analyses that found a scam, the percentage checked before any harm (whole
 * percent). Needs each analysis's scam_score, harm list and feedback label. Null when the person
 * has not met a scam yet, because 0% would falsely suggest failure.
 */
export function successRatePercent(analyses: readonly StoredAnalysis[]): number | null {
  const scams = analyses.filter(isDetectedScam);
  if (scams.length === 0) return null;
  const caught = scams.filter(isScamCaughtBeforeHarm).length;
  return Math.round((caught / scams.length) * 100);
}

/** The one-sentence explanations shown under each card, with the numbers they quote. */
export const DASHBOARD_EXPLANATIONS: Readonly<
  Record<'safetyScore' | 'activityPoints' | 'successRate', MessageRef>
> = {
  safetyScore: {
    key: 'explanations.safetyScore',
    params: {
      analysisPoints: ACTIVITY_POINTS.analysis_made.pointsEach,
      analysisCap: ACTIVITY_POINTS.analysis_made.cap,
      caughtPoints: ACTIVITY_POINTS.scam_caught.pointsEach,
      caughtCap: ACTIVITY_POINTS.scam_caught.cap,
      assessmentPoints: ACTIVITY_POINTS.assessment_completed.pointsEach,
      feedbackPoints: ACTIVITY_POINTS.feedback_given.pointsEach,
      feedbackCap: ACTIVITY_POINTS.feedback_given.cap,
    },
  },
  activityPoints: { key: 'explanations.activityPoints' },
  successRate: { key: 'explanations.successRate' },
};

// ---------------------------------------------------------------------------------------------
// Payloads

export const DashboardStatsSchema = z.object({
  safetyScore: z.number().int().min(0).max(SAFETY_SCORE_MAX),
  totalAnalyses: z.number().int().nonnegative(),
  scamsDetected: z.number().int().nonnegative(),
  /** Whole percent, or null before the first scam (see successRatePercent). */
  successRate: z.number().int().min(0).max(100).nullable(),
  recentActivities: z.array(RecentActivitySchema).max(8),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** `GET /api/user/dashboard`. */
export const DashboardPayloadSchema = z.object({
  user: UserSchema,
  stats: DashboardStatsSchema,
  recentAnalyses: z.array(StoredAnalysisSchema).max(5),
});
export type DashboardPayload = z.infer<typeof DashboardPayloadSchema>;

/** `GET /api/user/history`: every analysis of the person, newest first. */
export const HistoryPayloadSchema = z.object({ analyses: z.array(StoredAnalysisSchema) });
export type HistoryPayload = z.infer<typeof HistoryPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Selection and snippets (part 1 §9)

export const DASHBOARD_RECENT_ACTIVITIES = 8;
export const DASHBOARD_RECENT_ANALYSES = 5;
export const DASHBOARD_SNIPPET_CHARS = 50;
export const HISTORY_SNIPPET_CHARS = 80;

/** The `count` most recent items, newest first (ties broken by id so the order is stable). */
export function latestFirst<T extends { createdAt: string; id: string }>(
  items: readonly T[],
  count: number,
): T[] {
  return [...items].sort((a, b) => byOldestFirst(b, a)).slice(0, Math.max(0, count));
}

/**
 * Every figure of the dashboard from the person's stored data. The server passes what it loaded;
 * nothing here reads a clock or a database.
 */
export function buildDashboardStats(input: {
  analyses: readonly StoredAnalysis[];
  assessmentCompletedAt: string | null;
}): { stats: DashboardStats; recentAnalyses: StoredAnalysis[] } {
  const { safetyScore, activities } = scoreActivities(activityEventsFrom(input));
  return {
    stats: {
      safetyScore,
      totalAnalyses: input.analyses.length,
      scamsDetected: input.analyses.filter(isDetectedScam).length,
      successRate: successRatePercent(input.analyses),
      recentActivities: latestFirst(activities, DASHBOARD_RECENT_ACTIVITIES),
    },
    recentAnalyses: latestFirst(input.analyses, DASHBOARD_RECENT_ANALYSES),
  };
}

const ELLIPSIS = '…';

/**
 * A one-line preview at most `maxChars` long including the ellipsis: whitespace collapsed, cut at
 * the last word break that fits (a single over-long word is cut inside), trailing punctuation
 * before the ellipsis dropped. Counts code points, so emoji and accents are never split in half.
 */
export function snippet(text: string | null | undefined, maxChars: number): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= maxChars) return flat;
  const room = Math.max(0, maxChars - 1);
  const head = chars.slice(0, room + 1).join('');
  const lastBreak = head.lastIndexOf(' ');
  const cut = lastBreak > 0 ? head.slice(0, lastBreak) : chars.slice(0, room).join('');
  return `${cut.replace(/[\s,.;:!?\-–—]+$/u, '')}${ELLIPSIS}`;
}

// ---------------------------------------------------------------------------------------------
// History search and filters (part 1 §5)

export const HistoryTypeFilterSchema = z.enum(['all', 'text', 'image']);
export type HistoryTypeFilter = z.infer<typeof HistoryTypeFilterSchema>;

export const HistoryRiskFilterSchema = z.enum([
  'all',
  'high',
  'moderate',
  'low',
] as const satisfies readonly HistoryRiskFilter[]);

export const HistoryFiltersSchema = z.object({
  search: z.string().default(''),
  type: HistoryTypeFilterSchema.default('all'),
  risk: HistoryRiskFilterSchema.default('all'),
});
export type HistoryFilters = z.infer<typeof HistoryFiltersSchema>;

const MIN_DIGITS_FOR_PHONE_MATCH = 3;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Search of part 1 §5: text and e-mail match ignoring case; a phone number matches as typed, or by
 * its digits when the query has at least three, so "(555) 123" finds "555-123-4567".
 */
export function matchesHistorySearch(analysis: StoredAnalysis, search: string): boolean {
  const query = search.trim();
  if (query === '') return true;
  const lower = query.toLowerCase();
  if (analysis.text?.toLowerCase().includes(lower)) return true;
  if (analysis.emailFrom?.toLowerCase().includes(lower)) return true;
  const phone = analysis.phoneNumber;
  if (!phone) return false;
  if (phone.includes(query)) return true;
  const queryDigits = digitsOf(query);
  return queryDigits.length >= MIN_DIGITS_FOR_PHONE_MATCH && digitsOf(phone).includes(queryDigits);
}

/** Type filter: a call transcript is written words, so it is listed under text. */
export function matchesHistoryType(analysis: StoredAnalysis, type: HistoryTypeFilter): boolean {
  if (type === 'all') return true;
  if (type === 'image') return analysis.inputType === 'image';
  return analysis.inputType !== 'image';
}

/** The history list after search, type and risk filters, in the order given. */
export function filterHistory(
  analyses: readonly StoredAnalysis[],
  filters: Partial<HistoryFilters>,
): StoredAnalysis[] {
  const { search, type, risk } = HistoryFiltersSchema.parse(filters);
  return analyses.filter(
    (analysis) =>
      matchesHistorySearch(analysis, search) &&
      matchesHistoryType(analysis, type) &&
      matchesHistoryRiskFilter(analysis.resultJson.scam_score, risk),
  );
}
