import type { FilterStatistics, FilterTrend, NewsItem } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { summariseAgencies } from '../model/agency-summary.js';
import { ReliabilityBadge } from '../shared/badges.js';

/** Part 1 §2.9 Data Sources tab: per agency, active trends, news count and computed reliability. */
export function AgencySourcesTab({
  trends,
  news,
  trendStatistics,
  newsStatistics,
}: {
  trends: readonly FilterTrend[] | undefined;
  news: readonly NewsItem[] | undefined;
  trendStatistics: FilterStatistics | undefined;
  newsStatistics: FilterStatistics | undefined;
}) {
  const { t } = useTranslation('intelligence');
  const agencies = summariseAgencies(
    trends ?? [],
    news ?? [],
    trendStatistics && newsStatistics
      ? {
          trendsByAgency: trendStatistics.trends.byAgency,
          newsByAgency: newsStatistics.news.byAgency,
        }
      : undefined,
  );
  if (agencies.length === 0) return <p className="text-lg">{t('centre.sources.empty')}</p>;
  return (
    <table className="w-full border-collapse text-start text-lg">
      <caption className="mb-2 text-start text-lg text-muted">
        {t('centre.sources.caption')}
      </caption>
      <thead>
        <tr className="border-b-2 border-line">
          <th scope="col" className="p-2 text-start">
            {t('centre.sources.agency')}
          </th>
          <th scope="col" className="p-2 text-start">
            {t('centre.sources.activeTrends')}
          </th>
          <th scope="col" className="p-2 text-start">
            {t('centre.sources.newsCount')}
          </th>
          <th scope="col" className="p-2 text-start">
            {t('centre.sources.reliability')}
          </th>
        </tr>
      </thead>
      <tbody>
        {agencies.map((agency) => (
          <tr key={agency.agency} className="border-b border-line">
            <th scope="row" className="p-2 text-start font-semibold">
              {agency.agency}
            </th>
            <td className="p-2">{agency.activeTrends}</td>
            <td className="p-2">{agency.newsCount}</td>
            <td className="p-2">
              {agency.reliability === null ? (
                t('centre.sources.noReliability')
              ) : (
                <ReliabilityBadge reliability={agency.reliability} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
