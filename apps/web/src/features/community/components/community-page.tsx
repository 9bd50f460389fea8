import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { useCommunityReports } from '../api/community-api.js';
import { NO_FILTERS, type ReportFilters } from '../model/reports-query.js';
import { ReportCard } from './report-card.js';
import { ReportFiltersCard } from './report-filters.js';
import { StatsCards } from './stats-cards.js';
import { SubmitReportDialog } from './submit-report-dialog.js';

/** Typing pauses this long before the list searches, so each key press is not a request. */
const SEARCH_DELAY_MS = 300;

/** Community Reports (/community), spec part 2 §2.1, §4, §7, §8, §9. */
export function CommunityPage() {
  const { t } = useTranslation(['common', 'pages', 'community']);
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);

  useEffect(() => {
    const timer = setTimeout(
      () =>
        setFilters((current) =>
          current.q === searchText ? current : { ...current, q: searchText },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

  return (
    <PageFrame title={t('common:titles.community')} description={t('pages:community.description')}>
      <div className="mb-6 flex justify-end">
        <SubmitReportDialog />
      </div>
      <StatsCards />
      <ReportFiltersCard
        searchText={searchText}
        onSearchTextChange={setSearchText}
        filters={filters}
        onFiltersChange={setFilters}
      />
      <ReportList filters={filters} />
      <p className="mt-8 text-lg text-muted">{t('community:footer')}</p>
    </PageFrame>
  );
}

function ReportList({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation('community');
  const reports = useCommunityReports(filters);
  const loaded = reports.data?.pages.flatMap((page) => page.reports) ?? [];

  let body;
  if (reports.isPending) {
    body = <p className="text-lg">{t('list.loading')}</p>;
  } else if (reports.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-lg text-danger">{t('list.loadFailed')}</p>
        <Button variant="secondary" className="text-lg" onClick={() => void reports.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (loaded.length === 0) {
    body = <p className="text-lg">{t('list.empty')}</p>;
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-4">
          {loaded.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
        {reports.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button
              variant="secondary"
              className="text-lg"
              disabled={reports.isFetchingNextPage}
              onClick={() => void reports.fetchNextPage()}
            >
              {reports.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="community-reports-heading">
      <h2 id="community-reports-heading" className="mb-3 text-2xl font-bold">
        {t('list.heading')}
      </h2>
      <p aria-live="polite" className="sr-only">
        {reports.isSuccess ? t('list.count', { count: loaded.length }) : ''}
      </p>
      {body}
    </section>
  );
}
