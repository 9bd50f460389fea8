import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../components/ui/button-styles.js';

/**
 * Shown on a drawn page whose app could not start (start-failure.ts). Drawn at build time with the
 * page, since the catalogs and React are exactly what could not be fetched; the reload is a plain
 * link so it works without script.
 */
export function StartFailedNotice({ path }: { path: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 pt-4">
      <div className="rounded-card border-2 border-line bg-surface p-6">
        <p className="text-lg">{t('appStart.failed')}</p>
        <a href={path} className={buttonClassName('primary', 'mt-4')}>
          {t('appStart.reload')}
        </a>
      </div>
    </div>
  );
}
