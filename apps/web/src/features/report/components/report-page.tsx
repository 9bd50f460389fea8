import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths.js';
import { AnalysisResultView } from '../../../components/analysis-result/analysis-result-view.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { LoadingStatus } from '../../../components/ui/loading-status.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useAnalyze } from '../../analyze/api/analyze.js';
import { useReport } from '../api/get-report.js';

/** Saved report (/report/:id), spec part 1 §2.8: loading, the saved result, or not found. */
export function ReportPage() {
  const { t, i18n } = useTranslation(['report', 'common', 'pages', 'analyze']);
  const { id = '' } = useParams();
  const report = useReport(id);
  const navigate = useNavigate();
  const analyze = useAnalyze();
  // Issue 19: the owner may correct the text read from their screenshot and check it again; the
  // new check is a report of its own.
  const recheck = (text: string) => {
    analyze.mutate(
      { kind: 'json', body: { inputType: 'text', text } },
      {
        onSuccess: (answer) => void navigate(paths.report.href(answer.analysisId)),
        onError: () =>
          toast({
            variant: 'destructive',
            title: t('analyze:errors.analysisFailedTitle'),
            description: t('analyze:errors.analysisFailed'),
          }),
      },
    );
  };

  if (report.isPending) {
    return (
      <PageFrame title={t('common:titles.report')}>
        <LoadingStatus text={t('page.loading')} />
      </PageFrame>
    );
  }

  if (report.isError) {
    return (
      <PageFrame title={t('page.notFoundTitle')} description={t('page.notFoundText')}>
        <LinkButton to={paths.home.href()}>{t('page.returnHome')}</LinkButton>
      </PageFrame>
    );
  }

  const createdAt = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(report.data.createdAt));

  return (
    <PageFrame title={t('page.title')} description={t('page.createdAt', { date: createdAt })}>
      <div className="mb-6" data-print-hide>
        <LinkButton to={paths.home.href()}>{t('page.newAnalysis')}</LinkButton>
      </div>
      <AnalysisResultView
        result={report.data.result}
        analysisId={report.data.id}
        showSave={false}
        readText={report.data.readText}
        onRecheck={recheck}
        isRechecking={analyze.isPending}
      />
    </PageFrame>
  );
}
