import type { EvidencePackageData, StoredEvidencePackage } from '@scambuddy/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { evidencePackages } from '../../db/schema.js';

/** Most packages listed at once; a person gathering evidence has a handful, not hundreds. */
export const EVIDENCE_LIST_LIMIT = 100;

export interface EvidenceRepository {
  insert(row: {
    reportId: string;
    userId: string | null;
    data: EvidencePackageData;
    submittedAt: Date;
  }): Promise<void>;
  listByUser(userId: string): Promise<StoredEvidencePackage[]>;
}

export function createEvidenceRepository(orm: Orm): EvidenceRepository {
  return {
    async insert({ reportId, userId, data, submittedAt }) {
      await orm.insert(evidencePackages).values({
        id: reportId,
        userId,
        packageId: data.id,
        title: data.title,
        description: data.description,
        analysisId: data.analysisId ?? null,
        items: data.items,
        itemCount: data.items.length,
        createdAt: new Date(data.createdAt),
        submittedAt,
      });
    },
    async listByUser(userId) {
      const rows = await orm
        .select()
        .from(evidencePackages)
        .where(eq(evidencePackages.userId, userId))
        .orderBy(desc(evidencePackages.submittedAt))
        .limit(EVIDENCE_LIST_LIMIT);
      return rows.map((row) => ({
        reportId: row.id,
        packageId: row.packageId,
        title: row.title,
        description: row.description,
        createdAt: row.createdAt.toISOString(),
        submittedAt: row.submittedAt.toISOString(),
        status: 'submitted' as const,
        ...(row.analysisId === null ? {} : { analysisId: row.analysisId }),
        items: row.items,
      }));
    },
  };
}
