import { isHighElderRisk, type Trend } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.js';
import { Badge, SeverityBadge } from '../../intelligence/shared/badges.js';
import { formatItemDate } from '../../intelligence/shared/item-date.js';
import { ScamTypeChips } from './scam-type-chips.js';

/**
 * A card of Scam Trends and News (part 2 §2.8): risk level, ALERT or NEWS, title, description,
 * date, agency, scam-type chips, High Elder Risk above 70 and View Official Source.
 */
export function TrendItemCard({ trend }: { trend: Trend }) {
  const { t, i18n } = useTranslation('trends');
  const date = formatItemDate(trend.publishedAt, trend.datePrecision, i18n.language);
  const titleId = `trend-${trend.id}`;
  return (
    <Card className="flex h-full flex-col gap-3" aria-labelledby={titleId} role="article">
      <div className="flex flex-wrap gap-2">
        <SeverityBadge severity={trend.riskLevel} />
        <Badge tone={trend.type === 'scam-alert' ? 'red' : 'blue'}>
          {trend.type === 'scam-alert' ? t('card.alert') : t('card.news')}
        </Badge>
        {isHighElderRisk(trend.elderRelevanceScore) ? (
          <Badge tone="orange">{t('card.highElderRisk')}</Badge>
        ) : null}
      </div>
      <h3 id={titleId} dir="auto" className="text-xl font-bold">
        {trend.title ?? t('card.untitled')}
      </h3>
      {trend.description ? (
        <p dir="auto" className="text-lg">
          {trend.description}
        </p>
      ) : null}
      <p className="text-lg text-muted">
        {trend.agency} · {date ?? t('card.dateNotStated')}
      </p>
      <ScamTypeChips scamTypes={trend.scamTypes} />
      <a
        href={trend.url}
        target="_blank"
        rel="noreferrer noopener"
        className="mt-auto inline-flex min-h-11 items-center self-start rounded-control border-2 border-primary px-4 py-2 text-lg font-semibold text-primary no-underline hover:bg-primary-soft"
      >
        {t('card.viewSource')}
        <span className="sr-only"> {t('card.opensNewTab')}</span>
      </a>
    </Card>
  );
}
