import { DASHBOARD_SNIPPET_CHARS, snippet, type StoredAnalysis } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { Card, CardTitle } from '../../../components/ui/card.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { RiskBadge } from '../../history/components/risk-badge.js';
import { formatDateTime } from './format-date.js';

/** Recent Analyses (spec part 1 §2.10, §9: the latest 5, 50-character snippets). */
export function RecentAnalysesList({ analyses }: { analyses: readonly StoredAnalysis[] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Card aria-labelledby="recent-analyses">
      <CardTitle id="recent-analyses">{t('recent.heading')}</CardTitle>
      {analyses.length === 0 ? (
        <div className="mt-4 space-y-4">
          <p className="text-lg">{t('recent.empty')}</p>
          <LinkButton to={paths.home.href()}>{t('recent.analyzeNow')}</LinkButton>
        </div>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-line" data-testid="recent-analyses-list">
            {analyses.map((analysis) => (
              <li key={analysis.id} className="flex flex-col gap-1 py-3">
                <Link
                  to={paths.report.href(analysis.id)}
                  className="inline-flex min-h-11 items-center text-lg font-semibold text-primary underline"
                  dir="auto"
                >
                  {analysis.text
                    ? snippet(analysis.text, DASHBOARD_SNIPPET_CHARS)
                    : t('recent.noText')}
                </Link>
                <div className="flex flex-wrap items-center gap-3 text-base text-muted">
                  <RiskBadge score={analysis.resultJson.scam_score} />
                  <span>{t(`types.${analysis.inputType}`)}</span>
                  <span>{formatDateTime(analysis.createdAt, i18n.language)}</span>
                </div>
              </li>
            ))}
          </ul>
          <LinkButton variant="secondary" className="mt-4" to={paths.history.href()}>
            {t('recent.viewAll')}
          </LinkButton>
        </>
      )}
    </Card>
  );
}
