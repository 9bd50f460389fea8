import { riskFromScamScore, type AnalysisResult } from '@scambuddy/contracts';

/**
 * The honest middle (issue 10): when the engine is unsure — a score in the moderate band
 * (31–70) or low confidence — the result says so plainly and offers the one safest step instead
 * of a verdict. The score stays on screen either way.
 */
export function isUncertainResult(
  result: Pick<AnalysisResult, 'scam_score' | 'risk_level' | 'confidence'>,
): boolean {
  return (
    result.confidence === 'low' ||
    result.risk_level === 'moderate' ||
    riskFromScamScore(result.scam_score).level === 'moderate'
  );
}

/** The trusted-helper page (issue 10, built beside this); linked when someone is signed in. */
export const HELPER_PATH = '/helper';
