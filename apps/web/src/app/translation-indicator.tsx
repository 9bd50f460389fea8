import { DEFAULT_LANGUAGE, findLanguage } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n.js';
import { useTranslationPhase } from '../lib/translation-status.js';

/**
 * Spec part 1 §2.6 and DELTAS row 8: while free text is being translated, a note at the bottom
 * right reads "Translating to {native name}..." and then "Translation complete". English readers
 * never see it, since nothing is translated for them. It is a row of the widget bar
 * (lazy-widgets.tsx), so it never covers the page either (decision 0056).
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
    <div role="status" aria-live="polite" className="mx-auto flex max-w-7xl justify-end px-4">
      {isVisible ? (
        <p className="mt-2 rounded-card border-2 border-primary bg-surface px-4 py-2 font-semibold text-primary">
          {message}
        </p>
      ) : null}
    </div>
  );
}
