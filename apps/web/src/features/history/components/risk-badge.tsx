import { historyRiskBadge, type HistoryRiskBadge } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names.js';

const BADGE_CLASSES: Record<HistoryRiskBadge, string> = {
  high: 'border-danger bg-danger-soft text-danger',
  medium: 'border-warning bg-warning-soft text-warning',
  low: 'border-success bg-success-soft text-success',
};

/**
 * The history badge of spec part 1 §5: over 70 high, 30 to 70 medium, under 30 low. The band is
 * written out with the score, so the colour never carries the meaning alone.
 */
export function RiskBadge({ score, className }: { score: number; className?: string }) {
  const { t } = useTranslation('history');
  const band = historyRiskBadge(score);
  return (
    <span
      data-risk={band}
      className={cx(
        'inline-flex items-center rounded-control border-2 px-2 py-0.5 text-base font-bold',
        BADGE_CLASSES[band],
        className,
      )}
    >
      {t(`badge.${band}`)} · {score}
    </span>
  );
}
