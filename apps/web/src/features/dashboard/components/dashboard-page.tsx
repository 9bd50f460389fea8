import { useTranslation } from 'react-i18next';
import { NotReadyNotice } from '../../../components/layouts/not-ready-notice.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { useUser } from '../../../lib/auth.js';

/** Personal dashboard (/dashboard), spec part 1 §2.10; signed-in only (the router guards it). */
export function DashboardPage() {
  const { t } = useTranslation(['common', 'pages']);
  const { data: user } = useUser();
  return (
    <PageFrame
      title={user ? t('titles.dashboardWelcome', { name: user.name }) : t('titles.dashboard')}
      documentTitle={t('titles.dashboard')}
      description={t('pages:dashboard.description')}
    >
      <NotReadyNotice />
    </PageFrame>
  );
}
