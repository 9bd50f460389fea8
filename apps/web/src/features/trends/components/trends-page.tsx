import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedList } from './counted-list.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { useLiveUpdates } from '../../../lib/live-updates-hook.js';
import { SearchField, StatCard } from '../../intelligence/shared/form-controls.js';
import { QueryState } from '../../intelligence/shared/query-state.js';
import { RelativeTimeText } from '../../intelligence/shared/relative-time-text.js';
import { SnapshotNotice } from '../../intelligence/shared/snapshot-notice.js';
import { useNow } from '../../intelligence/shared/use-now.js';
import { TRENDS_PAGE_SOURCES_POLL_MS, useDataSources, useTrends } from '../api/trends-queries.js';
import { TREND_TYPE_FILTERS, filterTrends, type TrendTypeFilter } from '../model/trend-list.js';
import { AlertsChart } from './alerts-chart.js';
import { TrendItemCard } from './trend-item-card.js';

/** Scam Trends and News (/trends), spec part 2 §2.8. */
export function TrendsPage() {
  const { t, i18n } = useTranslation(['trends', 'common', 'pages']);
  useLiveUpdates();
  const now = useNow();
  const trends = useTrends();
  const sources = useDataSources(TRENDS_PAGE_SOURCES_POLL_MS);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TrendTypeFilter>('all');
  const metadata = trends.data?.metadata;
  const sourceCount = sources.data?.summary.totalSources;
  const format = (value: number | undefined) =>
    value === undefined ? '—' : new Intl.NumberFormat(i18n.language).format(value);

  return (
    <PageFrame title={t('common:titles.trends')} description={t('pages:trends.description')}>
      <p className="mb-4 text-lg">
        {t('header.sources', { count: sourceCount ?? 0 })}
        {' · '}
        {t('header.lastUpdated')}{' '}
        <RelativeTimeText iso={metadata?.lastUpdated ?? null} nowMs={now} />
      </p>
      <SnapshotNotice snapshotAsOf={metadata?.snapshotAsOf} />
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('stats.total')} value={format(metadata?.total)} />
        <StatCard label={t('stats.scamAlerts')} value={format(metadata?.scamTrends)} />
        <StatCard label={t('stats.news')} value={format(metadata?.newsItems)} />
        <StatCard label={t('stats.sources')} value={format(sourceCount)} />
      </div>
      {trends.data ? <AlertsChart trends={trends.data.trends} /> : null}
      <div role="search" aria-label={t('filters.label')} className="mb-6 flex flex-col gap-4">
        <SearchField
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <div role="group" aria-label={t('filters.type')} className="flex flex-wrap gap-2">
          {TREND_TYPE_FILTERS.map((value) => (
            <Button
              key={value}
              variant={type === value ? 'primary' : 'secondary'}
              aria-pressed={type === value}
              onClick={() => setType(value)}
            >
              {t(`filters.types.${value}`)}
            </Button>
          ))}
        </div>
      </div>
      <QueryState query={trends}>
        {(data) => {
          const shown = filterTrends(data.trends, search, type);
          return (
            <CountedList
              items={shown}
              keyOf={(trend) => trend.id}
              renderItem={(trend) => <TrendItemCard trend={trend} />}
            />
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
