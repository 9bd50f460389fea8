import { riskFromScamScore, type RiskLevel } from '@scambuddy/contracts';
import { useRiskBandText } from '../../../components/risk/risk-band-text.js';
import { cx } from '../../../lib/class-names.js';

const BADGE_CLASSES: Record<RiskLevel, string> = {
  high: 'border-danger bg-danger-soft text-danger',
  moderate: 'border-warning bg-warning-soft text-warning',
  low: 'border-success bg-success-soft text-success',
};

/**
 * The history and dashboard badge: the contract's bands, as on the result (issue 19: a 30 is low
 * here too). The band is written out with the score, so the colour never carries the meaning alone.
 */
export function RiskBadge({ score, className }: { score: number; className?: string }) {
  const bands = useRiskBandText();
  const band = riskFromScamScore(score).level;
  return (
    <span
      data-risk={band}
      className={cx(
        'inline-flex items-center rounded-control border-2 px-2 py-0.5 text-base font-bold',
        BADGE_CLASSES[band],
        className,
      )}
    >
      {bands.name(band)} · {score}
    </span>
  );
}
