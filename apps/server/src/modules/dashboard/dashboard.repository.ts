import type { StoredAnalysis } from '@scambuddy/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { analyses, analysisFeedback, vulnerabilityProfiles } from '../../db/schema.js';

/** What the dashboard rules (packages/contracts/src/dashboard.ts) are computed from. */
export interface PersonalActivity {
  /** Newest first. */
  analyses: StoredAnalysis[];
  assessmentCompletedAt: string | null;
}

type AnalysisRow = typeof analyses.$inferSelect;

/**
 * A stored row in the shape of spec part 1 §3 "Stored analysis". The sender's address and the
 * phone number are the first the engine found in the message, so search can match them.
 */
export function toStoredAnalysis(
  row: AnalysisRow,
  feedback: StoredAnalysis['feedback'] = null,
): StoredAnalysis {
  const entities = row.result.entities;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    inputType: row.inputType,
    text: row.text,
    emailFrom: entities?.emails[0] ?? null,
    phoneNumber: entities?.phones[0]?.raw ?? null,
    resultJson: row.result,
    feedback,
  };
}

export async function loadPersonalActivity(orm: Orm, userId: string): Promise<PersonalActivity> {
  const [rows, profiles, answers] = await Promise.all([
    orm
      .select()
      .from(analyses)
      .where(eq(analyses.userId, userId))
      .orderBy(desc(analyses.createdAt), desc(analyses.id)),
    orm
      .select({ updatedAt: vulnerabilityProfiles.updatedAt })
      .from(vulnerabilityProfiles)
      .where(eq(vulnerabilityProfiles.userId, userId))
      .limit(1),
    // The person's own "Was this right?" answers: they decide whether an analysis was a scam.
    orm
      .select({
        analysisId: analysisFeedback.analysisId,
        verdict: analysisFeedback.verdict,
        createdAt: analysisFeedback.createdAt,
      })
      .from(analysisFeedback)
      .where(eq(analysisFeedback.userId, userId)),
  ]);
  const feedbackByAnalysis = new Map(
    answers.map((answer) => [
      answer.analysisId,
      { label: answer.verdict, createdAt: answer.createdAt.toISOString() },
    ]),
  );
  return {
    analyses: rows.map((row) => toStoredAnalysis(row, feedbackByAnalysis.get(row.id) ?? null)),
    assessmentCompletedAt: profiles[0]?.updatedAt.toISOString() ?? null,
  };
}
