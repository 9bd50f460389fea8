import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/layouts/page-frame.js';
import { Button } from '../components/ui/button.js';
import { buttonClassName } from '../components/ui/button-styles.js';
import { useIsOnline } from './connection.js';
import { OfflineNotice } from './pwa-notices.js';

/**
 * What a person sees when a screen cannot be opened (the router's error element): most often
 * a screen whose code was never fetched on this device while offline, or the code of an old
 * version after a deploy. It replaces the whole layout, so it carries its own landmark and h1,
 * and it offers a reload and a full page load of home (which the service worker can serve).
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const online = useIsOnline();
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8">
      <OfflineNotice />
      <PageFrame
        title={online ? t('pwa.routeError.title') : t('pwa.routeError.offlineTitle')}
        description={
          online ? t('pwa.routeError.description') : t('pwa.routeError.offlineDescription')
        }
      >
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>{t('pwa.routeError.retry')}</Button>
          <a href="/" className={buttonClassName('secondary')}>
            {t('pwa.routeError.home')}
          </a>
        </div>
      </PageFrame>
    </main>
  );
}
