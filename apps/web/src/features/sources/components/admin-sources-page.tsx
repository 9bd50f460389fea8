import type { AdminIntelActionResponse } from '@scambuddy/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { cx } from '../../../lib/class-names.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useAdminIntelAction, type AdminIntelAction } from '../api/sources-queries.js';
import { collectOutcome, type CollectOutcome } from '../model/collect-outcome.js';

interface ActionResult {
  action: AdminIntelAction;
  ok: boolean;
  answer: AdminIntelActionResponse | null;
  error: string | null;
}

/**
 * The admin source panel (/admin-panel), spec part 2 §2.10: Initialize Sources and Collect All
 * Data, and a result card with the message and details. Admin only (route guard; the server
 * refuses anyone else, DELTAS row 1).
 */
export function AdminSourcesPage() {
  const { t, i18n } = useTranslation(['sources', 'common', 'pages']);
  const initialize = useAdminIntelAction('initialize-sources');
  const collect = useAdminIntelAction('collect-all-data');
  const [result, setResult] = useState<ActionResult | null>(null);
  const busy = initialize.isPending || collect.isPending;
  const formatDetail = (value: string | number | boolean | null) => {
    if (value === null) return '—';
    if (typeof value === 'boolean') return value ? t('admin.yes') : t('admin.no');
    return typeof value === 'number' ? new Intl.NumberFormat(i18n.language).format(value) : value;
  };

  const outcomeOf = (action: AdminIntelAction, answer: AdminIntelActionResponse | null) =>
    action === 'collect-all-data' && answer ? collectOutcome(answer) : null;

  const successToast = (action: AdminIntelAction, answer: AdminIntelActionResponse) => {
    if (action === 'initialize-sources') {
      return {
        title: t('admin.initialize.successTitle'),
        description: t('admin.initialize.successText'),
      };
    }
    const outcome = collectOutcome(answer);
    if (outcome.kind === 'not-run') {
      return { title: t('admin.collect.notRunTitle'), description: answer.message };
    }
    if (outcome.kind === 'failed') {
      return {
        title: t('admin.collect.allFailedTitle'),
        description: t('admin.collect.allFailedText', { total: outcome.total }),
        variant: 'destructive' as const,
      };
    }
    if (outcome.kind === 'partial') {
      return {
        title: t('admin.collect.partialTitle'),
        description: t('admin.collect.partialText', {
          succeeded: outcome.succeeded,
          total: outcome.total,
        }),
      };
    }
    return { title: t('admin.collect.successTitle'), description: t('admin.collect.successText') };
  };

  const run = (action: AdminIntelAction) => {
    const mutation = action === 'initialize-sources' ? initialize : collect;
    const prefix = action === 'initialize-sources' ? 'initialize' : 'collect';
    mutation.mutate(undefined, {
      onSuccess: (answer) => {
        setResult({ action, ok: true, answer, error: null });
        toast(successToast(action, answer));
      },
      onError: (error) => {
        setResult({ action, ok: false, answer: null, error: error.message });
        toast({
          title: t(`admin.${prefix}.failureTitle`),
          description: t(`admin.${prefix}.failureText`),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <PageFrame
      title={t('common:titles.adminPanel')}
      description={t('pages:adminPanel.description')}
    >
      <div className="mb-6 flex flex-wrap gap-4">
        <Button disabled={busy} onClick={() => run('initialize-sources')}>
          {initialize.isPending ? t('admin.initialize.busy') : t('admin.initialize.button')}
        </Button>
        <Button disabled={busy} onClick={() => run('collect-all-data')}>
          {collect.isPending ? t('admin.collect.busy') : t('admin.collect.button')}
        </Button>
      </div>
      {collect.isPending ? <CollectProgress /> : null}
      {result ? (
        <ResultCard
          result={result}
          outcome={outcomeOf(result.action, result.answer)}
          formatDetail={formatDetail}
        />
      ) : null}
    </PageFrame>
  );
}

/** While Collect All Data runs (up to a minute): an indeterminate bar and the seconds so far. */
function CollectProgress() {
  const { t } = useTranslation('sources');
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="mb-6 max-w-3xl" role="status">
      <label className="block text-lg font-semibold" htmlFor="admin-collect-progress">
        {t('admin.collect.progressLabel')}
      </label>
      <progress id="admin-collect-progress" className="mt-2 h-4 w-full" />
      <p className="mt-2 text-lg">{t('admin.collect.progress', { seconds })}</p>
    </div>
  );
}

const OUTCOME_STYLE: Record<CollectOutcome['kind'], string> = {
  complete: 'border-2 border-success',
  partial: 'border-2 border-warning',
  failed: 'border-2 border-danger',
  'not-run': 'border-2 border-warning',
};

/**
 * The answer in words: for Collect All Data the heading and sentence follow what happened (all,
 * some or none of the sources answered), never the server's success sentence alone.
 */
function ResultCard({
  result,
  outcome,
  formatDetail,
}: {
  result: ActionResult;
  outcome: CollectOutcome | null;
  formatDetail: (value: string | number | boolean | null) => string;
}) {
  const { t } = useTranslation('sources');
  const failed = !result.ok || outcome?.kind === 'failed';
  const heading = !result.ok
    ? t('admin.result.failed')
    : outcome?.kind === 'failed'
      ? t('admin.collect.allFailedTitle')
      : outcome?.kind === 'partial'
        ? t('admin.collect.partialTitle')
        : t('admin.result.ok');
  const sentence =
    outcome?.kind === 'failed'
      ? t('admin.collect.allFailedText', { total: outcome.total })
      : outcome?.kind === 'partial'
        ? t('admin.collect.partialText', { succeeded: outcome.succeeded, total: outcome.total })
        : outcome?.kind === 'complete'
          ? t('admin.collect.successText')
          : (result.answer?.message ?? result.error);
  return (
    // Not <Card>: its grey border would win over the outcome's colour.
    <div
      role={failed ? 'alert' : 'status'}
      aria-labelledby="admin-result-heading"
      className={cx(
        'rounded-card bg-surface p-6 text-ink shadow-sm',
        outcome
          ? OUTCOME_STYLE[outcome.kind]
          : result.ok
            ? 'border-2 border-success'
            : 'border-2 border-danger',
      )}
    >
      <h2 id="admin-result-heading" className="text-xl font-bold">
        {failed ? <span aria-hidden="true">✗ </span> : null}
        {heading}
      </h2>
      <p className="mt-2 text-lg" dir="auto">
        {sentence}
      </p>
      {result.answer?.details ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
          {Object.entries(result.answer.details).map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold">
                {t(`admin.details.${name}`, { defaultValue: name })}
              </dt>
              <dd>{formatDetail(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
