/**
 * Proves other internal apps can use the published design system, from a fresh clone: on a tree
 * without any build output of @portal/ui or the @portal/contract it depends on (no dist/, no
 * .tsbuild/), runs the release's own check (`npm run release -- --dry-run`: builds and packs every
 * published package exactly as `npm publish` would, and checks the tarballs), installs both tarballs
 * into a throw-away Vite app outside the workspace, imports components and a theme, and builds it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'portal-ui-pack-'));
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_loglevel: 'error' },
  });

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What a fresh clone lacks: every build output of both packages. */
const buildOutputs = ['packages/contract/dist', 'packages/ui/dist', '.tsbuild/contract', '.tsbuild/ui'].map(
  (dir) => path.join(repo, dir),
);

function versionOf(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(repo, 'node_modules', name, 'package.json'), 'utf8'));
  return manifest.version as string;
}

describe('@portal/ui as a published package', () => {
  it('builds and packs from a clean tree, installs from its tarballs and builds inside an app outside the workspace', {
    // Builds four packages and a consumer app, installs it: minutes on a busy 2-core machine.
    timeout: 480_000,
  }, async () => {
    for (const dir of buildOutputs) rmSync(dir, { recursive: true, force: true });
    // What `npm run build`, the release and the bench's ui-size suite start with: @portal/ui's own
    // build, which needs @portal/contract's declarations and so builds them first.
    npm(['run', 'build', '-w', '@portal/ui'], repo);
    expect(existsSync(path.join(repo, 'packages/contract/dist/index.d.ts'))).toBe(true);
    expect(existsSync(path.join(repo, 'packages/ui/dist/types/index.d.ts'))).toBe(true);
    const tarballs = path.join(work, 'tarballs');
    const check = npm(['run', 'release', '--', '--dry-run', '--pack-destination', tarballs], repo);
    expect(check).toContain('Release check passed');
    const contractTarball = path.join(tarballs, `portal-contract-${versionOf('@portal/contract')}.tgz`);
    const uiTarball = path.join(tarballs, `portal-ui-${versionOf('@portal/ui')}.tgz`);
    expect(existsSync(contractTarball) && existsSync(uiTarball)).toBe(true);

    const app = path.join(work, 'consumer-app');
    await mkdir(path.join(app, 'src'), { recursive: true });
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({
        name: 'consumer-app',
        private: true,
        type: 'module',
        dependencies: {
          '@portal/contract': `file:${contractTarball}`,
          '@portal/ui': `file:${uiTarball}`,
          react: versionOf('react'),
          'react-dom': versionOf('react-dom'),
        },
        devDependencies: {
          vite: versionOf('vite'),
          '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
        },
      }),
    );
    writeFileSync(
      path.join(app, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(
      path.join(app, 'src/main.tsx'),
      [
        "import { createRoot } from 'react-dom/client';",
        "import { Button, Spinner, ThemeRoot } from '@portal/ui';",
        "import { vars } from '@portal/ui/css';",
        "import { themeClass } from '@portal/ui/themes/dark';",
        "import '@portal/ui/styles.css';",
        'document.documentElement.classList.add(themeClass);',
        "createRoot(document.getElementById('root')!).render(",
        '  <ThemeRoot theme="dark"><Button variant="primary" style={{ color: vars.color.text.onSolid }}>Hello</Button><Spinner /></ThemeRoot>,',
        ');',
      ].join('\n'),
    );
    writeFileSync(
      path.join(app, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
    );

    npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
    execFileSync(path.join(app, 'node_modules/.bin/vite'), ['build'], { cwd: app, stdio: 'pipe' });

    const assets = readdirSync(path.join(app, 'dist/assets'));
    const js = assets
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(app, 'dist/assets', file), 'utf8'))
      .join('\n');
    const css = assets
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(app, 'dist/assets', file), 'utf8'))
      .join('\n');
    // The consumer's bundle really contains our component and our themed CSS.
    expect(js).toContain('Hello');
    expect(css).toMatch(/--[\w-]+:\s*#0e1115/); // the dark theme's canvas colour
    expect(css).toContain('[data-focus-visible]');
  });
});
