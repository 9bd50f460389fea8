import { groupTopSignals, type AnalysisResult } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { SignList } from './sign-list.js';

/**
 * Warning Signs Detected (spec part 1 §2.7): the engine's top signals that point to a scam, in its
 * order. Signs of a genuine message ("Reads like an ordinary short message") get their own heading
 * (issue 19), with a reminder that a scam can show them too.
 */
export function WarningSignsSection({ result }: { result: AnalysisResult }) {
  const { t } = useTranslation('report');
  const { warnings, reassurances } = groupTopSignals(result);
  return (
    <>
      <section
        aria-labelledby="result-warning-signs"
        className="rounded-card border border-line bg-surface p-6"
        data-testid="warning-signs"
      >
        <h2 id="result-warning-signs" className="text-2xl font-bold">
          {t('results.warningSigns.heading')}
        </h2>
        {warnings.length > 0 ? (
          <SignList signs={warnings} className="mt-3 space-y-2" />
        ) : (
          <p className="mt-3 text-lg">{t('results.warningSigns.none')}</p>
        )}
      </section>
      {reassurances.length > 0 ? (
        <section
          aria-labelledby="result-genuine-signs"
          className="rounded-card border border-line bg-surface p-6"
          data-testid="genuine-signs"
        >
          <h2 id="result-genuine-signs" className="text-2xl font-bold">
            {t('results.genuineSigns.heading')}
          </h2>
          <SignList signs={reassurances} className="mt-3 space-y-2" />
          <p className="mt-3 text-lg text-muted">{t('results.genuineSigns.caution')}</p>
        </section>
      ) : null}
    </>
  );
}
