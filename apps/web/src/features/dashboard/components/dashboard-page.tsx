import type { User } from '@scambuddy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { USER_QUERY_KEY, useUser } from '../../../lib/auth.js';
import { useDashboard } from '../api/get-dashboard.js';
import { useSignedInQueryState } from '../../account/components/use-signed-in-query-state.js';
import { RecentActivityList } from './recent-activity.js';
import { RecentAnalysesList } from './recent-analyses.js';
import { StatCards } from './stat-cards.js';
import { YourDataSection } from './your-data-section.js';
import { HelperDashboardCard } from '../../helper/components/helper-dashboard-card.js';
import { ForwardingCard } from '../../forwarding/components/forwarding-card.js';

/** Personal dashboard (/dashboard), spec part 1 §2.10; signed-in only (the router guards it). */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: user } = useUser();
  const dashboard = useDashboard();
  const queryClient = useQueryClient();
  const safetyScore = dashboard.data?.stats.safetyScore;

  // The chip in the navigation shows the same score as the card, without waiting 5 minutes.
  useEffect(() => {
    if (safetyScore === undefined) return;
    queryClient.setQueryData<User | null>(USER_QUERY_KEY, (current) =>
      current ? { ...current, safetyScore } : current,
    );
  }, [queryClient, safetyScore]);

  const name = dashboard.data?.user.name ?? user?.name;
  const frame = {
    title: name ? t('common:titles.dashboardWelcome', { name }) : t('common:titles.dashboard'),
    documentTitle: t('common:titles.dashboard'),
    description: t('page.description'),
  };

  const state = useSignedInQueryState(dashboard, frame, {
    loading: t('page.loading'),
    error: t('page.error'),
    retry: t('page.retry'),
  });
  if (state !== null || dashboard.data === undefined) return state;

  const { stats, recentAnalyses } = dashboard.data;
  return (
    <PageFrame {...frame}>
      <div className="space-y-6">
        <StatCards stats={stats} />
        <div className="grid gap-6 lg:grid-cols-2">
          <RecentActivityList activities={stats.recentActivities} />
          <RecentAnalysesList analyses={recentAnalyses} />
        </div>
        <Suspense fallback={null}>
          <HelperDashboardCard />
        </Suspense>
        <ForwardingCard />
        <YourDataSection />
      </div>
    </PageFrame>
  );
}
