import type { AssessmentAnswers } from '@scambuddy/contracts';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * One vulnerability self-assessment per signed-in person (spec part 2 §2.6, §3): the latest answers
 * replace the earlier ones. `risk_score` is always the server's own computation from the answers,
 * never a number the client sent. Deleting the account deletes the profile.
 */
export const vulnerabilityProfiles = pgTable('vulnerability_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<AssessmentAnswers>().notNull(),
  riskScore: integer('risk_score').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
