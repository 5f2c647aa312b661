import { displayLocale, messages, type SystemSettingsUpdateRequest } from '@portal/contract';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  DescriptionItem,
  DescriptionList,
  Link,
  SettingsForm,
  Skeleton,
  Text,
} from '@portal/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { toast } from '../../app/toasts.ts';
import { reasonOf, useResource } from '../BoostAdmin/admin-data.ts';
import * as boostStyles from '../BoostAdmin/BoostAdmin.css.ts';
import * as styles from './Admin.css.ts';

/** The static cache-clearing guide (apps/portal/public), readable even when the app will not start. */
export const CACHE_GUIDE_PATH = '/clear-cache.html';

/** Build-time facts (apps/portal/vite.config.ts `define`); a dev server without them shows 'unknown'. */
const version = {
  version: String(import.meta.env.VITE_PORTAL_VERSION ?? 'unknown'),
  buildDate: String(import.meta.env.VITE_BUILD_DATE ?? 'unknown'),
  environment: import.meta.env.MODE,
  buildNumber: String(import.meta.env.VITE_BUILD_NUMBER ?? 'unknown'),
};

const FEATURES = [
  'AI assistant',
  'Knowledge base',
  'BOOST tickets',
  'Live notifications',
  'Corporate sign-in',
] as const;

function formatBuildDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(displayLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

type CacheKind = 'all' | 'response' | 'retrieval' | 'embedding';
const CACHE_BUTTONS: { kind: CacheKind; label: string }[] = [
  { kind: 'all', label: 'Clear all backend caches' },
  { kind: 'response', label: 'Clear response cache' },
  { kind: 'retrieval', label: 'Clear retrieval cache' },
  { kind: 'embedding', label: 'Clear embedding cache' },
];

/** Everything this browser keeps for the portal, then a reload (which signs the person out). */
async function clearBrowserCache(): Promise<void> {
  try {
    // The session is an HttpOnly cookie that no script can delete: the server ends it (revokes it and
    // clears the cookie), else the cleared storage would only hide a session that lives on.
    await api.auth.logout().catch(() => {});
    window.localStorage.clear();
    window.sessionStorage.clear();
    if ('caches' in window) {
      for (const key of await window.caches.keys()) await window.caches.delete(key);
    }
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    for (const registration of registrations) await registration.unregister();
  } finally {
    window.location.reload();
  }
}

/** System Settings: version info, cache and troubleshooting, and the configuration form. */
export default function SystemSettingsPanel() {
  const settings = useResource(() => api.admin.systemSettings());
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [clearing, setClearing] = useState<CacheKind | null>(null);
  const [cacheError, setCacheError] = useState<string | null>(null);
  const [confirmBrowser, setConfirmBrowser] = useState(false);

  const save = async (values: Required<SystemSettingsUpdateRequest>) => {
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await api.admin.saveSystemSettings(values);
      // Spec: an empty answer or one with an error field is a failure too.
      if (!saved || typeof saved !== 'object' || saved.error) throw new Error(saved?.error ?? 'empty');
      settings.setData(() => saved);
      toast.success('System settings saved', 'The assistant uses them from the next question.');
    } catch {
      // Shown in the form (role="alert"), where it stays until the next save.
      setSaveError(messages.saveSettingsFailed);
    } finally {
      setSaving(false);
    }
  };

  const clearBackend = async (kind: CacheKind) => {
    setClearing(kind);
    setCacheError(null);
    try {
      const answer = await api.admin.clearCache[kind]();
      toast.success(answer.message);
    } catch (error) {
      setCacheError(messages.clearBackendCacheFailed(reasonOf(error)));
    } finally {
      setClearing(null);
    }
  };

  return (
    <div className={boostStyles.panel}>
      <div className={boostStyles.twoColumns}>
        <Card as="section" headingLevel={2} title="Version Information">
          <DescriptionList>
            <DescriptionItem term="Version" data-testid="version">
              {version.version}
            </DescriptionItem>
            <DescriptionItem term="Build date">{formatBuildDate(version.buildDate)}</DescriptionItem>
            <DescriptionItem term="Environment">{version.environment}</DescriptionItem>
            <DescriptionItem term="Build number">{version.buildNumber}</DescriptionItem>
            <DescriptionItem term="Features">
              <ul className={styles.featureList}>
                {FEATURES.map((feature) => (
                  <li key={feature}>
                    <Badge size="sm" tone="neutral">
                      {feature}
                    </Badge>
                  </li>
                ))}
              </ul>
            </DescriptionItem>
          </DescriptionList>
        </Card>

        <Card
          as="section"
          headingLevel={2}
          title="Cache & Troubleshooting"
          description="When the portal shows stale pages or answers, clear the caches in this order."
        >
          <ol className={boostStyles.plainList}>
            <li>Reload the page without the browser cache (Ctrl+Shift+R, or Cmd+Shift+R on a Mac).</li>
            <li>Clear the assistant's backend caches below if answers look out of date.</li>
            <li>As a last resort, clear this browser's portal data; you will need to sign in again.</li>
          </ol>
          <div className={styles.buttonRow}>
            {CACHE_BUTTONS.map((button) => (
              <Button
                key={button.kind}
                size="sm"
                variant={button.kind === 'all' ? 'primary' : 'secondary'}
                isPending={clearing === button.kind}
                isDisabled={clearing !== null && clearing !== button.kind}
                onPress={() => void clearBackend(button.kind)}
              >
                {button.label}
              </Button>
            ))}
          </div>
          {cacheError ? (
            <p role="alert" className={styles.alertText}>
              {cacheError}
            </p>
          ) : null}
          <div className={styles.buttonRow}>
            <Button size="sm" variant="danger" onPress={() => setConfirmBrowser(true)}>
              Clear browser cache
            </Button>
            <Button size="sm" variant="secondary" onPress={() => window.location.reload()}>
              Reload page
            </Button>
          </div>
          <Text size="sm" elementType="p">
            <Link href={CACHE_GUIDE_PATH} target="_blank" rel="noopener">
              Open the cache-clearing guide (new tab)
            </Link>
          </Text>
        </Card>
      </div>

      <Card as="section" headingLevel={2} title="Configuration">
        {settings.isLoading && !settings.data ? (
          <Skeleton lines={6} />
        ) : settings.error && !settings.data ? (
          <>
            <p role="alert" className={styles.alertText}>
              {messages.loadAdminDataFailed}: {reasonOf(settings.error)}
            </p>
            <Button onPress={() => void settings.reload()}>Try again</Button>
          </>
        ) : (
          <SettingsForm
            // Re-initialise the form from the saved answer.
            key={JSON.stringify(settings.data)}
            value={settings.data}
            onSubmit={(values) => void save(values)}
            isSaving={saving}
            errorMessage={saveError}
          />
        )}
      </Card>

      <AlertDialog
        isOpen={confirmBrowser}
        onOpenChange={setConfirmBrowser}
        title="Clear browser cache"
        confirmLabel="Clear and reload"
        variant="destructive"
        onConfirm={() => void clearBrowserCache()}
      >
        {messages.confirmClearBrowserCache}
      </AlertDialog>
    </div>
  );
}
