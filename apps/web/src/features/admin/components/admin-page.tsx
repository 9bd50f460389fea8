import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { paths } from '../../../app/paths.js';
import { Button } from '../../../components/ui/button.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { useAdminStats } from '../api/get-admin-stats.js';
import { DetectionTab } from './detection-tab.js';
import { formatDateTime } from './format.js';
import { OverviewTab } from './overview-tab.js';
import { TrendsTab } from './trends-tab.js';
import { UsersTab } from './users-tab.js';

const TABS = ['overview', 'detection', 'trends', 'users'] as const;

/**
 * Admin dashboard (/admin), spec part 1 §2.12; admins only (the router guards it, the server
 * refuses others). Every figure comes from `GET /api/admin/stats`; on failure an error and a retry,
 * never the spec's sample numbers (DELTAS row 3).
 */
export function AdminPage() {
  const { t, i18n } = useTranslation(['admin', 'common', 'pages']);
  const stats = useAdminStats();

  return (
    <PageFrame title={t('common:titles.admin')} description={t('pages:admin.description')}>
      {/* Issue 19: the data-source panel was linked from nowhere. */}
      <LinkButton variant="secondary" className="mb-6" to={paths.adminPanel.href()}>
        {t('sourcesPanelLink')}
      </LinkButton>
      {stats.isPending ? (
        <p role="status" className="text-xl">
          {t('loading')}
        </p>
      ) : stats.isError ? (
        <div role="alert">
          <p className="text-xl text-danger">{t('loadError')}</p>
          <Button className="mt-4" onClick={() => void stats.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="mb-4 text-lg text-muted">
            {t('generatedAt', { date: formatDateTime(stats.data.generatedAt, i18n.language) })}
          </p>
          <Tabs defaultValue="overview">
            <TabsList aria-label={t('tabs.label')}>
              {TABS.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {t(`tabs.${tab}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab stats={stats.data} />
            </TabsContent>
            <TabsContent value="detection">
              <DetectionTab stats={stats.data} />
            </TabsContent>
            <TabsContent value="trends">
              <TrendsTab stats={stats.data} />
            </TabsContent>
            <TabsContent value="users">
              <UsersTab stats={stats.data} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </PageFrame>
  );
}
