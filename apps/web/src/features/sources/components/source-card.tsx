import type { DataSource, SourceStatus } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.js';
import { Badge, ReliabilityBadge, type BadgeTone } from '../../intelligence/shared/badges.js';
import { RelativeTimeText } from '../../intelligence/shared/relative-time-text.js';

const statusTone: Record<SourceStatus, BadgeTone> = {
  online: 'green',
  issues: 'yellow',
  offline: 'red',
  inactive: 'grey',
  pending: 'blue',
};

/** Part 2 §2.9 source card: name, agency, status, items, errors, last checked, last success. */
export function SourceCard({
  source,
  nowMs,
}: {
  source: DataSource & { status: SourceStatus };
  nowMs: number;
}) {
  const { t } = useTranslation('sources');
  return (
    <Card className="flex h-full flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone[source.status]}>{t(`status.${source.status}`)}</Badge>
        <ReliabilityBadge reliability={source.reliability} />
      </div>
      <h3 className="text-xl font-bold">{source.name}</h3>
      <p className="text-lg text-muted">{source.agency}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
        <dt>{t('card.items')}</dt>
        <dd>{source.itemCount}</dd>
        <dt>{t('card.errors')}</dt>
        <dd>{source.errorCount}</dd>
        <dt>{t('card.lastChecked')}</dt>
        <dd>
          {source.lastChecked ? (
            <RelativeTimeText iso={source.lastChecked} nowMs={nowMs} />
          ) : (
            t('card.never')
          )}
        </dd>
        <dt>{t('card.lastSuccess')}</dt>
        <dd>
          {source.lastSuccessful ? (
            <RelativeTimeText iso={source.lastSuccessful} nowMs={nowMs} />
          ) : (
            t('card.never')
          )}
        </dd>
      </dl>
    </Card>
  );
}
