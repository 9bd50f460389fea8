import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingStatus } from '../components/ui/loading-status.js';
import { SignInNotice } from '../features/account/components/sign-in-notice.js';
import { PwaNotices } from '../pwa/pwa-notices.js';
import { Footer } from './footer.js';
import { CornerWidgets } from './lazy-widgets.js';
import { TopNav } from './top-nav.js';

const MAIN_ID = 'main-content';

/** The root layout of spec part 1 §2.1: top navigation, main area, footer and two widgets. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);

  // After an in-app navigation, move focus to the new screen so screen readers start there.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-surface focus:p-3"
      >
        {t('skipToContent')}
      </a>
      <TopNav />
      <main
        id={MAIN_ID}
        ref={mainRef}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none"
      >
        <PwaNotices />
        {/* A screen waits here while its code or its catalogs (lib/i18n.ts) are fetched. */}
        <Suspense fallback={<LoadingStatus />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <SignInNotice />
      <CornerWidgets />
    </div>
  );
}
