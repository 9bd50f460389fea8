import type { AnalysisResult, Channel, InputType } from '@scambuddy/contracts';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { analyses } from '../../db/schema.js';

export interface NewAnalysis {
  id: string;
  userId: string | null;
  inputType: InputType;
  channel: Channel | undefined;
  state: string | undefined;
  /** Only for a signed-in person's history; null for everyone else. */
  text: string | null;
  result: AnalysisResult;
  createdAt: Date;
}

export interface StoredAnalysis {
  id: string;
  createdAt: Date;
  result: AnalysisResult;
}

export interface AnalysisRepository {
  insert(analysis: NewAnalysis): Promise<void>;
  findById(id: string): Promise<StoredAnalysis | undefined>;
}

export function createAnalysisRepository(orm: Orm): AnalysisRepository {
  return {
    async insert(analysis) {
      await orm.insert(analyses).values({
        ...analysis,
        channel: analysis.channel ?? null,
        state: analysis.state ?? null,
      });
    },
    async findById(id) {
      const rows = await orm
        .select({ id: analyses.id, createdAt: analyses.createdAt, result: analyses.result })
        .from(analyses)
        .where(eq(analyses.id, id))
        .limit(1);
      return rows[0];
    },
  };
}
