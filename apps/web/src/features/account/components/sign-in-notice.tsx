import { SIGN_IN_OUTCOME_PARAM, isSignInOutcome } from '@scambuddy/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast-store.js';

/**
 * A sign-in that did not succeed comes back to the site with `?signin=failed|cancelled|unavailable`
 * (server: modules/auth/sign-in.routes.ts). This shows the matching message once and removes the
 * parameter, so reloading or sharing the address does not repeat it. Renders nothing.
 */
export function SignInNotice() {
  const { t } = useTranslation('account');
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(SIGN_IN_OUTCOME_PARAM);

  useEffect(() => {
    if (raw === null) return;
    if (isSignInOutcome(raw)) {
      toast({
        variant: raw === 'cancelled' ? 'default' : 'destructive',
        title: t(`signInNotice.${raw}Title`),
        description: t(`signInNotice.${raw}`),
      });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SIGN_IN_OUTCOME_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [raw, setSearchParams, t]);

  return null;
}
