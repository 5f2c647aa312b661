import { isApiError } from '@portal/api-client';
import { canUseBoostAdmin, labels, messages, TEST_BUSINESS_UNITS } from '@portal/contract';
import { Button, Callout, Heading, Tab, TabList, TabPanel, Tabs } from '@portal/ui';
import { FlaskConical, ShieldAlert } from 'lucide-react';
import { lazy, useState } from 'react';
import type { Key } from 'react-aria-components';
import { api } from '../../app/api.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useCurrentUser } from '../../app/session.tsx';
import { toast } from '../../app/toasts.ts';
import * as layout from '../../shell/page.css.ts';
import { reasonOf, viewerCan } from './admin-data.ts';
import * as styles from './BoostAdmin.css.ts';
import { BoostUsersPanel } from './BoostUsersPanel.tsx';
import { LazyPart } from './LazyPart.tsx';

// The other tabs are their own chunks, fetched when first opened: the first load is the users' tab.
const BusinessUnitsPanel = lazy(() =>
  import('./BusinessUnitsPanel.tsx').then((m) => ({ default: m.BusinessUnitsPanel })),
);
const TestDataPanel = lazy(() => import('./TestDataPanel.tsx').then((m) => ({ default: m.TestDataPanel })));

const TABS = [
  { id: 'users', label: 'Users' },
  { id: 'units', label: 'Business Units' },
  { id: 'test-data', label: 'Test Data' },
] as const;

/**
 * Posts the five preset units one by one; a failure (e.g. the unit exists) is skipped. Only when
 * nothing was created and a failure was more than "already exists" does it count as failed.
 */
async function createTestUnits(): Promise<{ created: number; failure: unknown }> {
  let created = 0;
  let failure: unknown = null;
  for (const unit of TEST_BUSINESS_UNITS) {
    try {
      await api.boost.createBusinessUnit(unit);
      created += 1;
    } catch (error) {
      if (!(isApiError(error) && error.status === 409)) failure ??= error;
    }
  }
  return { created, failure: created === 0 ? failure : null };
}

/**
 * BOOST admin (/boost/admin): users with their BOOST roles, business units and the test data.
 * Open to every signed-in person (the spec registers the route for all); what they see follows
 * their permissions, and the server refuses anything else.
 */
export default function BoostAdminScreen() {
  usePageTitle('BOOST Admin');
  const viewer = useCurrentUser();
  const canManageUsers = viewerCan(viewer, 'manage_users');
  const canManageUnits = viewerCan(viewer, 'manage_business_units');
  // The same rule gives the way here (BOOST Support's header, the admin area).
  const mayUse = canUseBoostAdmin(viewer);
  const [selected, setSelected] = useState<Key>('users');
  const [visited, setVisited] = useState<ReadonlySet<Key>>(() => new Set(['users']));
  const [creating, setCreating] = useState(false);
  const [unitsRefresh, setUnitsRefresh] = useState(0);

  const onCreateTestUnits = async () => {
    setCreating(true);
    try {
      const { created, failure } = await createTestUnits();
      if (failure) toast.error(messages.testUnitsFailed, reasonOf(failure));
      else toast.success(messages.testUnitsCreated(created));
      if (created > 0) setUnitsRefresh((n) => n + 1);
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className={layout.page}>
      <div className={layout.pageHeader}>
        <div className={layout.pageIntro}>
          <Heading level={1} size="xl">
            {labels.boostAdminHeader}
          </Heading>
        </div>
        {canManageUnits ? (
          <div className={layout.pageActions}>
            <Button variant="secondary" onPress={() => void onCreateTestUnits()} isPending={creating}>
              <FlaskConical size={16} aria-hidden="true" />
              {labels.createTestUnits}
            </Button>
          </div>
        ) : null}
      </div>

      {mayUse ? (
        <Tabs
          selectedKey={selected}
          onSelectionChange={(key) => {
            setSelected(key);
            setVisited((seen) => new Set(seen).add(key));
          }}
        >
          <TabList aria-label="BOOST admin sections" items={TABS}>
            {(tab) => <Tab id={tab.id}>{tab.label}</Tab>}
          </TabList>
          <TabPanel id="users" className={styles.tabPanel} shouldForceMount={visited.has('users')}>
            <BoostUsersPanel canManage={canManageUsers} />
          </TabPanel>
          <TabPanel id="units" className={styles.tabPanel} shouldForceMount={visited.has('units')}>
            <LazyPart in="panel">
              <BusinessUnitsPanel canManage={canManageUnits} refreshKey={unitsRefresh} />
            </LazyPart>
          </TabPanel>
          <TabPanel id="test-data" className={styles.tabPanel} shouldForceMount={visited.has('test-data')}>
            <LazyPart in="panel">
              <TestDataPanel />
            </LazyPart>
          </TabPanel>
        </Tabs>
      ) : (
        <Callout tone="warning" icon={<ShieldAlert />} role="status" title={messages.fetchUsersFailed}>
          BOOST admin manages users and business units. Ask an administrator if you need access.
        </Callout>
      )}
    </div>
  );
}
