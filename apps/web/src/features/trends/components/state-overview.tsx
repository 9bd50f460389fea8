import type { UsStateCode } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names.js';
import type { StateThreatSummary } from '../model/live-filters.js';

const severityClass = {
  critical: 'border-danger bg-danger-soft',
  high: 'border-warning bg-warning-soft',
  medium: 'border-warning bg-surface',
  low: 'border-success bg-success-soft',
  'no-data': 'border-line bg-canvas',
} as const;

/**
 * Part 2 §2.11 US states threat overview: each state a toggle button showing its severity in
 * words and its counts; selecting filters the alerts, selecting it again clears (§4).
 */
export function StateOverview({
  summaries,
  selected,
  onSelect,
}: {
  summaries: readonly StateThreatSummary[];
  selected: UsStateCode | null;
  onSelect: (code: UsStateCode) => void;
}) {
  const { t } = useTranslation('trends');
  return (
    <section aria-labelledby="state-overview-heading" className="mb-6">
      <h2 id="state-overview-heading" className="mb-3 text-2xl font-bold">
        {t('states.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {summaries.map((state) => (
          <li key={state.abbreviation}>
            <button
              type="button"
              aria-pressed={selected === state.abbreviation}
              onClick={() => onSelect(state.abbreviation)}
              className={cx(
                'flex min-h-11 w-full flex-col items-start rounded-control border-2 px-3 py-2 text-start text-lg',
                severityClass[state.severity],
                selected === state.abbreviation && 'outline outline-3 outline-primary',
              )}
            >
              <span className="font-bold">
                <abbr title={state.name} className="no-underline">
                  {state.abbreviation}
                </abbr>
                <span className="sr-only"> {state.name}</span>
              </span>
              <span>{t(`states.severity.${state.severity}`)}</span>
              <span>{t('states.alerts', { count: state.alertCount })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
