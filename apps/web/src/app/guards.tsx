import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/layouts/page-frame.js';
import { buttonClassName } from '../components/ui/button-styles.js';
import { LinkButton } from '../components/ui/link-button.js';
import { SIGN_IN_URL, useUser } from '../lib/auth.js';
import { paths } from './paths.js';

/** The private screens a signed-out visitor may open, each named and explained before sign-in. */
export type PrivatePage =
  'dashboard' | 'history' | 'helper' | 'helperPerson' | 'admin' | 'adminPanel';

function CheckingSignIn() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="text-lg">
      {t('status.loading')}
    </p>
  );
}

/**
 * Issue 19 (spec delta): a signed-out visitor is told which page this is and what it holds, and is
 * offered sign-in, instead of landing silently on Home. The server refuses their requests anyway.
 */
export function SignInRequired({ page }: { page: PrivatePage }) {
  const { t } = useTranslation('common');
  const title = t(`signInRequired.titles.${page}`);
  return (
    <PageFrame title={title} description={t(`signInRequired.what.${page}`)}>
      <div data-testid="sign-in-required" className="flex max-w-3xl flex-col gap-4">
        <p className="text-lg">{t('signInRequired.line')}</p>
        <div className="flex flex-wrap gap-3">
          <a href={SIGN_IN_URL} className={buttonClassName('primary')}>
            {t('signInRequired.signIn')}
          </a>
          <LinkButton to={paths.home.href()} variant="secondary">
            {t('signInRequired.home')}
          </LinkButton>
        </div>
      </div>
    </PageFrame>
  );
}

/** Spec part 1 §2.10, §2.11, with issue 19's delta: signed-out visitors are asked to sign in. */
export function RequireUser({ page, children }: { page: PrivatePage; children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <CheckingSignIn />;
  if (!user) return <SignInRequired page={page} />;
  return children;
}

/**
 * Spec part 1 §2.12 and DELTAS row 1: signed-out visitors are asked to sign in (issue 19); a
 * signed-in user whose role (decided by the server) is not admin sees Access Denied with a way to
 * their dashboard.
 */
export function RequireAdmin({ page, children }: { page: PrivatePage; children: ReactNode }) {
  const { t } = useTranslation('common');
  const { data: user, isPending } = useUser();
  if (isPending) return <CheckingSignIn />;
  if (!user) return <SignInRequired page={page} />;
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
