import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}/`;
// Every run gets a fresh database and upload folder.
// The loopback OIDC provider (e2e/oidc-provider.ts): its own port per run, beside the portal's.
const providerPort = Number(process.env.E2E_OIDC_PORT ?? port + 10000);
const providerUrl = `http://127.0.0.1:${providerPort}`;
/** More server settings for the journeys: corporate sign-in through that provider. */
const extraServerEnv: Record<string, string> = {
  OIDC_AUTHORITY: providerUrl,
  OIDC_CLIENT_ID: 'staff-portal-e2e',
};
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two journeys at a time on the two cores, on CI and locally alike (CI may not set `CI`).
  workers: 2,
  // A journey is a whole flow (sign in, several screens, axe in two themes) on a shared 2-core
  // machine; 30 s is too tight for the longest ones when the machine is busy.
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: [
    {
      command: 'node oidc-provider.ts',
      url: `${providerUrl}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(providerPort) },
      stdout: 'pipe',
    },
    {
      // The portal must be built first (`npm test` does it); the server serves it like `npm start`.
      command: 'node --conditions=@portal/source ../apps/server/src/main.ts',
      url: `${baseURL}api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '1',
        // A JSON line per request would bury the journeys' output (the server's stdout is shown here).
        LOG_LEVEL: 'warn',
        // A build elsewhere (several checkouts or helpers testing at once); default apps/portal/dist.
        ...(process.env.PORTAL_DIR ? { PORTAL_DIR: process.env.PORTAL_DIR } : {}),
        ...extraServerEnv,
      },
      stdout: 'pipe',
    },
  ],
});
