import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast-store.js';
import { copyText } from './copy-text.js';

/** Spec part 1 §2.7: the share link of a stored analysis. */
export function shareLink(origin: string, analysisId: string): string {
  return `${origin}/report/${encodeURIComponent(analysisId)}`;
}

/**
 * Save This Report (spec part 1 §2.7). Every analysis is stored when it is made (DELTAS row 2),
 * so saving reveals the share link, which really opens /report/{id}. Demos are not stored, so
 * they say so instead of offering a link that would not open.
 */
export function SaveSection({ analysisId, isDemo }: { analysisId: string; isDemo: boolean }) {
  const { t } = useTranslation('report');
  const [isSaved, setIsSaved] = useState(false);
  const linkId = useId();
  const link = shareLink(window.location.origin, analysisId);

  const copyLink = async () => {
    const copied = await copyText(link);
    toast(
      copied
        ? { title: t('results.save.linkCopied') }
        : { variant: 'destructive', title: t('results.save.copyFailed') },
    );
  };

  return (
    <section
      aria-labelledby="result-save"
      className="rounded-card border border-line bg-surface p-6"
      data-print-hide
    >
      <h2 id="result-save" className="text-2xl font-bold">
        {t('results.save.heading')}
      </h2>
      <p className="mt-2 text-lg">{t('results.save.description')}</p>
      {isDemo ? (
        <p className="mt-3 text-lg">{t('results.save.demoNote')}</p>
      ) : isSaved ? (
        <div
          className="mt-4 rounded-card border-2 border-success bg-success-soft p-4"
          role="status"
        >
          <p className="text-lg font-bold text-success">{t('results.save.saved')}</p>
          <label htmlFor={linkId} className="mt-3 block font-semibold">
            {t('results.save.linkLabel')}
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id={linkId}
              readOnly
              value={link}
              className="min-h-11 flex-1 rounded-control border-2 border-line bg-surface px-3 text-base"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copyLink()}>
              {t('results.save.copy')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          className="mt-4"
          onClick={() => {
            setIsSaved(true);
            toast({ title: t('results.save.savedToast') });
          }}
        >
          {t('results.save.button')}
        </Button>
      )}
      <Button variant="ghost" className="mt-4" onClick={() => window.print()}>
        {t('results.save.print')}
      </Button>
    </section>
  );
}
