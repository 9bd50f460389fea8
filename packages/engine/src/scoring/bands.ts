import type { Confidence, RiskBand } from '@scambuddy/contracts';

/** Spec part 1 §5: 0–30 LOW, 31–70 MODERATE, 71–100 HIGH. */
export function bandForScore(score: number): RiskBand {
  if (score >= 71) return 'high';
  if (score >= 31) return 'moderate';
  return 'low';
}

/**
 * Calibrated certainty (distance of the score from a coin toss) tempered by how much evidence
 * there is: a short text with no named signal is never "high" confidence.
 */
export function confidenceFor(
  score: number,
  evidenceCount: number,
  textLength: number,
): Confidence {
  const certainty = Math.abs(score - 50) / 50;
  if (certainty < 0.3) return 'low';
  const enoughEvidence = evidenceCount >= 2 || textLength >= 300;
  if (certainty >= 0.7 && enoughEvidence) return 'high';
  return 'medium';
}
