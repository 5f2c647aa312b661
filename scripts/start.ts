/**
 * `npm start`: builds the portal when its build is missing or older than any source it is made
 * from, then runs the API server, which serves it with demo data (DEMO=1 unless set).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Written last by the build (the server render's asset list): a build cut short is built again.
const builtIndex = path.join(root, 'apps/portal/dist-server/assets.json');
const sources = [
  'apps/portal/src',
  'apps/portal/index.html',
  'apps/portal/vite.config.ts',
  'apps/portal/vite.server-render.ts',
  'packages/ui/src',
  'packages/contract/src',
  'packages/api-client/src',
  'packages/state-machines/src',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (changedAt > builtAt) {
  console.log('Building the portal...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/portal'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--conditions=@portal/source', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  // Plain lines for the person who typed `npm start` (JSON log records are for collectors).
  env: { ...process.env, DEMO: process.env.DEMO ?? '1', LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
