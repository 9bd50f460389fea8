import { IntelSeveritySchema, SOURCE_TOOLTIP_MAX_SOURCES, US_STATES } from '@scambuddy/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedList } from './counted-list.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { Tooltip } from '../../../components/ui/tooltip.js';
import { cx } from '../../../lib/class-names.js';
import { useLiveUpdates } from '../../../lib/live-updates-hook.js';
import { LabelledSelect, SearchField } from '../../intelligence/shared/form-controls.js';
import { QueryState } from '../../intelligence/shared/query-state.js';
import { SnapshotNotice } from '../../intelligence/shared/snapshot-notice.js';
import { useNow } from '../../intelligence/shared/use-now.js';
import {
  LIVE_TRENDS_SOURCES_POLL_MS,
  useDataSources,
  useUnifiedHeatmap,
} from '../api/trends-queries.js';
import {
  EMPTY_LIVE_FILTERS,
  STAT_CARD_FILTERS,
  applyLiveFilters,
  stateThreatSummaries,
  statCardCounts,
  toggleStatCard,
  toggleState,
  type LiveFilters,
} from '../model/live-filters.js';
import { DailyBriefingDialog } from './daily-briefing.js';
import { LiveAlertCard } from './live-alert-card.js';
import { StateOverview } from './state-overview.js';

/** Live Trends and Scam Intelligence (/scam-trends-v2), spec part 2 §2.11. */
export function LiveTrendsPage() {
  const { t } = useTranslation(['trends', 'common', 'pages']);
  useLiveUpdates();
  const now = useNow();
  const heatmap = useUnifiedHeatmap();
  const sources = useDataSources(LIVE_TRENDS_SOURCES_POLL_MS);
  const [filters, setFilters] = useState<LiveFilters>(EMPTY_LIVE_FILTERS);
  const alerts = useMemo(() => heatmap.data?.alerts ?? [], [heatmap.data]);
  const counts = statCardCounts(alerts, now);
  const summaries = useMemo(() => stateThreatSummaries(alerts), [alerts]);
  const sourceList = sources.data?.sources ?? [];
  const sourceCount = sources.data?.summary.totalSources ?? 0;
  const set = (patch: Partial<LiveFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const selectedState = US_STATES.find((state) => state.code === filters.state);
  const anyFilter =
    filters.statCard !== null ||
    filters.state !== null ||
    filters.search.trim() !== '' ||
    filters.type !== 'all' ||
    filters.priority !== 'all';

  return (
    <PageFrame
      title={t('common:titles.scamTrendsV2')}
      description={t('pages:scamTrendsV2.description')}
    >
      <SnapshotNotice snapshotAsOf={heatmap.data?.snapshotAsOf} />
      <div className="mb-6">
        <DailyBriefingDialog alerts={alerts} sourceCount={sourceCount} nowMs={now} />
      </div>
      <ul
        aria-label={t('live.cardsLabel')}
        className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        {STAT_CARD_FILTERS.map((card) => (
          <li key={card}>
            <button
              type="button"
              aria-pressed={filters.statCard === card}
              onClick={() => set({ statCard: toggleStatCard(filters.statCard, card) })}
              className={cx(
                'flex min-h-11 w-full flex-col items-start rounded-card border-2 p-4 text-start shadow-sm',
                filters.statCard === card
                  ? 'border-primary bg-primary-soft'
                  : 'border-line bg-surface hover:bg-primary-soft',
              )}
            >
              <span className="text-lg text-muted">{t(`live.cards.${card}`)}</span>
              <span className="text-3xl font-bold">{counts[card]}</span>
              {filters.statCard === card ? (
                <span className="text-lg font-semibold">{t('live.cardActive')}</span>
              ) : null}
            </button>
          </li>
        ))}
        <li>
          <Tooltip
            content={
              sourceList.length === 0
                ? t('live.noSources')
                : sourceList
                    .slice(0, SOURCE_TOOLTIP_MAX_SOURCES)
                    .map((source) => source.name)
                    .join(', ')
            }
          >
            <button
              type="button"
              aria-describedby="live-sources-list"
              className="flex min-h-11 w-full flex-col items-start rounded-card border-2 border-line bg-surface p-4 text-start shadow-sm"
            >
              <span className="text-lg text-muted">{t('live.cards.sources')}</span>
              <span className="text-3xl font-bold">{sourceCount}</span>
            </button>
          </Tooltip>
          {/* The tooltip's list, for screen readers and touch screens that never hover. */}
          <p id="live-sources-list" className="sr-only">
            {sourceList
              .slice(0, SOURCE_TOOLTIP_MAX_SOURCES)
              .map((source) => source.name)
              .join(', ')}
          </p>
        </li>
      </ul>
      <StateOverview
        summaries={summaries}
        selected={filters.state}
        onSelect={(code) => set({ state: toggleState(filters.state, code) })}
      />
      {anyFilter ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center gap-3 rounded-card border-2 border-primary bg-primary-soft p-4 text-lg"
        >
          <span className="font-semibold">{t('live.activeFilters')}</span>
          {filters.statCard ? <span>{t(`live.cards.${filters.statCard}`)}</span> : null}
          {selectedState ? <span>{selectedState.name}</span> : null}
          {filters.state ? (
            <Button variant="secondary" onClick={() => set({ state: null })}>
              {t('live.clearState')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setFilters(EMPTY_LIVE_FILTERS)}>
            {t('live.clearFilters')}
          </Button>
        </div>
      ) : null}
      <div role="search" aria-label={t('filters.label')} className="mb-6 grid gap-4 sm:grid-cols-3">
        <SearchField
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={filters.search}
          onChange={(search) => set({ search })}
        />
        <LabelledSelect
          label={t('filters.type')}
          value={filters.type}
          onChange={(value) =>
            set({ type: value === 'scam-alert' || value === 'news' ? value : 'all' })
          }
        >
          <option value="all">{t('filters.types.all')}</option>
          <option value="scam-alert">{t('filters.types.scam-alert')}</option>
          <option value="news">{t('filters.types.news')}</option>
        </LabelledSelect>
        <LabelledSelect
          label={t('filters.priority')}
          value={filters.priority}
          onChange={(value) => {
            const parsed = IntelSeveritySchema.safeParse(value);
            set({ priority: parsed.success ? parsed.data : 'all' });
          }}
        >
          <option value="all">{t('filters.allPriorities')}</option>
          {IntelSeveritySchema.options.map((severity) => (
            <option key={severity} value={severity}>
              {t(`filters.severities.${severity}`)}
            </option>
          ))}
        </LabelledSelect>
      </div>
      <QueryState query={heatmap}>
        {() => {
          const shown = applyLiveFilters(alerts, filters, now);
          return (
            <CountedList
              items={shown}
              keyOf={(alert) => alert.id}
              renderItem={(alert) => <LiveAlertCard alert={alert} />}
            />
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
