import { reliabilityColour, reliabilityPercent, type IntelSeverity } from '@scambuddy/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names.js';

/**
 * Small labelled badges shared by the intelligence screens (issue 6 treats the six screens as one
 * area; these are their common vocabulary). Each carries its meaning in text, colour only adds.
 */

const toneClass = {
  red: 'border-danger bg-danger-soft text-danger-strong',
  orange: 'border-warning bg-warning-soft text-warning',
  yellow: 'border-warning bg-warning-soft text-warning',
  green: 'border-success bg-success-soft text-success',
  blue: 'border-primary bg-primary-soft text-primary-strong',
  grey: 'border-line bg-canvas text-ink',
} as const;

export type BadgeTone = keyof typeof toneClass;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-control border-2 px-2 py-0.5 text-lg font-semibold',
        toneClass[tone],
      )}
    >
      {children}
    </span>
  );
}

const severityTone: Record<IntelSeverity, BadgeTone> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'green',
};

/** Severity of an alert (critical, high, medium, low) as a labelled badge. */
export function SeverityBadge({ severity }: { severity: IntelSeverity }) {
  const { t } = useTranslation('intelligence');
  return <Badge tone={severityTone[severity]}>{t(`severity.${severity}`)}</Badge>;
}

/** Part 1 §5: reliability as a percent, green at 95 or more, yellow at 85 or more, else red. */
export function ReliabilityBadge({ reliability }: { reliability: number }) {
  const { t } = useTranslation('intelligence');
  const percent = reliabilityPercent(reliability);
  return <Badge tone={reliabilityColour(percent)}>{t('reliability.value', { percent })}</Badge>;
}
