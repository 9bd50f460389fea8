import {
  ADMIN_ACTIVE_USERS_DAYS,
  ADMIN_NEW_USERS_DAYS,
  type AdminStats,
} from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format.js';
import { StatCard } from './stat-card.js';

/** Users (spec part 1 §2.12, DELTAS row 3): counted from the database with stated windows. */
export function UsersTab({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label={t('cards.totalUsers')} value={n(stats.totalUsers)} />
        <StatCard
          label={t('cards.activeUsers')}
          value={n(stats.activeUsers)}
          note={t('cards.activeUsersNote', { days: ADMIN_ACTIVE_USERS_DAYS })}
        />
        <StatCard
          label={t('cards.newUsers')}
          value={n(stats.newUsers)}
          note={t('cards.newUsersNote', { days: ADMIN_NEW_USERS_DAYS })}
        />
      </div>
      <p className="mt-4 max-w-3xl text-lg text-muted">{t('users.averageSafetyNote')}</p>
    </div>
  );
}
