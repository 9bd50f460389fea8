import { createBrowserRouter, type RouteObject } from 'react-router';
import { AboutPage } from '../features/about/components/about-page.js';
import { AdminPage } from '../features/admin/components/admin-page.js';
import { AnalyzePage } from '../features/analyze/components/analyze-page.js';
import { AssessmentPage } from '../features/assessment/components/assessment-page.js';
import { CommunityPage } from '../features/community/components/community-page.js';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.js';
import { HistoryPage } from '../features/history/components/history-page.js';
import { IntelligencePage } from '../features/intelligence/components/intelligence-page.js';
import { ContactPage } from '../features/legal/components/contact-page.js';
import { PrivacyPage } from '../features/legal/components/privacy-page.js';
import { TermsPage } from '../features/legal/components/terms-page.js';
import { MobilePreviewPage } from '../features/mobile-preview/components/mobile-preview-page.js';
import { ProtectionPage } from '../features/protection/components/protection-page.js';
import { ReportPage } from '../features/report/components/report-page.js';
import { AdminSourcesPage } from '../features/sources/components/admin-sources-page.js';
import { DataSourcesPage } from '../features/sources/components/data-sources-page.js';
import { ThreatMapPage } from '../features/threat-map/components/threat-map-page.js';
import { LiveTrendsPage } from '../features/trends/components/live-trends-page.js';
import { TrendsPage } from '../features/trends/components/trends-page.js';
import { RequireAdmin, RequireUser } from './guards.js';
import { NotFoundPage } from './not-found-page.js';
import { paths } from './paths.js';
import { RootLayout } from './root-layout.js';

/** Every route of the table in `paths.ts`, under the root layout, then the catch-all. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.path, element: <AnalyzePage /> },
      { path: paths.report.path, element: <ReportPage /> },
      { path: paths.trends.path, element: <TrendsPage /> },
      { path: paths.scamTrendsV2.path, element: <LiveTrendsPage /> },
      { path: paths.dataSources.path, element: <DataSourcesPage /> },
      {
        path: paths.dashboard.path,
        element: (
          <RequireUser>
            <DashboardPage />
          </RequireUser>
        ),
      },
      {
        path: paths.history.path,
        element: (
          <RequireUser>
            <HistoryPage />
          </RequireUser>
        ),
      },
      {
        path: paths.admin.path,
        element: (
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        ),
      },
      { path: paths.community.path, element: <CommunityPage /> },
      { path: paths.features.path, element: <ProtectionPage /> },
      { path: paths.about.path, element: <AboutPage /> },
      { path: paths.assessment.path, element: <AssessmentPage /> },
      { path: paths.heatmap.path, element: <ThreatMapPage /> },
      { path: paths.unifiedTrends.path, element: <IntelligencePage /> },
      { path: paths.mobileFeatures.path, element: <MobilePreviewPage /> },
      { path: paths.adminPanel.path, element: <AdminSourcesPage /> },
      { path: paths.privacy.path, element: <PrivacyPage /> },
      { path: paths.terms.path, element: <TermsPage /> },
      { path: paths.contact.path, element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
