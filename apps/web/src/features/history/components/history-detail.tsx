import {
  groupTopSignals,
  riskFromScamScore,
  type RuleColour,
  type StoredAnalysis,
} from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { SignList } from '../../../components/analysis-result/sign-list.js';
import { cx } from '../../../lib/class-names.js';
import { formatDateTime } from '../../dashboard/components/format-date.js';
import { RiskBadge } from './risk-badge.js';

const BAR_CLASSES: Partial<Record<RuleColour, string>> = {
  green: 'bg-success',
  amber: 'bg-warning',
  red: 'bg-danger',
};

/**
 * The detail pane of spec part 1 §2.11: score bar, warning signs, explanation and the analysed
 * text; "Select an Analysis" until one is chosen.
 */
export function HistoryDetail({ analysis }: { analysis: StoredAnalysis | undefined }) {
  const { t, i18n } = useTranslation('history');
  if (analysis === undefined) {
    return (
      <section
        aria-labelledby="history-detail-empty"
        className="rounded-card border border-line bg-surface p-6"
      >
        <h2 id="history-detail-empty" className="text-xl font-bold">
          {t('detail.emptyTitle')}
        </h2>
        <p className="mt-2 text-lg text-muted">{t('detail.emptyText')}</p>
      </section>
    );
  }
  const result = analysis.resultJson;
  const risk = riskFromScamScore(result.scam_score);
  const signs = groupTopSignals(result);
  return (
    <section
      aria-labelledby="history-detail"
      className="space-y-5 rounded-card border border-line bg-surface p-6"
      data-testid="history-detail"
    >
      <div>
        <h2 id="history-detail" className="text-2xl font-bold">
          {t('detail.heading')}
        </h2>
        <p className="mt-1 text-base text-muted">
          {t('detail.checkedOn', { date: formatDateTime(analysis.createdAt, i18n.language) })} ·{' '}
          {t(`types.${analysis.inputType}`)}
        </p>
      </div>
      <div>
        <h3 className="text-lg font-bold">{t('detail.score')}</h3>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <span className="text-3xl font-bold">
            {t('detail.scoreValue', { score: result.scam_score })}
          </span>
          <RiskBadge score={result.scam_score} />
        </div>
        <div
          role="meter"
          aria-label={t('detail.gaugeLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={result.scam_score}
          className="mt-3 h-4 w-full overflow-hidden rounded-full border border-line bg-canvas"
        >
          <div
            className={cx('h-full', BAR_CLASSES[risk.colour])}
            style={{ width: `${result.scam_score}%` }}
          />
        </div>
      </div>
      <div>
        <h3 className="text-lg font-bold">{t('detail.warningSigns')}</h3>
        {signs.warnings.length > 0 ? (
          <SignList signs={signs.warnings} className="mt-2 space-y-1" />
        ) : (
          <p className="mt-2 text-lg">{t('detail.noWarningSigns')}</p>
        )}
      </div>
      {signs.reassurances.length > 0 ? (
        <div>
          <h3 className="text-lg font-bold">{t('detail.genuineSigns')}</h3>
          <SignList signs={signs.reassurances} className="mt-2 space-y-1" />
        </div>
      ) : null}
      <div>
        <h3 className="text-lg font-bold">{t('detail.explanation')}</h3>
        <p className="mt-2 text-lg" dir="auto">
          {result.explanation}
        </p>
      </div>
      <div>
        <h3 className="text-lg font-bold">{t('detail.analysedText')}</h3>
        {analysis.emailFrom ? (
          <p className="mt-2 text-base">{t('detail.from', { email: analysis.emailFrom })}</p>
        ) : null}
        {analysis.phoneNumber ? (
          <p className="mt-1 text-base">{t('detail.phone', { phone: analysis.phoneNumber })}</p>
        ) : null}
        {analysis.text ? (
          <p
            className="mt-2 whitespace-pre-wrap rounded-control bg-canvas p-3 text-lg"
            dir="auto"
            data-testid="history-detail-text"
          >
            {analysis.text}
          </p>
        ) : (
          <p className="mt-2 text-lg text-muted">{t('detail.noText')}</p>
        )}
      </div>
      <LinkButton variant="secondary" to={paths.report.href(analysis.id)}>
        {t('detail.openReport')}
      </LinkButton>
    </section>
  );
}
