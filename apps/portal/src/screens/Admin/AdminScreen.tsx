import { canUseBoostAdmin, labels, messages } from '@portal/contract';
import {
  Button,
  EmptyState,
  Heading,
  Link,
  StatCard,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  VisuallyHidden,
} from '@portal/ui';
import { ClipboardList, RefreshCw, Settings2 } from 'lucide-react';
import { lazy, useState } from 'react';
import type { Key } from 'react-aria-components';
import { api } from '../../app/api.ts';
import { useFirstData } from '../../app/first-data.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useCurrentUser } from '../../app/session.tsx';
import { toast } from '../../app/toasts.ts';
import * as layout from '../../shell/page.css.ts';
import { reasonOf, useResource, viewerCan } from '../BoostAdmin/admin-data.ts';
import * as boostStyles from '../BoostAdmin/BoostAdmin.css.ts';
import { LazyPart } from '../BoostAdmin/LazyPart.tsx';
import * as styles from './Admin.css.ts';
import { type AdminFirstData, loadStats } from './first-data.ts';
import { UsersPermissionsPanel } from './UsersPermissionsPanel.tsx';

// The heavier tabs are their own chunks, fetched when first opened: /admin's first load stays light.
const SystemSettingsPanel = lazy(() => import('./SystemSettingsPanel.tsx'));
const KpiPanel = lazy(() => import('./KpiPanel.tsx'));
const ChatAnalyticsPanel = lazy(() => import('./ChatAnalyticsPanel.tsx'));
const ApiUsagePanel = lazy(() => import('./ApiUsagePanel.tsx'));
const BusinessUnitsPanel = lazy(() =>
  import('../BoostAdmin/BusinessUnitsPanel.tsx').then((m) => ({ default: m.BusinessUnitsPanel })),
);

const TABS = [
  { id: 'users', label: 'Users & Permissions' },
  { id: 'units', label: 'Business Units' },
  { id: 'settings', label: 'System Settings' },
  { id: 'kpis', label: 'KPI Dashboard' },
  { id: 'analytics', label: 'Chat Analytics' },
  { id: 'usage', label: 'API Usage' },
  { id: 'audit', label: 'Audit Logs' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * System administration (/admin, registered for admins only): headline figures and seven tabs.
 * Each tab fetches its data when first opened and keeps it while the screen is open.
 */
export default function AdminScreen() {
  usePageTitle('System Administration');
  const viewer = useCurrentUser();
  const first = useFirstData<AdminFirstData>();
  const stats = useResource(
    loadStats,
    (error) => toast.error(messages.loadAdminDataFailed, reasonOf(error)),
    first?.stats,
  );
  const users = useResource(
    () => api.admin.users(),
    (error) => toast.error(messages.fetchUsersFailed, reasonOf(error)),
    first?.users,
  );
  const [selected, setSelected] = useState<Key>('users');
  const [visited, setVisited] = useState<ReadonlySet<Key>>(() => new Set(['users']));

  const refreshStats = () => Promise.all([stats.reload(), users.reload()]);
  const statsLoading = stats.isLoading && !stats.data;
  const usersLoading = users.isLoading && !users.data;
  const mounted = (id: TabId) => visited.has(id);

  return (
    <div className={layout.page}>
      <div className={layout.pageHeader}>
        <div className={layout.pageIntro}>
          <Heading level={1} size="xl">
            System Administration
          </Heading>
          <Text tone="secondary" size="sm">
            Users, permissions, business units, settings and analytics.
          </Text>
        </div>
        <div className={layout.pageActions}>
          {canUseBoostAdmin(viewer) ? (
            <Link href="/boost/admin" variant="standalone" className={layout.pageActionLink}>
              <Settings2 size={16} aria-hidden="true" />
              BOOST Admin
            </Link>
          ) : null}
          <Button
            onPress={() => void refreshStats()}
            isPending={stats.isLoading || users.isLoading}
            pendingLabel="Refreshing..."
          >
            <RefreshCw size={16} aria-hidden="true" />
            {labels.refreshStats}
          </Button>
        </div>
      </div>

      <section aria-labelledby="admin-headline-figures" className={styles.statGrid}>
        {/* The stat cards title themselves with h3: this keeps the outline h1 > h2 > h3. */}
        <VisuallyHidden as="h2" id="admin-headline-figures">
          Headline figures
        </VisuallyHidden>
        <StatCard label="Total Tickets" value={stats.data?.totalTickets} isLoading={statsLoading} />
        <StatCard label="Open Tickets" value={stats.data?.openTickets} isLoading={statsLoading} />
        <StatCard label="Documents" value={stats.data?.totalDocuments} isLoading={statsLoading} />
        {/* Spec: Active Users is the count of all listed users. */}
        <StatCard label="Active Users" value={users.data?.length} isLoading={usersLoading} />
      </section>

      <Tabs
        selectedKey={selected}
        onSelectionChange={(key) => {
          setSelected(key);
          setVisited((seen) => new Set(seen).add(key));
        }}
      >
        <TabList aria-label="Administration sections" items={TABS}>
          {(tab) => <Tab id={tab.id}>{tab.label}</Tab>}
        </TabList>
        <TabPanel id="users" className={boostStyles.tabPanel} shouldForceMount={mounted('users')}>
          <UsersPermissionsPanel users={users} />
        </TabPanel>
        <TabPanel id="units" className={boostStyles.tabPanel} shouldForceMount={mounted('units')}>
          <LazyPart in="panel">
            <BusinessUnitsPanel canManage={viewerCan(viewer, 'manage_business_units')} />
          </LazyPart>
        </TabPanel>
        <TabPanel id="settings" className={boostStyles.tabPanel} shouldForceMount={mounted('settings')}>
          <LazyPart in="panel">
            <SystemSettingsPanel />
          </LazyPart>
        </TabPanel>
        <TabPanel id="kpis" className={boostStyles.tabPanel} shouldForceMount={mounted('kpis')}>
          <LazyPart in="panel">
            <KpiPanel />
          </LazyPart>
        </TabPanel>
        <TabPanel id="analytics" className={boostStyles.tabPanel} shouldForceMount={mounted('analytics')}>
          <LazyPart in="panel">
            <ChatAnalyticsPanel />
          </LazyPart>
        </TabPanel>
        <TabPanel id="usage" className={boostStyles.tabPanel} shouldForceMount={mounted('usage')}>
          <LazyPart in="panel">
            <ApiUsagePanel />
          </LazyPart>
        </TabPanel>
        <TabPanel id="audit" className={boostStyles.tabPanel}>
          <EmptyState
            headingLevel={2}
            icon={<ClipboardList size={24} />}
            title="Audit Logs"
            description={messages.auditLogsNotImplemented}
          />
        </TabPanel>
      </Tabs>
    </div>
  );
}
