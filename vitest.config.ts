import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultServerConditions, defineConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { prebundledDeps, sourceConditions } from './scripts/vite-shared.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

function browser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions() }),
    instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 768 } }],
    expect: {
      toMatchScreenshot: {
        // One folder of baselines for every story, whichever shard file screenshots it.
        resolveScreenshotPath: ({ arg, browserName, platform, ext }: ScreenshotPathData) =>
          path.join(root, '.storybook/__screenshots__/stories', `${arg}-${browserName}-${platform}${ext}`),
      },
    },
  };
}

type ScreenshotPathData = { arg: string; browserName: string; platform: string; ext: string };

/** One node project per package: fast unit tests of pure code. */
function unit(name: string, dir: string, extra: Partial<TestProjectInlineConfiguration['test']> = {}) {
  return {
    extends: true,
    test: {
      name,
      root: path.join(root, dir),
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      ...extra,
    },
  } satisfies TestProjectInlineConfiguration;
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: sourceConditions },
  // Vitest starts its Node test workers with these conditions. Without 'module': Node itself never
  // uses it, and packages that list it before 'node' (the AWS SDK, prom-client's @opentelemetry/api)
  // would load their bundler-only ESM build, which Node cannot run (extensionless imports).
  ssr: {
    resolve: {
      conditions: ['@portal/source', ...defaultServerConditions.filter((c) => c !== 'module')],
    },
  },
  optimizeDeps: { include: prebundledDeps },
  test: {
    // Vitest would use one worker on a 2-core machine; the browser projects spend much of their
    // time waiting on Chromium, so two run the 600 stories in ~4.5 min instead of ~6.3.
    maxWorkers: 2,
    projects: [
      unit('contract', 'packages/contract'),
      unit('api-client', 'packages/api-client'),
      unit('state-machines', 'packages/state-machines'),
      unit('ui', 'packages/ui'),
      unit('portal', 'apps/portal', { include: ['src/**/*.test.{ts,tsx}'] }),
      unit('server', 'apps/server', {
        testTimeout: 30_000,
        hookTimeout: 60_000,
        globalSetup: ['./test/global-setup.ts'],
        // A log line per request of every test server would bury the test output; tests of the logs
        // capture them at info (src/log.ts captureLogs).
        env: { LOG_LEVEL: 'warn' },
      }),
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: { name: 'storybook', browser: browser(), setupFiles: ['.storybook/vitest.setup.ts'] },
      },
    ],
  },
});
