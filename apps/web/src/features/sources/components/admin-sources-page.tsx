import type { AdminIntelActionResponse } from '@scambuddy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useAdminIntelAction, type AdminIntelAction } from '../api/sources-queries.js';
import { collectOutcome } from '../model/collect-outcome.js';

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
    if (outcome.kind === 'partial') {
      return {
        title: t('admin.collect.successTitle'),
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
      {result ? (
        <Card
          role="status"
          aria-labelledby="admin-result-heading"
          className={result.ok ? 'border-success' : 'border-2 border-danger'}
        >
          <h2 id="admin-result-heading" className="text-xl font-bold">
            {t(`admin.result.${result.ok ? 'ok' : 'failed'}`)}
          </h2>
          <p className="mt-2 text-lg" dir="auto">
            {result.answer?.message ?? result.error}
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
        </Card>
      ) : null}
    </PageFrame>
  );
}
