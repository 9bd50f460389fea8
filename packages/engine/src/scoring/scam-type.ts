import type { RiskBand, ScamType } from '@scambuddy/contracts';
import { SIGNALS } from '../signals/catalog.js';

const TYPES_BY_ID = new Map(SIGNALS.map((signal) => [signal.id, signal.types ?? {}]));

/**
 * The scam type with the most signal votes. A low-risk result is `none`; a risky one that no
 * signal explains is `other` (or `phishing` when the risk comes from its links).
 */
export function classifyScamType(signalIds: readonly string[], band: RiskBand): ScamType {
  if (band === 'low') return 'none';
  const votes = new Map<ScamType, number>();
  for (const id of signalIds) {
    for (const [type, weight] of Object.entries(TYPES_BY_ID.get(id) ?? {})) {
      votes.set(type as ScamType, (votes.get(type as ScamType) ?? 0) + (weight ?? 0));
    }
  }
  let best: ScamType = 'other';
  let bestVotes = 0;
  for (const [type, count] of votes) {
    if (count > bestVotes) {
      best = type;
      bestVotes = count;
    }
  }
  if (bestVotes === 0 && signalIds.some((id) => id.startsWith('link_'))) return 'phishing';
  return best;
}
