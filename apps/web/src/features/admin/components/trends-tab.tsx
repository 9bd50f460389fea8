import type { AdminStats } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useUpdateTrends } from '../api/update-trends.js';
import { formatNumber, formatShare } from './format.js';
import { StatCard } from './stat-card.js';

/**
 * Trends (spec part 1 §2.12, DELTAS row 3): instead of the hard-coded "12 high risk" and "98.7%
 * detection rate", the trends actually collected and the model's measured detection rate.
 */
export function TrendsTab({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateTrends();
  const feeds = stats.healthChecks.find((check) => check.id === 'feeds');
  const scamsHigh = stats.model.metrics.heldBackScamsHigh ?? stats.model.metrics.cvScamsHigh;

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          label={t('cards.trendsMonitored')}
          value={
            stats.trendsMonitored === null
              ? t('notConfigured')
              : formatNumber(stats.trendsMonitored, i18n.language)
          }
          note={t('cards.trendsMonitoredNote')}
        />
        <StatCard
          label={t('health.feeds')}
          value={feeds ? t(`health.status.${feeds.status}`) : t('notConfigured')}
          {...(feeds ? { note: feeds.detail } : {})}
        />
        <StatCard
          label={t('cards.detectionRate')}
          value={formatShare(scamsHigh, i18n.language)}
          note={t('cards.detectionRateNote', {
            evaluation: t(`evaluation.${stats.model.evaluation}`),
          })}
        />
      </div>
      <section aria-labelledby="admin-trends" className="mt-8">
        <h2 id="admin-trends" className="text-2xl font-bold">
          {t('trends.heading')}
        </h2>
        <Button
          className="mt-4"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(undefined, {
              onSuccess: (result) =>
                toast({ title: t('trends.doneToast'), description: result.message }),
              onError: () => toast({ variant: 'destructive', title: t('trends.failedToast') }),
            })
          }
        >
          {t('trends.button')}
        </Button>
        {update.data ? (
          <p className="mt-3 text-lg" role="status">
            {update.data.message}
          </p>
        ) : null}
      </section>
    </div>
  );
}
