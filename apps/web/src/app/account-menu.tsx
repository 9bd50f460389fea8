import { safetyScoreColour, type User } from '@scambuddy/contracts';
import { Link } from 'react-router';
import { useHelperAlerts } from '../features/helper/api/helper-api.js';
import { cx } from '../lib/class-names.js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../components/ui/toast-store.js';
import { Tooltip } from '../components/ui/tooltip.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.js';
import { useLogout, useUser } from '../lib/auth.js';
import { paths } from './paths.js';

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

// The CSP allows images from this site only (img-src 'self' data: blob:), so a provider's remote
// picture would be blocked; such users see their initials instead.
function isLocalImage(url: string | null | undefined): url is string {
  return typeof url === 'string' && (url.startsWith('/') || url.startsWith('data:'));
}

/** The chip's colours, as the dashboard's score card colours the same score (issue 19). */
const SCORE_CHIP_CLASSES: Record<ReturnType<typeof safetyScoreColour>, string> = {
  green: 'border-success bg-success-soft text-success',
  yellow: 'border-warning bg-warning-soft text-warning',
  red: 'border-danger bg-danger-soft text-danger',
};

/**
 * A helper's unread alerts (issue 19): a link to the helper page in the header while any are new,
 * so an alert is seen without opening the dashboard.
 */
function HelperAlertsLink() {
  const { t } = useTranslation('common');
  // Asked only while the session is known: on logout the cache is cleared before this unmounts,
  // and a fetch then would be refused (a 401 in the console).
  const { data: user } = useUser();
  const alerts = useHelperAlerts(Boolean(user));
  const unread = alerts.data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <Link
      to={paths.helper.href()}
      className="inline-flex min-h-11 items-center rounded-full border-2 border-danger bg-danger-soft px-3 font-semibold text-danger"
      data-testid="helper-alerts-link"
    >
      {t('account.helperAlerts', { count: unread })}
    </Link>
  );
}

/** Signed-in items of spec part 1 §2.2: the safety-score chip and the avatar menu. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const logout = useLogout({ onSuccess: () => void navigate(paths.home.href()) });

  const scoreColour = safetyScoreColour(user.safetyScore);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <HelperAlertsLink />
      <Tooltip content={t('account.safetyScoreHint')}>
        <span
          tabIndex={0}
          data-colour={scoreColour}
          className={cx(
            'inline-flex min-h-11 items-center rounded-full border-2 px-3 font-semibold',
            SCORE_CHIP_CLASSES[scoreColour],
          )}
        >
          {t('account.safetyScore', { score: Math.round(user.safetyScore) })} ·{' '}
          {t(`account.scoreColour.${scoreColour}`)}
        </span>
      </Tooltip>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="inline-flex size-12 items-center justify-center overflow-hidden rounded-full border-2 border-primary bg-primary-soft font-bold text-primary"
          aria-label={t('account.menu', { name: user.name })}
        >
          {isLocalImage(user.profileImage) ? (
            <img src={user.profileImage} alt="" className="size-full object-cover" />
          ) : (
            <span aria-hidden="true">{initialsOf(user.name)}</span>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            <span className="block font-bold">{user.name}</span>
            <span className="block text-muted">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void navigate(paths.dashboard.href())}>
            {t('account.dashboard')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate(paths.history.href())}>
            {t('account.analysisHistory')}
          </DropdownMenuItem>
          {user.role === 'admin' ? (
            <DropdownMenuItem onSelect={() => void navigate(paths.admin.href())}>
              {t('account.adminDashboard')}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={logout.isPending}
            onSelect={() =>
              logout.mutate(undefined, {
                onError: () =>
                  toast({
                    variant: 'destructive',
                    title: t('toast.error'),
                    description: t('account.logOutFailed'),
                  }),
              })
            }
          >
            {t('account.logOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
