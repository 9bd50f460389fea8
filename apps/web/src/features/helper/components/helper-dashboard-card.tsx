import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { Card, CardTitle } from '../../../components/ui/card.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { useHelperAlerts } from '../api/helper-api.js';
import { takePendingInvite } from '../model/pending-invite.js';

/**
 * The dashboard's "Trusted helper" card: the unread alert count and the way to /helper. Sign-in
 * ends on the dashboard, so an invitation opened before signing in is resumed from here.
 */
export function HelperDashboardCard() {
  const { t } = useTranslation('helper');
  const navigate = useNavigate();
  const alerts = useHelperAlerts();

  useEffect(() => {
    const token = takePendingInvite();
    if (token !== null) void navigate(paths.helperAccept.href(token), { replace: true });
  }, [navigate]);

  const unread = alerts.data?.unread ?? 0;
  return (
    <Card aria-labelledby="helper-card">
      <CardTitle id="helper-card">{t('card.heading')}</CardTitle>
      <p className="mt-2 text-lg">{t('card.description')}</p>
      {unread > 0 ? (
        <p className="mt-2 text-lg font-bold text-danger" data-testid="helper-card-unread">
          {t('card.unread', { count: unread })}
        </p>
      ) : null}
      <LinkButton className="mt-4" variant="secondary" to={paths.helper.href()}>
        {t('card.open')}
      </LinkButton>
    </Card>
  );
}
