import type { ModelMetadata } from '@scambuddy/engine';

/** The figures a model is judged by: AUC and the HIGH/LOW shares, all 0–1, on unseen messages. */
export interface ModelFigures {
  auc: number;
  scamsHigh: number;
  legitHigh: number;
  scamsLow: number;
}

/**
 * A model's own out-of-sample figures: the committed model's 5-fold cross-validation (`cv*`), or
 * a retrained model's held-back split (`heldBack*`). Held-back messages of the base corpus were
 * training data for the committed model, so scoring it on them would flatter it; its
 * cross-validated figures are the fair comparison. Null when the metadata has neither.
 */
export function figuresOf(metadata: Pick<ModelMetadata, 'metrics'>): ModelFigures | null {
  const m = metadata.metrics;
  for (const prefix of ['heldBack', 'cv']) {
    const auc = m[`${prefix}Auc`];
    const scamsHigh = m[`${prefix}ScamsHigh`];
    const legitHigh = m[`${prefix}LegitHigh`];
    const scamsLow = m[`${prefix}ScamsLow`];
    if (
      auc !== undefined &&
      scamsHigh !== undefined &&
      legitHigh !== undefined &&
      scamsLow !== undefined
    ) {
      return { auc, scamsHigh, legitHigh, scamsLow };
    }
  }
  return null;
}

/**
 * How far a candidate may fall below the reference and still count as "not worse": the sampling
 * noise of a held-back fifth (~2,500 messages of the base corpus; about 700 scams, so one
 * percentage point of "scams HIGH" is ~7 messages).
 */
export const NOT_WORSE_TOLERANCE: ModelFigures = {
  auc: 0.003,
  scamsHigh: 0.015,
  legitHigh: 0.005,
  scamsLow: 0.01,
};

export interface CandidateDecision {
  accept: boolean;
  reason: string;
}

const percent = (value: number): string => `${(value * 100).toFixed(2)}%`;

/** Swap in only when not worse on every figure (within the tolerance). Pure. */
export function decideCandidate(
  candidate: ModelFigures,
  reference: ModelFigures | null,
  tolerance: ModelFigures = NOT_WORSE_TOLERANCE,
): CandidateDecision {
  if (!Number.isFinite(candidate.auc)) {
    return { accept: false, reason: 'The held-back split has only one label; nothing to judge.' };
  }
  if (reference === null) {
    return {
      accept: true,
      reason: 'The running model has no recorded evaluation to compare with.',
    };
  }
  const worse: string[] = [];
  if (candidate.auc < reference.auc - tolerance.auc) {
    worse.push(`AUC ${candidate.auc.toFixed(4)} < ${reference.auc.toFixed(4)}`);
  }
  if (candidate.scamsHigh < reference.scamsHigh - tolerance.scamsHigh) {
    worse.push(`scams HIGH ${percent(candidate.scamsHigh)} < ${percent(reference.scamsHigh)}`);
  }
  if (candidate.legitHigh > reference.legitHigh + tolerance.legitHigh) {
    worse.push(`legitimate HIGH ${percent(candidate.legitHigh)} > ${percent(reference.legitHigh)}`);
  }
  if (candidate.scamsLow > reference.scamsLow + tolerance.scamsLow) {
    worse.push(`scams LOW ${percent(candidate.scamsLow)} > ${percent(reference.scamsLow)}`);
  }
  return worse.length === 0
    ? { accept: true, reason: 'Not worse than the running model on any figure.' }
    : { accept: false, reason: `Worse than the running model: ${worse.join('; ')}.` };
}
