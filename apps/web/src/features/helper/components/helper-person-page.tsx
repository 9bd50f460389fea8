import type { HelperResult } from '@scambuddy/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { formatDateTime } from '../../dashboard/components/format-date.js';
import { statusOf, useMarkAlertsRead, usePersonResults } from '../api/helper-api.js';
import { useChannelLabel, useScamTypeLabel } from './labels.js';

/**
 * /helper/people/:id (issue 10): what a helper sees of the person who linked them, their HIGH-risk
 * results since the link started, the message text only when the person shares it. Opening it
 * marks that person's alerts read.
 */
export function HelperPersonPage() {
  const { t, i18n } = useTranslation('helper');
  const { id = '' } = useParams();
  const results = usePersonResults(id);
  const markRead = useMarkAlertsRead();
  const { mutate: markAlertsRead } = markRead;
  const newest = results.data?.results[0]?.id;

  // Read again whenever a newer result arrives while the page is open.
  useEffect(() => {
    if (results.isSuccess) markAlertsRead(id);
  }, [id, markAlertsRead, newest, results.isSuccess]);

  const back = (
    <LinkButton variant="secondary" to={paths.helper.href()}>
      {t('person.back')}
    </LinkButton>
  );
  if (results.isPending) {
    return (
      <PageFrame title={t('person.loadingTitle')}>
        <p role="status" className="text-lg">
          {t('page.loading')}
        </p>
      </PageFrame>
    );
  }
  if (results.isError) {
    const status = statusOf(results.error);
    const message =
      status === 403
        ? t('person.ended')
        : status === 404 || status === 400
          ? t('person.notFound')
          : t('page.error');
    return (
      <PageFrame title={t('person.unavailableTitle')}>
        <div role="alert" className="space-y-4 rounded-card border-2 border-line bg-surface p-6">
          <p className="text-lg font-semibold">{message}</p>
          <div className="flex flex-wrap gap-3">
            {status === 403 || status === 404 || status === 400 ? null : (
              <Button variant="secondary" onClick={() => void results.refetch()}>
                {t('page.retry')}
              </Button>
            )}
            {back}
          </div>
        </div>
      </PageFrame>
    );
  }

  const data = results.data;
  return (
    <PageFrame
      title={t('person.title', { name: data.personName })}
      description={t('person.description', {
        date: formatDateTime(data.startedAt, i18n.language),
      })}
    >
      <div className="space-y-6">
        <p className="text-lg" data-testid="helper-share-state">
          {data.shareText
            ? t('person.sharing', { name: data.personName })
            : t('person.notSharing', { name: data.personName })}
        </p>
        {data.results.length === 0 ? (
          <p className="rounded-card border border-line bg-surface p-6 text-lg">
            {t('person.empty', { name: data.personName })}
          </p>
        ) : (
          <ul className="space-y-4" data-testid="helper-results">
            {data.results.map((result) => (
              <ResultItem key={result.id} result={result} />
            ))}
          </ul>
        )}
        <p className="text-lg">{t('person.whatToDo', { name: data.personName })}</p>
        {back}
      </div>
    </PageFrame>
  );
}

function ResultItem({ result }: { result: HelperResult }) {
  const { t, i18n } = useTranslation('helper');
  const scamType = useScamTypeLabel();
  const channel = useChannelLabel();
  const headingId = `helper-result-${result.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-3 rounded-card border-2 border-danger bg-surface p-5"
      >
        <h2 id={headingId} className="text-xl font-bold" dir="auto">
          {result.label}
        </h2>
        <p className="text-lg">
          <span className="me-2 rounded-control border-2 border-danger bg-danger-soft px-2 font-bold text-danger">
            {t('person.high')}
          </span>
          {t('person.score', { score: result.score })}
        </p>
        <dl className="grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t('person.when')}</dt>
          <dd>{formatDateTime(result.createdAt, i18n.language)}</dd>
          <dt className="font-semibold">{t('person.kind')}</dt>
          <dd>{scamType(result.scamType)}</dd>
          <dt className="font-semibold">{t('person.channel')}</dt>
          <dd>{result.channel ? channel(result.channel) : t('person.channelUnknown')}</dd>
        </dl>
        {result.topSignals.length > 0 ? (
          <div>
            <h3 className="text-lg font-bold">{t('person.signals')}</h3>
            <ul className="mt-1 list-disc space-y-1 ps-6 text-lg">
              {result.topSignals.map((signal) => (
                <li key={signal} dir="auto">
                  {signal}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {result.text === null ? (
          <p className="text-base text-muted">{t('person.textHidden')}</p>
        ) : (
          <div>
            <h3 className="text-lg font-bold">{t('person.message')}</h3>
            <blockquote
              dir="auto"
              className="mt-1 whitespace-pre-wrap rounded-control border-s-4 border-line bg-canvas p-3 text-lg"
              data-testid="helper-result-text"
            >
              {result.text}
            </blockquote>
          </div>
        )}
      </article>
    </li>
  );
}
