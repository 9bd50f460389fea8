import { LIVE_FEED_MAX_ALERTS, type LiveAlert } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, SeverityBadge } from '../../intelligence/shared/badges.js';
import { formatItemDate } from '../../intelligence/shared/item-date.js';
import { RelativeTimeText } from '../../intelligence/shared/relative-time-text.js';

/**
 * The live alert feed (part 2 §2.7): the newest 10, each with severity, a NEWS badge for items that
 * are not scam alerts, and a link to the official source; No recent alerts / Alerts hidden.
 */
export function AlertFeed({
  alerts,
  hidden,
  nowMs,
}: {
  /** Undefined until the first answer: the feed says it is loading, not that nothing happened. */
  alerts: readonly LiveAlert[] | undefined;
  hidden: boolean;
  nowMs: number;
}) {
  const { t, i18n } = useTranslation('threat-map');
  const newest = [...(alerts ?? [])]
    .sort((a, b) => (b.timestamp ?? '').localeCompare(a.timestamp ?? ''))
    .slice(0, LIVE_FEED_MAX_ALERTS);
  return (
    <section
      aria-labelledby="alert-feed-heading"
      className="rounded-card border border-line bg-surface p-4"
    >
      <h2 id="alert-feed-heading" className="mb-3 text-2xl font-bold">
        {t('feed.heading')}
      </h2>
      {hidden ? (
        <p className="text-lg">{t('feed.hidden')}</p>
      ) : alerts === undefined ? (
        <p className="text-lg">{t('feed.loading')}</p>
      ) : newest.length === 0 ? (
        <p className="text-lg">{t('feed.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4" data-testid="alert-feed">
          {newest.map((alert) => (
            <li key={alert.id} className="border-b border-line pb-3">
              <div className="mb-1 flex flex-wrap items-center gap-2">
                <SeverityBadge severity={alert.severity} />
                {alert.isScamAlert ? null : <Badge tone="blue">{t('feed.news')}</Badge>}
              </div>
              <a
                href={alert.url}
                target="_blank"
                rel="noreferrer noopener"
                dir="auto"
                className="inline-flex min-h-11 items-center text-lg font-semibold underline"
              >
                {alert.title ?? t('feed.untitled')}
                <span className="sr-only"> {t('feed.opensNewTab')}</span>
              </a>
              <p className="text-lg text-muted">
                {alert.sourceAgency} ·{' '}
                {/* Relative time only for a stated instant: "30d ago" would invent a month-only date's day. */}
                {alert.datePrecision === 'instant' ? (
                  <RelativeTimeText iso={alert.timestamp} nowMs={nowMs} />
                ) : (
                  (formatItemDate(alert.timestamp, alert.datePrecision, i18n.language) ??
                  t('feed.dateNotStated'))
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
