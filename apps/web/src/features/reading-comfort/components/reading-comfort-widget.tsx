import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.js';
import {
  TEXT_SIZES,
  applyReadingComfort,
  loadReadingComfort,
  saveReadingComfort,
  type ReadingComfort,
} from '../reading-comfort.js';

/** The always-present reading-comfort control (DELTAS row 12): text size and high contrast. */
export function ReadingComfortWidget() {
  const { t } = useTranslation('common');
  const [settings, setSettings] = useState<ReadingComfort>(loadReadingComfort);

  function update(next: ReadingComfort) {
    setSettings(next);
    saveReadingComfort(next);
    applyReadingComfort(next);
  }

  return (
    <Dialog>
      <DialogTrigger className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-full border-2 border-primary bg-surface px-3 py-1 text-base font-semibold text-primary hover:bg-primary-soft sm:px-4">
        <span aria-hidden="true" className="text-xl font-bold">
          Aa
        </span>
        <span className="sr-only sm:not-sr-only">{t('comfort.open')}</span>
      </DialogTrigger>
      <DialogContent
        title={t('comfort.title')}
        description={t('comfort.intro')}
        closeLabel={t('comfort.close')}
      >
        <fieldset>
          <legend className="text-xl font-bold">{t('comfort.textSize')}</legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-3">
            {TEXT_SIZES.map((size) => (
              <label
                key={size}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-control border-2 border-line px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="reading-comfort-text-size"
                  value={size}
                  checked={settings.textSize === size}
                  onChange={() => update({ ...settings, textSize: size })}
                  className="size-6 accent-primary"
                />
                <span>{t(`comfort.${size}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="mt-6 flex min-h-12 cursor-pointer items-center gap-3 rounded-control border-2 border-line px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
          <input
            type="checkbox"
            checked={settings.highContrast}
            onChange={(event) => update({ ...settings, highContrast: event.target.checked })}
            className="size-6 accent-primary"
          />
          <span className="text-lg font-semibold">{t('comfort.highContrast')}</span>
        </label>
      </DialogContent>
    </Dialog>
  );
}
