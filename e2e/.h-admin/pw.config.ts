import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

// Helper-only: runs the journeys against an already running server on 4207 (not committed).
export default defineConfig({
  testDir: '..',
  testMatch: ['admin.spec.ts', 'boost-admin.spec.ts'],
  workers: 1,
  retries: 0,
  reporter: [['line']],
  outputDir: '/tmp/h-admin/test-results',
  use: {
    baseURL: 'http://127.0.0.1:4207/',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(),
  },
});
