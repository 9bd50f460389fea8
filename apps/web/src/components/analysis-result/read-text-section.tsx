import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.js';

export interface ReadTextSectionProps {
  /** What was read from the screenshot (its text, then any QR-code links). */
  readText: string;
  /** Check the corrected text; absent where it cannot be checked again. */
  onRecheck?: (text: string) => void;
  isChecking?: boolean;
}

/**
 * Issue 19: the text read from a screenshot, shown so a misreading can be spotted, in a box the
 * person may correct and check again as typed text.
 */
export function ReadTextSection({ readText, onRecheck, isChecking = false }: ReadTextSectionProps) {
  const { t } = useTranslation('report');
  const [text, setText] = useState(readText);
  const fieldId = useId();
  const hintId = useId();
  const unchanged = text.trim() === readText.trim();
  return (
    <section
      aria-labelledby="result-read-text"
      className="rounded-card border border-line bg-surface p-6"
      data-testid="read-text"
    >
      <h2 id="result-read-text" className="text-2xl font-bold">
        {t('results.readText.heading')}
      </h2>
      <p id={hintId} className="mt-2 text-lg">
        {onRecheck ? t('results.readText.hint') : t('results.readText.hintReadOnly')}
      </p>
      <label htmlFor={fieldId} className="mt-3 block font-semibold">
        {t('results.readText.label')}
      </label>
      <textarea
        id={fieldId}
        aria-describedby={hintId}
        dir="auto"
        readOnly={!onRecheck}
        className="mt-1 block min-h-40 w-full rounded-control border-2 border-line bg-surface p-3 text-lg text-ink"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {onRecheck ? (
        <Button
          className="mt-4"
          disabled={isChecking || text.trim() === ''}
          onClick={() => onRecheck(text.trim())}
        >
          {isChecking
            ? t('results.readText.checking')
            : unchanged
              ? t('results.readText.checkAgain')
              : t('results.readText.checkCorrected')}
        </Button>
      ) : null}
    </section>
  );
}
