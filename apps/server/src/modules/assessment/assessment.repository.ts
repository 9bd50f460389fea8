import { AssessmentAnswersSchema, type VulnerabilityProfile } from '@scambuddy/contracts';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { vulnerabilityProfiles } from '../../db/schema.js';

export interface ProfileToSave extends Omit<VulnerabilityProfile, 'updatedAt'> {
  userId: string;
  updatedAt: Date;
}

export interface AssessmentRepository {
  find(userId: string): Promise<VulnerabilityProfile | null>;
  /** One profile per person: a new assessment replaces the previous one. */
  save(profile: ProfileToSave): Promise<void>;
}

export function createAssessmentRepository(orm: Orm): AssessmentRepository {
  return {
    async find(userId) {
      const [row] = await orm
        .select()
        .from(vulnerabilityProfiles)
        .where(eq(vulnerabilityProfiles.userId, userId))
        .limit(1);
      if (!row) return null;
      // The stored JSON is re-read through the contract, so an old or damaged row never reaches
      // the client half-valid; it reads as "no profile" and the person simply takes it again.
      const answers = AssessmentAnswersSchema.safeParse(row.answers);
      if (!answers.success) return null;
      return {
        ...answers.data,
        riskScore: row.riskScore,
        updatedAt: row.updatedAt.toISOString(),
      };
    },
    async save({ userId, riskScore, updatedAt, ...answers }) {
      await orm
        .insert(vulnerabilityProfiles)
        .values({ userId, answers, riskScore, updatedAt })
        .onConflictDoUpdate({
          target: vulnerabilityProfiles.userId,
          set: { answers, riskScore, updatedAt },
        });
    },
  };
}
