import { ADMIN_RECENT_DAYS, type AdminStats, type ModelVersion } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart } from './bar-chart.js';
import { formatDateTime, formatNumber, formatShare } from './format.js';
import { RetrainPanel } from './retrain-panel.js';

/** The four figures a model is judged by, whether cross-validated (`cv*`) or held back. */
function figure(
  metrics: Record<string, number>,
  name: 'Auc' | 'ScamsHigh' | 'LegitHigh' | 'ScamsLow',
) {
  return metrics[`heldBack${name}`] ?? metrics[`cv${name}`];
}

function versionStatus(version: ModelVersion, t: (key: string) => string): string {
  if (version.status === 'active') return t('versions.statusActive');
  if (version.status === 'accepted') return t('versions.statusAccepted');
  return t('versions.statusRefused');
}

export function DetectionTab({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const { model, scoreDistribution, feedback } = stats;
  const auc = figure(model.metrics, 'Auc');
  const bands = ['high', 'moderate', 'low'] as const;
  const judged =
    feedback.byBand.high.scam +
    feedback.byBand.high.notScam +
    feedback.byBand.low.scam +
    feedback.byBand.low.notScam;

  return (
    <div>
      <section aria-labelledby="admin-model">
        <h2 id="admin-model" className="text-2xl font-bold">
          {t('model.heading')}
        </h2>
        <dl className="mt-3 grid max-w-3xl grid-cols-1 gap-x-6 gap-y-2 text-lg sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t('model.version')}</dt>
          <dd className="break-all">{model.version}</dd>
          <dt className="font-semibold">{t('model.origin')}</dt>
          <dd>
            {model.origin === 'committed' ? t('model.originCommitted') : t('model.originRetrained')}
          </dd>
          <dt className="font-semibold">{t('model.trainedAt')}</dt>
          <dd>{formatDateTime(model.trainedAt, lang)}</dd>
          <dt className="font-semibold">{t('model.examples')}</dt>
          <dd>{formatNumber(model.examples, lang)}</dd>
          <dt className="font-semibold">{t('model.evaluation')}</dt>
          <dd>{t(`evaluation.${model.evaluation}`)}</dd>
        </dl>
        <h3 className="mt-4 text-xl font-bold">{t('model.figures')}</h3>
        <dl className="mt-2 grid max-w-3xl grid-cols-1 gap-x-6 gap-y-2 text-lg sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t('model.auc')}</dt>
          <dd>{auc === undefined ? '—' : auc.toFixed(4)}</dd>
          <dt className="font-semibold">{t('model.scamsHigh')}</dt>
          <dd>{formatShare(figure(model.metrics, 'ScamsHigh'), lang)}</dd>
          <dt className="font-semibold">{t('model.legitHigh')}</dt>
          <dd>{formatShare(figure(model.metrics, 'LegitHigh'), lang)}</dd>
          <dt className="font-semibold">{t('model.scamsLow')}</dt>
          <dd>{formatShare(figure(model.metrics, 'ScamsLow'), lang)}</dd>
        </dl>
      </section>

      <section aria-labelledby="admin-distribution" className="mt-8">
        <h2 id="admin-distribution" className="text-2xl font-bold">
          {t('distribution.heading')}
        </h2>
        {scoreDistribution.total === 0 ? (
          <p className="mt-2 text-lg">{t('distribution.empty', { days: ADMIN_RECENT_DAYS })}</p>
        ) : (
          <BarChart
            title={t('distribution.heading')}
            description={t('distribution.description', {
              days: ADMIN_RECENT_DAYS,
              total: scoreDistribution.total,
            })}
            categoryLabel={t('distribution.axis')}
            categories={scoreDistribution.bins.map((bin) => `${bin.from}–${bin.to}`)}
            series={[{ name: t('distribution.count'), fillClassName: 'fill-primary' }]}
            values={[scoreDistribution.bins.map((bin) => bin.count)]}
          />
        )}
      </section>

      <section aria-labelledby="admin-agreement" className="mt-8">
        <h2 id="admin-agreement" className="text-2xl font-bold">
          {t('agreement.heading')}
        </h2>
        <p className="mt-2 text-lg">
          {feedback.agreement === null
            ? t('agreement.noneYet', { total: feedback.total })
            : t('agreement.summary', {
                percent: Math.round(feedback.agreement * 1000) / 10,
                total: feedback.total,
                withText: feedback.withText,
              })}
        </p>
        {feedback.total > 0 ? (
          <BarChart
            title={t('agreement.heading')}
            description={`${t('agreement.description')} ${judged}`}
            categoryLabel={t('agreement.band')}
            categories={bands.map((band) => t(`agreement.${band}`))}
            series={[
              { name: t('agreement.scam'), fillClassName: 'fill-danger' },
              { name: t('agreement.notScam'), fillClassName: 'fill-success-soft', isHatched: true },
            ]}
            values={[
              bands.map((band) => feedback.byBand[band].scam),
              bands.map((band) => feedback.byBand[band].notScam),
            ]}
          />
        ) : null}
      </section>

      <section aria-labelledby="admin-versions" className="mt-8">
        <h2 id="admin-versions" className="text-2xl font-bold">
          {t('versions.heading')}
        </h2>
        {stats.modelVersions.length === 0 ? (
          <p className="mt-2 text-lg">{t('versions.empty')}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full border-collapse text-lg">
              <thead>
                <tr>
                  {(
                    [
                      'version',
                      'createdAt',
                      'status',
                      'heldBackAuc',
                      'reference',
                      'labels',
                      'reason',
                    ] as const
                  ).map((column) => (
                    <th key={column} scope="col" className="border-b-2 border-line p-2 text-start">
                      {t(`versions.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {stats.modelVersions.map((version) => (
                  <tr key={version.id}>
                    <td className="break-all border-b border-line p-2">{version.version}</td>
                    <td className="border-b border-line p-2">
                      {formatDateTime(version.createdAt, lang)}
                    </td>
                    <td className="border-b border-line p-2 font-semibold">
                      {versionStatus(version, t)}
                    </td>
                    <td className="border-b border-line p-2">
                      {version.metrics.auc?.toFixed(4) ?? '—'}
                    </td>
                    <td className="border-b border-line p-2">
                      {version.referenceMetrics.auc?.toFixed(4) ?? '—'}
                    </td>
                    <td className="border-b border-line p-2">
                      {formatNumber(version.feedbackExamples, lang)}
                    </td>
                    <td className="border-b border-line p-2">{version.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <RetrainPanel />
    </div>
  );
}
