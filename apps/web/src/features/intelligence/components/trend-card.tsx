import { reliabilityPercent, type FilterTrend } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.js';
import { Badge, ReliabilityBadge, SeverityBadge } from '../shared/badges.js';
import { formatItemDate } from '../shared/item-date.js';

/**
 * One trend of the Live Trends tab (part 1 §3 "Trend"). Its severity is the item's own, the badge
 * every other intelligence screen shows: the spec's label from the impact score made the same
 * tax-refund alert MODERATE here and High on /trends (issue 19.15). Its date is shown as precisely
 * as the source stated it (a month-only date reads "January 2026").
 */
export function TrendCard({ trend }: { trend: FilterTrend }) {
  const { t, i18n } = useTranslation('intelligence');
  const reported = formatItemDate(
    trend.lastReported,
    trend.datePrecision ?? 'instant',
    i18n.language,
  );
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <SeverityBadge severity={trend.severity} />
        <Badge tone="blue">{t(`authority.${trend.authorityBadge}`)}</Badge>
      </div>
      <h3 dir="auto" className="text-xl font-bold">
        {trend.title ?? t('item.untitled')}
      </h3>
      <p className="text-lg text-muted">
        {trend.sourceAgency} · {t(`category.${trend.category}`, { defaultValue: trend.category })}
        {reported ? ` · ${reported}` : ''}
      </p>
      {(trend.simplifiedLanguage ?? trend.description) ? (
        <p dir="auto" className="text-lg">
          {trend.simplifiedLanguage ?? trend.description}
        </p>
      ) : null}
      {trend.actionableSteps.length > 0 ? (
        <div>
          <h4 className="text-lg font-semibold">{t('trend.whatToDo')}</h4>
          <ul className="ms-6 list-disc text-lg">
            {trend.actionableSteps.map((step) => (
              <li key={step} dir="auto">
                {step}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {trend.reportingInstructions ? (
        <p dir="auto" className="text-lg">
          <strong>{t('trend.howToReport')}</strong> {trend.reportingInstructions}
        </p>
      ) : null}
      {trend.sources.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {trend.sources.map((source) => (
            <li key={source.url} className="flex flex-wrap items-center gap-2 text-lg">
              <a
                href={source.url}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex min-h-11 items-center underline"
              >
                {t('item.officialSource', { name: source.name })}
              </a>
              <ReliabilityBadge reliability={source.reliability} />
              <span className="sr-only">{reliabilityPercent(source.reliability)}%</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
