import { DEFAULT_LANGUAGE, findLanguage } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n.js';
import { useTranslationPhase } from '../lib/translation-status.js';

/**
 * Spec part 1 §2.6 and DELTAS row 8: while free text is being translated, a note at the bottom
 * right reads "Translating to {native name}..." and then "Translation complete". English readers
 * never see it, since nothing is translated for them.
 */
export function TranslationIndicator() {
  const { t, i18n } = useTranslation('common');
  const phase = useTranslationPhase();
  const language = currentLanguage(i18n);
  const message =
    phase === 'translating'
      ? t('translation.translating', { language: findLanguage(language).nativeName })
      : phase === 'complete'
        ? t('translation.complete')
        : '';
  const isVisible = language !== DEFAULT_LANGUAGE && message !== '';

  // The live region stays mounted so screen readers announce each change.
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed bottom-20 end-4 z-30"
    >
      {isVisible ? (
        <p className="rounded-card border-2 border-primary bg-surface px-4 py-3 font-semibold text-primary shadow-lg">
          {message}
        </p>
      ) : null}
    </div>
  );
}
