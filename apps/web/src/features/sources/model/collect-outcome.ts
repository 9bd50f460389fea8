import type { AdminIntelActionResponse } from '@scambuddy/contracts';

export type CollectOutcome =
  | { kind: 'complete' }
  | { kind: 'partial'; succeeded: number; total: number }
  | { kind: 'failed'; total: number }
  | { kind: 'not-run' };

/**
 * Which toast a Collect All Data answer deserves. The spec's "Successfully collected data from
 * all sources" is only true when every source answered; a run that did not happen (collection
 * turned off, or another server collecting), where some sources failed, or where none answered
 * (issue 19: offline, it claimed success above "0 answered, 26 failed") says so instead.
 */
export function collectOutcome(answer: AdminIntelActionResponse): CollectOutcome {
  const details = answer.details ?? {};
  if (details.ran === false) return { kind: 'not-run' };
  const failed = typeof details.failed === 'number' ? details.failed : 0;
  const total = typeof details.totalSources === 'number' ? details.totalSources : 0;
  const succeeded = Math.max(0, total - failed);
  if (failed > 0 && succeeded === 0) return { kind: 'failed', total };
  if (failed > 0) return { kind: 'partial', succeeded, total };
  return { kind: 'complete' };
}
