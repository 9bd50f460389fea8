import type { AnalysisResult } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';

/** Warning Signs Detected (spec part 1 §2.7): the engine's top signals, in its order. */
export function WarningSignsSection({ result }: { result: AnalysisResult }) {
  const { t } = useTranslation('report');
  return (
    <section
      aria-labelledby="result-warning-signs"
      className="rounded-card border border-line bg-surface p-6"
    >
      <h2 id="result-warning-signs" className="text-2xl font-bold">
        {t('results.warningSigns.heading')}
      </h2>
      {result.top_signals.length > 0 ? (
        <ul className="mt-3 list-disc space-y-2 ps-6 text-lg">
          {result.top_signals.map((signal) => (
            <li key={signal} dir="auto">
              {signal}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-lg">{t('results.warningSigns.none')}</p>
      )}
    </section>
  );
}
