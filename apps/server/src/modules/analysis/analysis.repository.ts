import type { AnalysisResult, Channel, InputType } from '@scambuddy/contracts';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { createGroupCommit } from '../../db/group-commit.js';
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
  /**
   * The text read from a screenshot analysis, for its owner only (issue 19); undefined for anyone
   * else, for typed text (the owner has it) and when nothing was kept.
   */
  findReadText(id: string, userId: string): Promise<string | undefined>;
}

/** Rows per INSERT statement at most; 50 rows of ~7 KB results stay well under a megabyte. */
const MAX_ROWS_PER_INSERT = 50;

export function createAnalysisRepository(orm: Orm): AnalysisRepository {
  // Concurrent analyses share one INSERT and one commit; each request still answers only after
  // its own row is stored, so its share link works at once.
  const commit = createGroupCommit<NewAnalysis>({
    maxBatch: MAX_ROWS_PER_INSERT,
    writeMany: async (rows) => {
      await orm.insert(analyses).values(
        rows.map((analysis) => ({
          ...analysis,
          channel: analysis.channel ?? null,
          state: analysis.state ?? null,
        })),
      );
    },
  });
  return {
    insert: (analysis) => commit.write(analysis),
    async findById(id) {
      const rows = await orm
        .select({ id: analyses.id, createdAt: analyses.createdAt, result: analyses.result })
        .from(analyses)
        .where(eq(analyses.id, id))
        .limit(1);
      return rows[0];
    },
    async findReadText(id, userId) {
      const rows = await orm
        .select({ text: analyses.text })
        .from(analyses)
        .where(
          and(eq(analyses.id, id), eq(analyses.userId, userId), eq(analyses.inputType, 'image')),
        )
        .limit(1);
      return rows[0]?.text ?? undefined;
    },
  };
}
