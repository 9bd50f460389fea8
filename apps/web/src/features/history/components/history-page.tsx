import { HistoryFiltersSchema, filterHistory, type HistoryFilters } from '@scambuddy/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { useSignedInQueryState } from '../../account/components/use-signed-in-query-state.js';
import { useHistory } from '../api/get-history.js';
import { HistoryDetail } from './history-detail.js';
import { HistoryFiltersBar } from './history-filters.js';
import { HistoryList } from './history-list.js';

/** Analysis history (/history), spec part 1 §2.11; signed-in only (the router guards it). */
export function HistoryPage() {
  const { t } = useTranslation(['history', 'common']);
  const history = useHistory();
  const [filters, setFilters] = useState<HistoryFilters>(() => HistoryFiltersSchema.parse({}));
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const all = history.data?.analyses;
  const shown = useMemo(() => filterHistory(all ?? [], filters), [all, filters]);
  const selected = shown.find((analysis) => analysis.id === selectedId);

  const frame = { title: t('common:titles.history'), description: t('page.description') };
  const state = useSignedInQueryState(history, frame, {
    loading: t('page.loading'),
    error: t('page.error'),
    retry: t('page.retry'),
  });
  if (state !== null) return state;

  return (
    <PageFrame {...frame}>
      <div className="space-y-6">
        <HistoryFiltersBar filters={filters} onChange={setFilters} />
        <p role="status" className="text-lg font-semibold" data-testid="history-count">
          {t('filters.count', { count: shown.length })}
        </p>
        <div className="grid gap-6 lg:grid-cols-2">
          <HistoryList
            analyses={shown}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
          />
          <HistoryDetail analysis={selected} />
        </div>
      </div>
    </PageFrame>
  );
}
