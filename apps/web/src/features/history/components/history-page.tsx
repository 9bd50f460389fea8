import { HistoryFiltersSchema, filterHistory, type HistoryFilters } from '@scambuddy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { USER_QUERY_KEY } from '../../../lib/auth.js';
import { isSignedOutError } from '../../dashboard/components/is-signed-out-error.js';
import { useHistory } from '../api/get-history.js';
import { HistoryDetail } from './history-detail.js';
import { HistoryFiltersBar } from './history-filters.js';
import { HistoryList } from './history-list.js';

/** Analysis history (/history), spec part 1 §2.11; signed-in only (the router guards it). */
export function HistoryPage() {
  const { t } = useTranslation(['history', 'common']);
  const history = useHistory();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<HistoryFilters>(() => HistoryFiltersSchema.parse({}));
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const all = history.data?.analyses;
  const shown = useMemo(() => filterHistory(all ?? [], filters), [all, filters]);
  const selected = shown.find((analysis) => analysis.id === selectedId);

  const signedOut = history.isError && isSignedOutError(history.error);
  useEffect(() => {
    if (signedOut) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient, signedOut]);

  const frame = { title: t('common:titles.history'), description: t('page.description') };
  if (signedOut) return <Navigate to={paths.home.href()} replace />;
  if (history.isPending) {
    return (
      <PageFrame {...frame}>
        <p role="status" className="text-lg">
          {t('page.loading')}
        </p>
      </PageFrame>
    );
  }
  if (history.isError) {
    return (
      <PageFrame {...frame}>
        <div role="alert" className="space-y-4 rounded-card border-2 border-danger p-6">
          <p className="text-lg font-semibold text-danger">{t('page.error')}</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      </PageFrame>
    );
  }

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
