import type { HelperInviteState } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { buttonClassName } from '../../../components/ui/button-styles.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { SIGN_IN_URL, useUser } from '../../../lib/auth.js';
import { toast } from '../../../components/ui/toast-store.js';
import { statusOf, useAcceptInvite, useInvitePreview } from '../api/helper-api.js';
import { rememberPendingInvite } from '../model/pending-invite.js';

const REFUSED_KEYS: Record<Exclude<HelperInviteState, 'open'>, string> = {
  own: 'accept.own',
  used: 'accept.used',
  expired: 'accept.expired',
  revoked: 'accept.revoked',
};

/**
 * /helper/accept/:token (issue 10): the helper signs in (and comes back here), reads plainly what
 * they will and will not see, and consents with one explicit button.
 */
export function HelperAcceptPage() {
  const { t } = useTranslation('helper');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { data: user, isPending: userPending } = useUser();
  const preview = useInvitePreview(token, Boolean(user));
  const accept = useAcceptInvite();
  const title = t('accept.title');

  if (userPending) {
    return (
      <PageFrame title={title}>
        <p role="status" className="text-lg">
          {t('page.loading')}
        </p>
      </PageFrame>
    );
  }
  if (!user) {
    return (
      <PageFrame title={title} description={t('accept.signInFirst')}>
        <a
          href={SIGN_IN_URL}
          className={buttonClassName('primary')}
          onClick={() => rememberPendingInvite(token)}
        >
          {t('accept.signIn')}
        </a>
      </PageFrame>
    );
  }
  if (preview.isPending) {
    return (
      <PageFrame title={title}>
        <p role="status" className="text-lg">
          {t('accept.checking')}
        </p>
      </PageFrame>
    );
  }
  if (preview.isError || preview.data.state !== 'open') {
    const status = preview.isError ? statusOf(preview.error) : null;
    const message = preview.data
      ? t(REFUSED_KEYS[preview.data.state as Exclude<HelperInviteState, 'open'>])
      : status === 404 || status === 400
        ? t('accept.invalid')
        : t('page.error');
    return (
      <PageFrame title={title}>
        <div role="alert" className="space-y-4 rounded-card border-2 border-line bg-surface p-6">
          <p className="text-lg font-semibold">{message}</p>
          <LinkButton variant="secondary" to={paths.helper.href()}>
            {t('accept.toHelper')}
          </LinkButton>
        </div>
      </PageFrame>
    );
  }

  const name = preview.data.personName ?? '';
  return (
    <PageFrame title={t('accept.asks', { name })} documentTitle={title}>
      <div className="max-w-3xl space-y-6">
        <section
          aria-labelledby="helper-will-see"
          className="rounded-card border border-line bg-surface p-6"
        >
          <h2 id="helper-will-see" className="text-xl font-bold">
            {t('accept.willSeeHeading')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 ps-6 text-lg">
            <li>{t('accept.willSee1', { name })}</li>
            <li>{t('accept.willSee2')}</li>
            <li>{t('accept.willSee3')}</li>
          </ul>
        </section>
        <section
          aria-labelledby="helper-wont-see"
          className="rounded-card border border-line bg-surface p-6"
        >
          <h2 id="helper-wont-see" className="text-xl font-bold">
            {t('accept.wontSeeHeading')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 ps-6 text-lg">
            <li>{t('accept.wontSee1', { name })}</li>
            <li>{t('accept.wontSee2')}</li>
            <li>{t('accept.wontSee3')}</li>
          </ul>
        </section>
        <p className="text-lg">{t('accept.either', { name })}</p>
        {accept.isError ? (
          <p role="alert" className="text-lg font-semibold text-danger">
            {statusOf(accept.error) === 409 || statusOf(accept.error) === 403
              ? t('accept.noLonger')
              : t('accept.failed')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(token, {
                onSuccess: ({ linkId }) => {
                  toast({ title: t('accept.done', { name }) });
                  void navigate(paths.helperPerson.href(linkId));
                },
              })
            }
          >
            {accept.isPending ? t('accept.accepting') : t('accept.agree', { name })}
          </Button>
          <LinkButton variant="secondary" to={paths.home.href()}>
            {t('accept.decline')}
          </LinkButton>
        </div>
      </div>
    </PageFrame>
  );
}
