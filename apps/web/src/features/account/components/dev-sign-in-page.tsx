import { DEV_SIGN_IN_NAME_MAX, DevSignInBodySchema } from '@scambuddy/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { useAuthProviders, useDevSignIn } from '../api/dev-sign-in.js';

const inputClassName =
  'mt-1 block min-h-11 w-full rounded-control border-2 border-line bg-surface px-3 py-2 text-lg text-ink';

/**
 * The development sign-in (issue 5): where Sign In leads when the server has no OpenID Connect
 * provider and is not in production. Any name and address will do, so it is marked plainly as
 * development only; the server refuses it everywhere else.
 */
export function DevSignInPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const providers = useAuthProviders();
  const signIn = useDevSignIn({ onSuccess: () => void navigate(paths.dashboard.href()) });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const nameId = useId();
  const emailId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = DevSignInBodySchema.safeParse({ name, email });
    setInvalid(!body.success);
    if (body.success) signIn.mutate(body.data);
  }

  const title = t('devSignIn.title');
  if (providers.isPending) {
    return (
      <PageFrame title={title}>
        <p role="status" className="text-lg">
          {t('devSignIn.loading')}
        </p>
      </PageFrame>
    );
  }
  if (!providers.data?.development) {
    return (
      <PageFrame title={title} description={t('devSignIn.unavailable')}>
        <LinkButton to={paths.home.href()}>{t('devSignIn.backHome')}</LinkButton>
      </PageFrame>
    );
  }

  const showError = invalid || signIn.isError;
  return (
    <PageFrame title={title} description={t('devSignIn.description')}>
      <p className="mb-6 inline-block rounded-control border-2 border-warning bg-warning-soft px-3 py-1 text-lg font-bold text-warning">
        {t('devSignIn.badge')}
      </p>
      <form
        noValidate
        onSubmit={submit}
        className="max-w-lg space-y-5 rounded-card border border-line bg-surface p-6"
        aria-describedby={showError ? errorId : undefined}
      >
        <div>
          <label htmlFor={nameId} className="text-lg font-semibold">
            {t('devSignIn.name')}
          </label>
          <input
            id={nameId}
            name="name"
            autoComplete="name"
            required
            maxLength={DEV_SIGN_IN_NAME_MAX}
            className={inputClassName}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={emailId} className="text-lg font-semibold">
            {t('devSignIn.email')}
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            required
            className={inputClassName}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        {showError ? (
          <p id={errorId} role="alert" className="text-lg font-semibold text-danger">
            {t('devSignIn.failed')}
          </p>
        ) : null}
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? t('devSignIn.submitting') : t('devSignIn.submit')}
        </Button>
      </form>
    </PageFrame>
  );
}
