import type { NewsItem } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.js';
import { Badge, ReliabilityBadge } from '../shared/badges.js';
import { formatItemDate } from '../shared/item-date.js';

/** One item of the Verified News tab (part 1 §3 "News item"). */
export function NewsCard({ item }: { item: NewsItem }) {
  const { t, i18n } = useTranslation('intelligence');
  const published = formatItemDate(item.publishDate, item.datePrecision, i18n.language);
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Badge tone="blue">{t(`category.${item.category}`, { defaultValue: item.category })}</Badge>
        <ReliabilityBadge reliability={item.source.reliability} />
      </div>
      <h3 dir="auto" className="text-xl font-bold">
        {item.title ?? t('item.untitled')}
      </h3>
      <p className="text-lg text-muted">
        {item.source.agency} · {published ?? t('item.dateNotStated')}
      </p>
      {item.summary ? (
        <p dir="auto" className="text-lg">
          {item.summary}
        </p>
      ) : null}
      <a
        href={item.source.url}
        target="_blank"
        rel="noreferrer noopener"
        className="inline-flex min-h-11 items-center text-lg underline"
      >
        {t('item.officialSource', { name: item.source.name })}
      </a>
    </Card>
  );
}
