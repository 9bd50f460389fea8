import { randomBytes } from 'node:crypto';
import type { FeedbackLabel } from '@scambuddy/contracts';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { analyses, analysisFeedback } from '../../db/schema.js';

export interface NewFeedback {
  analysisId: string;
  userId: string | null;
  voterKey: string;
  verdict: FeedbackLabel;
  createdAt: Date;
}

export interface FeedbackRepository {
  analysisExists(analysisId: string): Promise<boolean>;
  /** Stores the answer unless this voter already answered; returns the answer that stands. */
  insertOnce(feedback: NewFeedback): Promise<{ verdict: FeedbackLabel; recorded: boolean }>;
}

export function createFeedbackRepository(orm: Orm): FeedbackRepository {
  return {
    async analysisExists(analysisId) {
      const rows = await orm
        .select({ id: analyses.id })
        .from(analyses)
        .where(eq(analyses.id, analysisId))
        .limit(1);
      return rows.length > 0;
    },
    async insertOnce(feedback) {
      // The unique (analysis, voter) index settles a double click or two tabs racing.
      const inserted = await orm
        .insert(analysisFeedback)
        .values({ id: randomBytes(12).toString('base64url'), ...feedback })
        .onConflictDoNothing()
        .returning({ verdict: analysisFeedback.verdict });
      if (inserted[0]) return { verdict: inserted[0].verdict, recorded: true };
      const existing = await orm
        .select({ verdict: analysisFeedback.verdict })
        .from(analysisFeedback)
        .where(
          and(
            eq(analysisFeedback.analysisId, feedback.analysisId),
            eq(analysisFeedback.voterKey, feedback.voterKey),
          ),
        )
        .limit(1);
      return { verdict: existing[0]?.verdict ?? feedback.verdict, recorded: false };
    },
  };
}
