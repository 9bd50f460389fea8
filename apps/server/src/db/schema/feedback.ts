import type { FeedbackLabel } from '@scambuddy/contracts';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { analyses } from '../schema.js';
import { users } from './accounts.js';

/**
 * "Was this right?" answers (issue 5): labels for retraining and the agreement figure. One answer
 * per analysis and voter: `voter_key` is `user:<id>` when signed in, else `browser:<sha256 of the
 * browser's random token>`, so the raw token is never stored. Deleting the analysis or the
 * account deletes the answer.
 */
export const analysisFeedback = pgTable(
  'analysis_feedback',
  {
    id: text('id').primaryKey(),
    analysisId: text('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').notNull(),
    verdict: text('verdict').$type<FeedbackLabel>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('analysis_feedback_voter_idx').on(table.analysisId, table.voterKey),
    index('analysis_feedback_created_idx').on(table.createdAt),
  ],
);
