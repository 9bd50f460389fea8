import { INTEL_COLLECTION_INTERVAL_HOURS } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { useLiveUpdates } from '../../../lib/live-updates-hook.js';
import { useSnapshotAsOf } from '../../intelligence/api/intelligence-queries.js';
import { StatCard } from '../../intelligence/shared/form-controls.js';
import { QueryState } from '../../intelligence/shared/query-state.js';
import { RelativeTimeText } from '../../intelligence/shared/relative-time-text.js';
import { SnapshotNotice } from '../../intelligence/shared/snapshot-notice.js';
import { useNow } from '../../intelligence/shared/use-now.js';
import { useDataSources } from '../api/sources-queries.js';
import { groupSources } from '../model/source-groups.js';
import { SourceCard } from './source-card.js';

/** Data Sources (/data-sources-v2), spec part 2 §2.9. */
export function DataSourcesPage() {
  const { t, i18n } = useTranslation(['sources', 'common', 'pages']);
  useLiveUpdates();
  const now = useNow();
  const sources = useDataSources();
  const snapshotAsOf = useSnapshotAsOf();
  const summary = sources.data?.summary;
  const format = (value: number | undefined) =>
    value === undefined ? '—' : new Intl.NumberFormat(i18n.language).format(value);

  return (
    <PageFrame
      title={t('common:titles.dataSources')}
      description={t('pages:dataSources.description')}
    >
      <SnapshotNotice snapshotAsOf={snapshotAsOf.data} />
      <div className="mb-6">
        <Button
          variant="secondary"
          disabled={sources.isFetching}
          onClick={() => void sources.refetch()}
        >
          {sources.isFetching ? t('refreshing') : t('refresh')}
        </Button>
      </div>
      <div className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StatCard label={t('summary.total')} value={format(summary?.totalSources)} />
        <StatCard label={t('summary.online')} value={format(summary?.onlineSources)} />
        <StatCard label={t('summary.active')} value={format(summary?.activeSources)} />
        <StatCard label={t('summary.items')} value={format(summary?.totalItems)} />
        <StatCard
          label={t('summary.updated')}
          value={<RelativeTimeText iso={summary?.lastUpdate ?? null} nowMs={now} />}
        />
      </div>
      <QueryState query={sources}>
        {(data) => (
          <>
            {groupSources(data.sources).map((group) => (
              <section
                key={group.sourceType}
                aria-labelledby={`group-${group.sourceType}`}
                className="mb-8"
              >
                <h2 id={`group-${group.sourceType}`} className="mb-3 text-2xl font-bold">
                  {t(`groups.${group.sourceType}`, { count: group.sources.length })}
                </h2>
                {group.sources.length === 0 ? (
                  <p className="text-lg">{t('groups.empty')}</p>
                ) : (
                  <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                    {group.sources.map((source) => (
                      <li key={source.id}>
                        <SourceCard source={source} nowMs={now} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </>
        )}
      </QueryState>
      <p className="mt-4 text-lg text-muted">
        {t('schedule.every', { count: INTEL_COLLECTION_INTERVAL_HOURS })}
      </p>
    </PageFrame>
  );
}
