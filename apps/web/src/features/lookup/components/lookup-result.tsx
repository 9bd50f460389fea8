import type {
  LookupCheck,
  LookupCheckResult,
  LookupOfficialAlert,
  LookupResponse,
} from '@scambuddy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { cx } from '../../../lib/class-names.js';

/** Each result has its own icon shape and a written label: never colour alone. */
const RESULT_STYLE: Record<LookupCheckResult, { className: string; iconClassName: string }> = {
  danger: { className: 'border-danger bg-danger-soft', iconClassName: 'text-danger' },
  caution: { className: 'border-warning bg-warning-soft', iconClassName: 'text-warning' },
  ok: { className: 'border-success bg-success-soft', iconClassName: 'text-success' },
  info: { className: 'border-line bg-surface', iconClassName: 'text-primary' },
};

/** Octagon with "!", triangle with "!", circle with a tick, circle with "i". */
function ResultIcon({ result }: { result: LookupCheckResult }) {
  const common = {
    viewBox: '0 0 24 24',
    className: cx('size-7 shrink-0', RESULT_STYLE[result].iconClassName),
    'aria-hidden': true,
    focusable: false,
  } as const;
  const mark = { fill: 'none', stroke: '#fff', strokeWidth: 2.5, strokeLinecap: 'round' } as const;
  switch (result) {
    case 'danger':
      return (
        <svg {...common}>
          <path fill="currentColor" d="M8 1h8l7 7v8l-7 7H8l-7-7V8z" />
          <path {...mark} d="M12 6v7m0 4v.5" />
        </svg>
      );
    case 'caution':
      return (
        <svg {...common}>
          <path fill="currentColor" d="M12 1 23 22H1z" />
          <path {...mark} d="M12 9v6m0 3v.5" />
        </svg>
      );
    case 'ok':
      return (
        <svg {...common}>
          <circle fill="currentColor" cx="12" cy="12" r="11" />
          <path {...mark} strokeLinejoin="round" d="m6.5 12.5 3.5 3.5 7.5-8" />
        </svg>
      );
    case 'info':
      return (
        <svg {...common}>
          <circle fill="currentColor" cx="12" cy="12" r="11" />
          <path {...mark} d="M12 11v6m0-10v.5" />
        </svg>
      );
  }
}

/** Official items naming the site or number, each a link to the agency's own page. */
function OfficialAlertList({
  alerts,
  date,
}: {
  alerts: readonly LookupOfficialAlert[];
  date: (iso: string) => string;
}) {
  const { t } = useTranslation('lookup');
  return (
    <ul className="mt-3 flex flex-col gap-2">
      {alerts.map((alert) => (
        <li key={alert.id} className="rounded-card border border-line p-3 text-lg">
          <a
            href={alert.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold"
          >
            <span dir="auto">{alert.title}</span>
            <span className="sr-only"> {t('alerts.opensNewTab')}</span>
          </a>
          <p className="text-muted">
            {alert.publishedAt
              ? t('alerts.source', { agency: alert.agency, date: date(alert.publishedAt) })
              : alert.agency}
          </p>
        </li>
      ))}
    </ul>
  );
}

function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const regions = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  return {
    date: (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso)),
    region: (code: string) => {
      try {
        return regions.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}

/** The check's values, a region code written as the country's name in the reader's language. */
function checkParams(
  check: LookupCheck,
  region: (code: string) => string,
): Record<string, string | number> {
  const params: Record<string, string | number> = { ...check.params };
  if (typeof params.country === 'string' && params.country !== '') {
    params.country = region(params.country);
  }
  return params;
}

function CheckItem({ check }: { check: LookupCheck }) {
  const { t } = useTranslation('lookup');
  const { region } = useFormatters();
  const style = RESULT_STYLE[check.result];
  const params = checkParams(check, region);
  return (
    <li className={cx('flex gap-3 rounded-card border-2 p-4', style.className)}>
      <ResultIcon result={check.result} />
      <div>
        <p className="text-lg font-bold">
          {t(`results.${check.result}`)}: {t(`checks.${check.id}.title`, params)}
        </p>
        <p className="mt-1 text-lg">{t(`checks.${check.id}.explanation`, params)}</p>
        {check.id === 'domain_redirect' && typeof params.target === 'string' ? (
          // Where a redirect ends is what counts: one step to look that address up.
          <Link
            to={paths.lookup.href(params.target)}
            className="mt-2 inline-block min-h-11 py-2 text-lg font-semibold"
          >
            {t('fromResult.link')}{' '}
            <bdi dir="ltr" className="break-all">
              {params.target}
            </bdi>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** What the product knows about one number or address: reports, official alerts, checks. */
export function LookupResult({ result }: { result: LookupResponse }) {
  const { t } = useTranslation('lookup');
  const { date, region } = useFormatters();
  const headingId = useId();
  const { reporterCount, latest } = result.community;
  // An action against a company (a settlement, a lawsuit) is not a warning that its site is a scam.
  const warnings = result.officialAlerts.filter((alert) => alert.relation === 'warning');
  const actions = result.officialAlerts.filter((alert) => alert.relation === 'enforcement');
  const kindLabel =
    result.kind === 'phone'
      ? result.country
        ? t('summary.phoneIn', { country: region(result.country) })
        : t('summary.phone')
      : t('summary.domain');

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8">
      <div>
        <h2 id={headingId} className="text-2xl font-bold">
          {t('summary.heading')}{' '}
          <bdi dir="ltr" className="inline-block max-w-full break-all">
            {result.kind === 'domain' && result.display !== result.normalized
              ? `${result.display} (${result.normalized})`
              : result.display}
          </bdi>
        </h2>
        <p className="mt-1 text-lg text-muted">{kindLabel}</p>
      </div>

      <section aria-labelledby={`${headingId}-community`}>
        <h3 id={`${headingId}-community`} className="text-xl font-bold">
          {t('community.heading')}
        </h3>
        {reporterCount === 0 ? (
          <div className="mt-2 text-lg">
            <p className="font-semibold">{t('community.none')}</p>
            <p className="mt-1">{t('community.noneCaveat')}</p>
          </div>
        ) : (
          <>
            <p className="mt-2 flex items-center gap-2 text-lg font-semibold">
              <ResultIcon result="caution" />
              {t('community.count', { count: reporterCount })}
            </p>
            <ul className="mt-3 flex flex-col gap-2">
              {latest.map((report) => (
                <li key={report.id} className="rounded-card border border-line p-3 text-lg">
                  <p dir="auto" className="font-semibold">
                    {report.title}
                  </p>
                  <p className="text-muted">
                    {date(report.createdAt)}
                    {report.isVerified ? ` · ${t('community.verified')}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-3 text-lg">
          <Link to={paths.community.href()} className="inline-flex min-h-11 items-center">
            {t('community.board')}
          </Link>
        </p>
      </section>

      <section aria-labelledby={`${headingId}-alerts`}>
        <h3 id={`${headingId}-alerts`} className="text-xl font-bold">
          {t('alerts.heading')}
        </h3>
        {warnings.length === 0 ? (
          <p className="mt-2 text-lg">
            {actions.length === 0 ? t('alerts.none') : t('alerts.noWarnings')}
          </p>
        ) : (
          <OfficialAlertList alerts={warnings} date={date} />
        )}
        {actions.length > 0 ? (
          <div className="mt-4" data-testid="enforcement-alerts">
            <h4 className="text-lg font-bold">{t('alerts.enforcementHeading')}</h4>
            <p className="mt-1 text-lg">{t('alerts.enforcementExplanation')}</p>
            <OfficialAlertList alerts={actions} date={date} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby={`${headingId}-checks`}>
        <h3 id={`${headingId}-checks`} className="text-xl font-bold">
          {result.kind === 'phone' ? t('checksHeading.phone') : t('checksHeading.domain')}
        </h3>
        <ul className="mt-3 flex flex-col gap-3">
          {result.checks.map((check) => (
            <CheckItem key={`${check.id}-${check.result}`} check={check} />
          ))}
        </ul>
      </section>
    </section>
  );
}
