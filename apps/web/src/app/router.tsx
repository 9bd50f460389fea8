import { DEV_SIGN_IN_PATH } from '@scambuddy/contracts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AnalyzePage } from '../features/analyze/components/analyze-page.js';
import { RequireAdmin, RequireUser } from './guards.js';
import { NotFoundPage } from './not-found-page.js';
import { paths } from './paths.js';
import { RootLayout } from './root-layout.js';
import { RouteErrorPage } from '../pwa/route-error-page.js';

/**
 * Every route of the table in `paths.ts`, under the root layout, then the catch-all. Home is in
 * the main bundle; every other screen is its own chunk, fetched when first visited, so the first
 * page a person opens stays small (issue 9's budget).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Issue 10: a screen that cannot load (offline, or an old version's code) says so in words.
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home.path, element: <AnalyzePage /> },
      {
        path: paths.report.path,
        lazy: async () => ({
          Component: (await import('../features/report/components/report-page.js')).ReportPage,
        }),
      },
      {
        path: paths.recover.path,
        lazy: async () => ({
          Component: (await import('../features/recover/components/recover-page.js')).RecoverPage,
        }),
      },
      {
        path: paths.trends.path,
        lazy: async () => ({
          Component: (await import('../features/trends/components/trends-page.js')).TrendsPage,
        }),
      },
      {
        path: paths.scamTrendsV2.path,
        lazy: async () => ({
          Component: (await import('./live-trends-route.js')).LiveTrendsRoute,
        }),
      },
      {
        path: paths.dataSources.path,
        lazy: async () => ({
          Component: (await import('../features/sources/components/data-sources-page.js'))
            .DataSourcesPage,
        }),
      },
      // Issue 19: /scam-trends and /data-sources (the README's names) lead to their screens.
      {
        path: paths.scamTrendsAlias.path,
        element: <Navigate to={paths.trends.href()} replace />,
      },
      {
        path: paths.dataSourcesAlias.path,
        element: <Navigate to={paths.dataSources.href()} replace />,
      },
      {
        path: paths.dashboard.path,
        lazy: async () => {
          const { DashboardPage } =
            await import('../features/dashboard/components/dashboard-page.js');
          return {
            element: (
              <RequireUser page="dashboard">
                <DashboardPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: paths.history.path,
        lazy: async () => {
          const { HistoryPage } = await import('../features/history/components/history-page.js');
          return {
            element: (
              <RequireUser page="history">
                <HistoryPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: paths.admin.path,
        lazy: async () => {
          const { AdminPage } = await import('../features/admin/components/admin-page.js');
          return {
            element: (
              <RequireAdmin page="admin">
                <AdminPage />
              </RequireAdmin>
            ),
          };
        },
      },
      {
        path: paths.community.path,
        lazy: async () => ({
          Component: (await import('../features/community/components/community-page.js'))
            .CommunityPage,
        }),
      },
      {
        path: paths.features.path,
        lazy: async () => ({
          Component: (await import('../features/protection/components/protection-page.js'))
            .ProtectionPage,
        }),
      },
      {
        path: paths.about.path,
        lazy: async () => ({
          Component: (await import('../features/about/components/about-page.js')).AboutPage,
        }),
      },
      {
        path: paths.assessment.path,
        lazy: async () => ({
          Component: (await import('../features/assessment/components/assessment-page.js'))
            .AssessmentPage,
        }),
      },
      {
        path: paths.heatmap.path,
        lazy: async () => ({
          Component: (await import('../features/threat-map/components/threat-map-page.js'))
            .ThreatMapPage,
        }),
      },
      {
        path: paths.unifiedTrends.path,
        lazy: async () => ({
          Component: (await import('../features/intelligence/components/intelligence-page.js'))
            .IntelligencePage,
        }),
      },
      {
        path: paths.mobileFeatures.path,
        lazy: async () => ({
          Component: (await import('../features/mobile-preview/components/mobile-preview-page.js'))
            .MobilePreviewPage,
        }),
      },
      {
        path: paths.adminPanel.path,
        lazy: async () => {
          const { AdminSourcesPage } =
            await import('../features/sources/components/admin-sources-page.js');
          return {
            element: (
              <RequireAdmin page="adminPanel">
                <AdminSourcesPage />
              </RequireAdmin>
            ),
          };
        },
      },
      {
        path: paths.privacy.path,
        lazy: async () => ({
          Component: (await import('../features/legal/components/privacy-page.js')).PrivacyPage,
        }),
      },
      {
        path: paths.terms.path,
        lazy: async () => ({
          Component: (await import('../features/legal/components/terms-page.js')).TermsPage,
        }),
      },
      {
        path: paths.contact.path,
        lazy: async () => ({
          Component: (await import('../features/legal/components/contact-page.js')).ContactPage,
        }),
      },
      {
        path: paths.lookup.path,
        lazy: async () => ({
          Component: (await import('../features/lookup/components/lookup-page.js')).LookupPage,
        }),
      },
      {
        path: paths.helper.path,
        lazy: async () => {
          const { HelperPage } = await import('../features/helper/components/helper-page.js');
          return {
            element: (
              <RequireUser page="helper">
                <HelperPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        // Not behind RequireUser: a signed-out helper is asked to sign in and brought back.
        path: paths.helperAccept.path,
        lazy: async () => ({
          Component: (await import('../features/helper/components/helper-accept-page.js'))
            .HelperAcceptPage,
        }),
      },
      {
        path: paths.helperPerson.path,
        lazy: async () => {
          const { HelperPersonPage } =
            await import('../features/helper/components/helper-person-page.js');
          return {
            element: (
              <RequireUser page="helperPerson">
                <HelperPersonPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: DEV_SIGN_IN_PATH,
        lazy: async () => ({
          Component: (await import('../features/account/components/dev-sign-in-page.js'))
            .DevSignInPage,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
