import { readShareFailure, type ShareFailureReason } from '@scambuddy/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button.js';
import { useIsOnline } from './connection.js';

/**
 * The installed app's two notices (issue 10), at the top of every screen's main area:
 * "You are offline" while there is no network (the app shell still opens from the service
 * worker, but checking a message needs the server), and why a share from another app could not
 * be checked (`/?share=failed&reason=…`, sent by the server's share target).
 */
export function PwaNotices() {
  return (
    <>
      <OfflineNotice />
      <ShareFailedNotice />
    </>
  );
}

export function OfflineNotice() {
  const { t } = useTranslation('common');
  const online = useIsOnline();
  return (
    // The live region is always there, so screen readers announce the notice when it appears.
    <div role="status" aria-live="polite">
      {online ? null : (
        <div
          className="mb-6 flex items-start gap-3 rounded-card border-2 border-warning bg-warning-soft p-4 text-lg text-ink"
          data-testid="offline-notice"
        >
          <span aria-hidden="true" className="text-2xl leading-none">
            ⚠
          </span>
          <div>
            <p className="text-xl font-bold">{t('pwa.offline.title')}</p>
            <p className="mt-1">{t('pwa.offline.description')}</p>
          </div>
        </div>
      )}
    </div>
  );
}

export function ShareFailedNotice() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const [reason, setReason] = useState<ShareFailureReason | null>(() =>
    location.pathname === '/' ? readShareFailure(location.search) : null,
  );
  const fromQuery = location.pathname === '/' ? readShareFailure(location.search) : null;

  // Shown once: the reason leaves the address, so a reload or a bookmark does not repeat it.
  useEffect(() => {
    if (fromQuery === null) return;
    setReason(fromQuery);
    void navigate({ pathname: '/', search: '' }, { replace: true });
  }, [fromQuery, navigate]);

  if (reason === null) return null;
  return (
    <section
      role="alert"
      aria-labelledby="share-failed-title"
      className="mb-6 rounded-card border-2 border-danger bg-danger-soft p-4 text-lg text-ink"
      data-testid="share-failed-notice"
    >
      <p id="share-failed-title" className="text-xl font-bold">
        <span aria-hidden="true">✖ </span>
        {t('pwa.shareFailed.title')}
      </p>
      <p className="mt-1">{t(`pwa.shareFailed.reasons.${reason}`)}</p>
      <p className="mt-1">{t('pwa.shareFailed.tryHere')}</p>
      <Button variant="secondary" className="mt-3" onClick={() => setReason(null)}>
        {t('pwa.shareFailed.dismiss')}
      </Button>
    </section>
  );
}
