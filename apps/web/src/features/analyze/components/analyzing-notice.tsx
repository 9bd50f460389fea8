import { useTranslation } from 'react-i18next';

/** Spec part 1 §2.3: the state shown while an analysis runs. */
export function AnalyzingNotice() {
  const { t } = useTranslation('analyze');
  return (
    <div role="status" className="mt-6 rounded-card border border-line bg-surface p-6 text-center">
      <p className="text-2xl font-bold">{t('loading.title')}</p>
      <p className="mt-2 text-lg">{t('loading.description')}</p>
    </div>
  );
}
