import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClassName } from '../components/ui/button-styles.js';
import { cx } from '../lib/class-names.js';
import { SIGN_IN_URL, useUser } from '../lib/auth.js';
import { LazyAccountMenu } from './lazy-account-menu.js';
import { LazyLanguagePicker } from './lazy-language-picker.js';
import { PUBLIC_NAV_ITEMS, SIGNED_IN_NAV_ITEMS } from './nav-items.js';
import { paths } from './paths.js';

const MENU_ID = 'main-navigation-links';

/**
 * The top navigation of spec part 1 §2.2. On narrow screens the links fold behind a Menu button
 * (a disclosure: the same list, shown or hidden), so there is one list to keep in order.
 */
export function TopNav() {
  const { t } = useTranslation('common');
  const { data: user, isPending } = useUser();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A followed link closes the folded menu.
  useEffect(() => setIsMenuOpen(false), [pathname]);

  const items = user ? [...PUBLIC_NAV_ITEMS, ...SIGNED_IN_NAV_ITEMS] : PUBLIC_NAV_ITEMS;

  return (
    <header className="border-b-2 border-line bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <Link
          to={paths.home.href()}
          className="me-auto inline-flex min-h-11 items-center gap-2 text-2xl font-bold text-ink no-underline"
          aria-label={t('homeLink')}
        >
          <svg viewBox="0 0 32 32" className="size-9" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              className="text-primary"
              d="M16 2 4 6v9c0 7.2 5.1 13.2 12 15 6.9-1.8 12-7.8 12-15V6z"
            />
            <path fill="#fff" d="m14 20.6-4.3-4.3 1.8-1.8 2.5 2.5 6.5-6.5 1.8 1.8z" />
          </svg>
          <span>{t('appName')}</span>
        </Link>
        <LazyLanguagePicker />
        {user ? (
          <LazyAccountMenu user={user} />
        ) : (
          <a
            href={SIGN_IN_URL}
            className={buttonClassName('primary')}
            aria-busy={isPending || undefined}
          >
            {t('account.signIn')}
          </a>
        )}
      </div>
      <nav aria-label={t('nav.label')} className="mx-auto max-w-7xl px-4 pb-3">
        <button
          type="button"
          className={buttonClassName('secondary', 'lg:hidden')}
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          onClick={() => setIsMenuOpen((open) => !open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setIsMenuOpen(false);
          }}
        >
          <span aria-hidden="true">{isMenuOpen ? '×' : '☰'}</span>
          {isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        </button>
        <ul
          id={MENU_ID}
          className={cx(
            'mt-2 flex-col gap-1 lg:mt-0 lg:flex lg:flex-row lg:flex-wrap lg:gap-2',
            isMenuOpen ? 'flex' : 'hidden',
          )}
        >
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end
                className={({ isActive }) =>
                  cx(
                    'flex min-h-11 items-center rounded-control px-3 py-2 text-lg font-semibold no-underline hover:bg-primary-soft',
                    isActive
                      ? 'bg-primary-soft text-primary-strong underline decoration-3 underline-offset-8'
                      : 'text-ink',
                  )
                }
              >
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
