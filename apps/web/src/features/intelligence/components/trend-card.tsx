import { reliabilityPercent, trendSeverity, type FilterTrend } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.js';
import { Badge, ReliabilityBadge, type BadgeTone } from '../shared/badges.js';
import { formatItemDate } from '../shared/item-date.js';

const severityKey = {
  'URGENT ACTION NEEDED': { key: 'urgent', tone: 'red' },
  'HIGH RISK': { key: 'high', tone: 'orange' },
  'MODERATE RISK': { key: 'moderate', tone: 'yellow' },
  'LOW RISK': { key: 'low', tone: 'green' },
} as const satisfies Record<string, { key: string; tone: BadgeTone }>;

/** One trend of the Live Trends tab (part 1 §3 "Trend", severity label from impact per §5). */
export function TrendCard({ trend }: { trend: FilterTrend }) {
  const { t, i18n } = useTranslation('intelligence');
  const severity = severityKey[trendSeverity(trend.impactScore)];
  const reported = formatItemDate(trend.lastReported, 'instant', i18n.language);
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Badge tone={severity.tone}>{t(`trendSeverity.${severity.key}`)}</Badge>
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
