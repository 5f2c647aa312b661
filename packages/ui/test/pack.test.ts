/**
 * Proves other internal apps can use the published design system: packs @portal/ui (and the
 * @portal/contract it depends on) exactly as `npm publish` would, installs the tarballs into a
 * throw-away Vite app outside the workspace, imports components and a theme, and builds it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

function pack(workspace: string): string {
  npm(['run', 'build', '-w', workspace], repo);
  const out = npm(['pack', '-w', workspace, '--pack-destination', work, '--json'], repo);
  const [info] = JSON.parse(out) as Array<{ filename: string; files: Array<{ path: string }> }>;
  if (!info) throw new Error(`npm pack ${workspace} printed nothing`);
  return path.join(work, info.filename);
}

function versionOf(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(repo, 'node_modules', name, 'package.json'), 'utf8'));
  return manifest.version as string;
}

describe('@portal/ui as a published package', () => {
  it('installs from its tarball and builds inside an app outside the workspace', {
    timeout: 240_000,
  }, async () => {
    const contractTarball = pack('@portal/contract');
    const uiTarball = pack('@portal/ui');

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
