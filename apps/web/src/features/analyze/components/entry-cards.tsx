import { useTranslation } from 'react-i18next';
import type { AnalyzeMode } from '../model/analysis-request.js';

const MODES: readonly AnalyzeMode[] = ['upload', 'text', 'transcript'];

/**
 * Spec part 1 §2.3: Upload Screenshot, Tell Us What Happened, and the transcript card, named for
 * what it is (a box to type or paste a call into, not an upload; issue 19, spec delta).
 */
export function EntryCards({ onChoose }: { onChoose: (mode: AnalyzeMode) => void }) {
  const { t } = useTranslation('analyze');
  return (
    <section aria-labelledby="entry-heading">
      <h2 id="entry-heading" className="text-2xl font-bold">
        {t('entry.heading')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {MODES.map((mode) => (
          <li key={mode}>
            <button
              type="button"
              onClick={() => onChoose(mode)}
              className="flex h-full w-full flex-col items-start rounded-card border-2 border-line bg-surface p-6 text-start text-ink shadow-sm hover:border-primary hover:bg-primary-soft"
            >
              <span className="text-xl font-bold">{t(`entry.${mode}.title`)}</span>
              <span className="mt-2 text-base text-muted">{t(`entry.${mode}.description`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
