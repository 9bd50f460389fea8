import { isAnalysisId } from '../analysis/analysis-id.js';
import type { AnalysisRepository } from '../analysis/analysis.repository.js';
import { AppError } from '../../plugins/app-error.js';
import type { SavedReport } from './report.schemas.js';

/** A saved report by its share id; a malformed id is answered like an unknown one, unqueried. */
export async function findReport(repository: AnalysisRepository, id: string): Promise<SavedReport> {
  const stored = isAnalysisId(id) ? await repository.findById(id) : undefined;
  if (stored === undefined)
    throw new AppError('NOT_FOUND', 404, 'There is no report with this id.');
  return { id: stored.id, createdAt: stored.createdAt.toISOString(), result: stored.result };
}
