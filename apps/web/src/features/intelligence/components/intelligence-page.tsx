import { INTEL_COLLECTION_INTERVAL_HOURS } from '@scambuddy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { LoadingStatus } from '../../../components/ui/loading-status.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { useLiveUpdates } from '../../../lib/live-updates-hook.js';
import { useFilterNews, useFilterOptions, useFilterTrends } from '../api/intelligence-queries.js';
import { EMPTY_FILTERS, type IntelFilters } from '../model/filters.js';
import { QueryState } from '../shared/query-state.js';
import { ShowMoreList } from '../shared/show-more-list.js';
import { SnapshotNotice } from '../shared/snapshot-notice.js';
import { StatCard } from '../shared/form-controls.js';
import { useDebouncedValue } from '../shared/use-debounced-value.js';
import { AgencySourcesTab } from './agency-sources-tab.js';
import { FilterBar } from './filter-bar.js';
import { NewsCard } from './news-card.js';
import { TrendCard } from './trend-card.js';

type IntelTab = 'trends' | 'news' | 'heatmap' | 'sources';

/** Government Scam Intelligence Center (/unified-trends), spec part 1 §2.9. */
export function IntelligencePage() {
  const { t, i18n } = useTranslation(['intelligence', 'common', 'pages']);
  useLiveUpdates();
  const [tab, setTab] = useState<IntelTab>('trends');
  const [filters, setFilters] = useState<IntelFilters>(EMPTY_FILTERS);
  const settled = useDebouncedValue(filters);
  const options = useFilterOptions();
  const trends = useFilterTrends(settled);
  const news = useFilterNews(settled);
  const statistics = trends.data?.statistics;
  const numberFormat = new Intl.NumberFormat(i18n.language);
  // New filters start the lists again from their first page.
  const listKey = JSON.stringify(settled);

  // Until the first answers arrive, one screen-tall status stands where the content will be: the
  // snapshot notice and the figures would otherwise appear above what is already drawn and push
  // it down (Lighthouse's layout shift, issue 9). Later answers replace earlier ones in place
  // (placeholderData), so this shows only once.
  if (trends.isPending || news.isPending) {
    return (
      <PageFrame
        title={t('common:titles.unifiedTrends')}
        description={t('pages:unifiedTrends.description')}
      >
        <LoadingStatus text={t('status.loading')} />
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={t('common:titles.unifiedTrends')}
      description={t('pages:unifiedTrends.description')}
    >
      <SnapshotNotice snapshotAsOf={trends.data?.snapshotAsOf ?? news.data?.snapshotAsOf} />
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t('centre.stats.critical')}
          value={statistics ? numberFormat.format(statistics.trends.critical) : '—'}
        />
        <StatCard
          label={t('centre.stats.totalReports')}
          value={statistics ? numberFormat.format(statistics.trends.totalReports) : '—'}
        />
        <StatCard
          label={t('centre.stats.verifiedNews')}
          value={statistics ? numberFormat.format(statistics.news.total) : '—'}
        />
        <StatCard
          label={t('centre.stats.monitoring')}
          value={t('centre.stats.monitoringValue')}
          hint={t('schedule.every', { count: INTEL_COLLECTION_INTERVAL_HOURS })}
        />
      </div>
      <FilterBar
        filters={filters}
        onChange={setFilters}
        options={options.data}
        showSeverity={tab === 'trends'}
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as IntelTab)}>
        <TabsList aria-label={t('centre.tabs.label')}>
          <TabsTrigger value="trends">{t('centre.tabs.trends')}</TabsTrigger>
          <TabsTrigger value="news">{t('centre.tabs.news')}</TabsTrigger>
          <TabsTrigger value="heatmap">{t('centre.tabs.heatmap')}</TabsTrigger>
          <TabsTrigger value="sources">{t('centre.tabs.sources')}</TabsTrigger>
        </TabsList>
        {/* The tab names as section headings, so the cards' h3 titles follow an h2. */}
        <TabsContent value="trends">
          <h2 className="sr-only">{t('centre.tabs.trends')}</h2>
          <p className="mb-4 text-lg text-muted" data-testid="reliability-explained">
            {t('reliability.explained')}
          </p>
          <QueryState query={trends}>
            {(data) =>
              data.trends.length === 0 ? (
                <p className="text-lg">{t('centre.emptyTrends')}</p>
              ) : (
                <ShowMoreList
                  key={listKey}
                  items={data.trends}
                  keyOf={(trend) => trend.id}
                  renderItem={(trend) => <TrendCard trend={trend} />}
                />
              )
            }
          </QueryState>
        </TabsContent>
        <TabsContent value="news">
          <h2 className="sr-only">{t('centre.tabs.news')}</h2>
          <p className="mb-4 text-lg text-muted" data-testid="reliability-explained">
            {t('reliability.explained')}
          </p>
          <QueryState query={news}>
            {(data) =>
              data.news.length === 0 ? (
                <p className="text-lg">{t('centre.emptyNews')}</p>
              ) : (
                <ShowMoreList
                  key={listKey}
                  items={data.news}
                  keyOf={(item) => item.id}
                  renderItem={(item) => <NewsCard item={item} />}
                />
              )
            }
          </QueryState>
        </TabsContent>
        <TabsContent value="heatmap">
          <HeatmapTab />
        </TabsContent>
        <TabsContent value="sources">
          <AgencySourcesTab
            trends={trends.data?.trends}
            news={news.data?.news}
            trendStatistics={trends.data?.statistics}
            newsStatistics={news.data?.statistics}
          />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}

/**
 * Part 1 §2.9 has a placeholder with a low/moderate/high legend here; the real map is the
 * National Threat Map screen, so the tab states the legend and links to it.
 */
function HeatmapTab() {
  const { t } = useTranslation('intelligence');
  return (
    <div className="rounded-card border border-line bg-surface p-6">
      <h2 className="text-2xl font-bold">{t('centre.heatmap.heading')}</h2>
      <p className="mt-2 text-lg">{t('centre.heatmap.text')}</p>
      <ul aria-label={t('centre.heatmap.legend')} className="my-4 flex flex-wrap gap-4 text-lg">
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-5 rounded-sm border border-line bg-[#c7e9c0]"
          />
          {t('centre.heatmap.low')}
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-5 rounded-sm border border-line bg-[#fdae61]"
          />
          {t('centre.heatmap.moderate')}
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-5 rounded-sm border border-line bg-[#b3261e]"
          />
          {t('centre.heatmap.high')}
        </li>
      </ul>
      <LinkButton to={paths.heatmap.href()}>{t('centre.heatmap.open')}</LinkButton>
    </div>
  );
}
