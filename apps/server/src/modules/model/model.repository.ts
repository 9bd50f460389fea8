import type { CorpusExample } from '@scambuddy/engine';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { analyses, analysisFeedback, modelVersions } from '../../db/schema.js';

export interface NewModelVersion {
  id: string;
  version: string;
  status: 'accepted' | 'refused';
  metrics: Record<string, number>;
  referenceMetrics: Record<string, number>;
  baseExamples: number;
  feedbackExamples: number;
  reason: string;
  /** Only for an accepted candidate: what is needed to load it again after a restart. */
  artifact: { metadata: unknown; weightBytes: Uint8Array } | null;
  createdAt: Date;
}

export type ModelVersionRow = typeof modelVersions.$inferSelect;

export interface ModelRepository {
  /**
   * "Was this right?" labels given by signed-in people, whose analysis kept its text (signed-in
   * people's analyses).
   */
  feedbackExamples(): Promise<CorpusExample[]>;
  /** Records a candidate; an accepted one becomes the only active version. */
  insertVersion(version: NewModelVersion): Promise<void>;
  activeArtifact(): Promise<{ metadata: unknown; weightBytes: Uint8Array } | null>;
  listVersions(limit: number): Promise<Omit<ModelVersionRow, 'metadata' | 'weightsBase64'>[]>;
}

export function createModelRepository(orm: Orm): ModelRepository {
  return {
    async feedbackExamples() {
      const rows = await orm
        .select({
          text: analyses.text,
          channel: analyses.channel,
          verdict: analysisFeedback.verdict,
        })
        .from(analysisFeedback)
        .innerJoin(analyses, eq(analyses.id, analysisFeedback.analysisId))
        // Issue 18: only signed-in people's answers (one per person per analysis, by the unique
        // voter index); an anonymous token costs nothing to make, so those only count in figures.
        .where(and(isNotNull(analyses.text), isNotNull(analysisFeedback.userId)));
      return rows.flatMap((row) =>
        row.text === null
          ? []
          : [
              {
                text: row.text,
                label: row.verdict === 'scam' ? (1 as const) : (0 as const),
                channel: row.channel ?? 'other',
                source: `scambuddy-feedback:${row.verdict}`,
                group: 'scambuddy-feedback',
              },
            ],
      );
    },
    async insertVersion(version) {
      await orm.transaction(async (tx) => {
        if (version.status === 'accepted') {
          await tx
            .update(modelVersions)
            .set({ isActive: false })
            .where(eq(modelVersions.isActive, true));
        }
        await tx.insert(modelVersions).values({
          id: version.id,
          version: version.version,
          status: version.status,
          isActive: version.status === 'accepted',
          metrics: version.metrics,
          referenceMetrics: version.referenceMetrics,
          baseExamples: version.baseExamples,
          feedbackExamples: version.feedbackExamples,
          reason: version.reason,
          metadata: version.artifact?.metadata ?? null,
          weightsBase64: version.artifact
            ? Buffer.from(version.artifact.weightBytes).toString('base64')
            : null,
          createdAt: version.createdAt,
        });
      });
    },
    async activeArtifact() {
      const rows = await orm
        .select({ metadata: modelVersions.metadata, weightsBase64: modelVersions.weightsBase64 })
        .from(modelVersions)
        .where(eq(modelVersions.isActive, true))
        .limit(1);
      const row = rows[0];
      if (!row || row.weightsBase64 === null || row.metadata === null) return null;
      return {
        metadata: row.metadata,
        weightBytes: new Uint8Array(Buffer.from(row.weightsBase64, 'base64')),
      };
    },
    async listVersions(limit) {
      return orm
        .select({
          id: modelVersions.id,
          version: modelVersions.version,
          status: modelVersions.status,
          isActive: modelVersions.isActive,
          metrics: modelVersions.metrics,
          referenceMetrics: modelVersions.referenceMetrics,
          baseExamples: modelVersions.baseExamples,
          feedbackExamples: modelVersions.feedbackExamples,
          reason: modelVersions.reason,
          createdAt: modelVersions.createdAt,
        })
        .from(modelVersions)
        .orderBy(desc(modelVersions.createdAt))
        .limit(limit);
    },
  };
}
