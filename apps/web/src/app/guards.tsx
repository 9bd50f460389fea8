import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageFrame } from '../components/layouts/page-frame.js';
import { LinkButton } from '../components/ui/link-button.js';
import { useUser } from '../lib/auth.js';
import { paths } from './paths.js';

function CheckingSignIn() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="text-lg">
      {t('status.loading')}
    </p>
  );
}

/** Spec part 1 §2.10, §2.11: signed-out visitors go to /. The server refuses them anyway. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <CheckingSignIn />;
  if (!user) return <Navigate to={paths.home.href()} replace />;
  return children;
}

/**
 * Spec part 1 §2.12 and DELTAS row 1: signed-out visitors go to /; a signed-in user whose role
 * (decided by the server) is not admin sees Access Denied with a way to their dashboard.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { data: user, isPending } = useUser();
  if (isPending) return <CheckingSignIn />;
  if (!user) return <Navigate to={paths.home.href()} replace />;
  if (user.role !== 'admin') {
    return (
      <PageFrame
        title={t('accessDenied.heading')}
        documentTitle={t('titles.accessDenied')}
        description={t('accessDenied.line')}
      >
        <LinkButton to={paths.dashboard.href()}>{t('accessDenied.back')}</LinkButton>
      </PageFrame>
    );
  }
  return children;
}
