import type { AdminActivity, AdminStats } from '@scambuddy/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AlertsList } from './alerts-list.js';
import { ForwardingChannelsSection } from '../../forwarding/components/forwarding-channels-section.js';
import { formatDateTime, formatNumber } from './format.js';
import { StatCard } from './stat-card.js';

function activityText(item: AdminActivity, t: TFunction<'admin'>): string {
  if (item.type === 'feedback') {
    return item.params.verdict === 'scam'
      ? t('activity.feedback_scam')
      : t('activity.feedback_not_scam');
  }
  return t(`activity.${item.type}`, item.params);
}

export function OverviewTab({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label={t('cards.totalUsers')} value={n(stats.totalUsers)} />
        <StatCard label={t('cards.totalAnalyses')} value={n(stats.totalAnalyses)} />
        <StatCard
          label={t('cards.scamsDetected')}
          value={n(stats.totalScamsDetected)}
          note={t('cards.scamsDetectedNote')}
        />
        <StatCard label={t('cards.activeAlerts')} value={n(stats.activeAlerts)} />
        <StatCard
          label={t('cards.systemHealth')}
          value={stats.systemHealth === null ? t('notConfigured') : `${stats.systemHealth}%`}
          note={t('cards.systemHealthNote')}
        />
        <StatCard
          label={t('cards.modelAccuracy')}
          value={stats.mlModelAccuracy === null ? t('none') : `${stats.mlModelAccuracy}%`}
          note={t('cards.modelAccuracyNote', {
            evaluation: t(`evaluation.${stats.model.evaluation}`),
          })}
        />
        <StatCard
          label={t('cards.trendsMonitored')}
          value={stats.trendsMonitored === null ? t('notConfigured') : n(stats.trendsMonitored)}
          note={t('cards.trendsMonitoredNote')}
        />
      </div>

      <section aria-labelledby="admin-health" className="mt-8">
        <h2 id="admin-health" className="text-2xl font-bold">
          {t('health.heading')}
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {stats.healthChecks.map((check) => (
            <li key={check.id} className="text-lg">
              <span className="font-semibold">{t(`health.${check.id}`)}:</span>{' '}
              <span className={check.status === 'down' ? 'font-bold text-danger' : undefined}>
                {t(`health.status.${check.status}`)}
              </span>{' '}
              <span className="text-muted">({check.detail})</span>
            </li>
          ))}
        </ul>
      </section>

      <ForwardingChannelsSection />

      <AlertsList />

      <section aria-labelledby="admin-activity" className="mt-8">
        <h2 id="admin-activity" className="text-2xl font-bold">
          {t('activity.heading')}
        </h2>
        {stats.recentActivity.length === 0 ? (
          <p className="mt-2 text-lg">{t('activity.empty')}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {stats.recentActivity.map((item) => (
              <li key={item.id} className="text-lg">
                <span className="text-muted">{formatDateTime(item.timestamp, i18n.language)}</span>{' '}
                — {activityText(item, t)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
