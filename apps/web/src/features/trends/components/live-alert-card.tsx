import { isHighElderRisk, type LiveAlert } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.js';
import { Badge, SeverityBadge } from '../../intelligence/shared/badges.js';
import { formatItemDate } from '../../intelligence/shared/item-date.js';
import { ScamTypeChips } from './scam-type-chips.js';

/** An alert card of Live Trends (part 2 §2.11): a card with a link opens the official source. */
export function LiveAlertCard({ alert }: { alert: LiveAlert }) {
  const { t, i18n } = useTranslation('trends');
  const date = formatItemDate(alert.timestamp, alert.datePrecision, i18n.language);
  return (
    <Card className="relative flex h-full flex-col gap-3 focus-within:shadow-[0_0_0_3px_var(--color-focus)]">
      <div className="flex flex-wrap gap-2">
        <SeverityBadge severity={alert.severity} />
        <Badge tone={alert.isScamAlert ? 'red' : 'blue'}>
          {alert.isScamAlert ? t('card.alert') : t('card.news')}
        </Badge>
        {isHighElderRisk(alert.elderRelevanceScore) ? (
          <Badge tone="orange">{t('card.highElderRisk')}</Badge>
        ) : null}
      </div>
      <h3 dir="auto" className="text-xl font-bold">
        {/* The whole card is the link's target area; the link itself is the title. */}
        <a
          href={alert.url}
          target="_blank"
          rel="noreferrer noopener"
          className="after:absolute after:inset-0 after:content-['']"
        >
          {alert.title ?? t('card.untitled')}
          <span className="sr-only"> {t('card.opensNewTab')}</span>
        </a>
      </h3>
      {alert.description ? (
        <p dir="auto" className="text-lg">
          {alert.description}
        </p>
      ) : null}
      <p className="text-lg text-muted">
        {alert.sourceAgency} · {date ?? t('card.dateNotStated')}
        {alert.states.length > 0 ? ` · ${alert.states.join(', ')}` : ''}
      </p>
      <ScamTypeChips scamTypes={alert.scamTypes} />
    </Card>
  );
}
