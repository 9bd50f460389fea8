import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useRetrainJob, useStartRetraining } from '../api/retrain-model.js';

/** Retrain button and the running job's progress (the request answers at once with a job id). */
export function RetrainPanel() {
  const { t } = useTranslation('admin');
  const [jobId, setJobId] = useState<string>();
  const start = useStartRetraining();
  const job = useRetrainJob(jobId);
  const isRunning = start.isPending || job.data?.status === 'running';

  return (
    <section aria-labelledby="admin-retrain" className="mt-8">
      <h2 id="admin-retrain" className="text-2xl font-bold">
        {t('retrain.heading')}
      </h2>
      <p className="mt-2 max-w-3xl text-lg">{t('retrain.description')}</p>
      <Button
        className="mt-4"
        disabled={isRunning}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: (started) => setJobId(started.id),
            onError: () => toast({ variant: 'destructive', title: t('retrain.failedToast') }),
          })
        }
      >
        {t('retrain.button')}
      </Button>
      {job.data?.status === 'failed' ? (
        // A failure is never drawn as a full "Finished" bar: it says so, in words and in red.
        <div
          role="alert"
          className="mt-4 max-w-3xl rounded-lg border-2 border-danger bg-danger-soft p-4"
        >
          <p className="text-lg font-bold text-danger-strong">
            <span aria-hidden="true">✗ </span>
            {t('retrain.status.failed')}
          </p>
          <p className="mt-1 text-lg">{job.data.message}</p>
        </div>
      ) : job.data ? (
        <div className="mt-4 max-w-3xl" aria-live="polite">
          <label className="block text-lg font-semibold" htmlFor="admin-retrain-progress">
            {t('retrain.progress')}: {t(`retrain.stage.${job.data.stage}`)}
          </label>
          <progress
            id="admin-retrain-progress"
            className="mt-2 h-4 w-full"
            max={100}
            value={Math.round(job.data.progress * 100)}
          >
            {Math.round(job.data.progress * 100)}%
          </progress>
          <p className="mt-2 text-lg font-semibold" role="status">
            {t(`retrain.status.${job.data.status}`)}
          </p>
          {job.data.status === 'running' ? null : (
            <p className="mt-1 text-lg">{job.data.message}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
