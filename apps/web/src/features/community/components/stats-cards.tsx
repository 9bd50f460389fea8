import { verificationRatePercent } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.js';
import { useCommunityStats } from '../api/community-api.js';

/** The four stat cards of spec part 2 §2.1, shown once the figures load; never invented. */
export function StatsCards() {
  const { t, i18n } = useTranslation('community');
  const stats = useCommunityStats();
  if (stats.isError) {
    return (
      <p role="alert" className="mb-6 text-lg text-danger">
        {t('stats.loadFailed')}
      </p>
    );
  }
  if (!stats.data) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const cards = [
    { key: 'totalReports', value: number.format(stats.data.totalReports) },
    { key: 'verifiedReports', value: number.format(stats.data.verifiedReports) },
    { key: 'recentReports', value: number.format(stats.data.recentReports) },
    {
      key: 'verificationRate',
      value: t('stats.rate', { percent: verificationRatePercent(stats.data.verificationRate) }),
    },
  ];
  return (
    <section aria-labelledby="community-stats-heading" className="mb-6">
      <h2 id="community-stats-heading" className="sr-only">
        {t('stats.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map((card) => (
          <Card key={card.key} className="flex flex-col-reverse gap-1 p-4">
            <dt className="text-lg text-muted">{t(`stats.${card.key}`)}</dt>
            <dd className="text-3xl font-bold" data-testid={`stat-${card.key}`}>
              {card.value}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
