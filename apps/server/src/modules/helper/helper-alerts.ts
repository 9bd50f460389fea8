import type { AnalysisRepository } from '../analysis/analysis.repository.js';
import type { HelperService } from './helper.service.js';

/**
 * The analysis write path with helper alerts after it (issue 10): once an analysis is stored, a
 * signed-in person's HIGH-risk result alerts their active helpers. The analysis is never refused
 * because an alert could not be written; the failure is reported (without any personal data).
 */
export function withHelperAlerts(
  repository: AnalysisRepository,
  helper: Pick<HelperService, 'onAnalysisStored'>,
  onError: (error: unknown) => void,
): AnalysisRepository {
  return {
    ...repository,
    async insert(analysis) {
      await repository.insert(analysis);
      if (analysis.userId === null || analysis.result.risk_level !== 'high') return;
      await helper
        .onAnalysisStored({
          id: analysis.id,
          userId: analysis.userId,
          riskLevel: analysis.result.risk_level,
          createdAt: analysis.createdAt,
        })
        .catch(onError);
    },
  };
}
