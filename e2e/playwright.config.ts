import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}/`;
// Every run gets a fresh database and upload folder.
/** More server settings for the journeys (e.g. the loopback OIDC provider), from e2e/server-env.ts. */
const extraServerEnv: Record<string, string> = {};
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 1,
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
  webServer: {
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
      // A build elsewhere (several checkouts or helpers testing at once); default apps/portal/dist.
      ...(process.env.PORTAL_DIR ? { PORTAL_DIR: process.env.PORTAL_DIR } : {}),
      ...extraServerEnv,
    },
    stdout: 'pipe',
  },
});
