import { DASHBOARD_EXPLANATIONS, type RecentActivity } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card.js';
import { formatDateTime } from './format-date.js';

/** Recent Activity (spec part 1 §2.10, §9: the latest 8), each with the points it earned. */
export function RecentActivityList({ activities }: { activities: readonly RecentActivity[] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Card aria-labelledby="recent-activity">
      <CardTitle id="recent-activity">{t('activity.heading')}</CardTitle>
      <p className="mt-2 text-base text-muted">{t(DASHBOARD_EXPLANATIONS.activityPoints.key)}</p>
      {activities.length === 0 ? (
        <p className="mt-4 text-lg">{t('activity.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line" data-testid="recent-activities">
          {activities.map((activity) => (
            <li key={activity.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
              <span className="text-lg font-semibold">
                {t(activity.description.key, activity.description.params)}
              </span>
              <span className="text-base text-muted">
                {formatDateTime(activity.createdAt, i18n.language)}
              </span>
              <span className="ms-auto text-lg font-bold text-success">
                {activity.points > 0
                  ? t('activity.points', { count: activity.points })
                  : t('activity.noPoints')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
