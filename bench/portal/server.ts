/**
 * What the portal's browser suites (portal-lighthouse, portal-inp) share: a production build of
 * apps/portal made for the bench, the real API server serving it on a fresh database with the demo
 * data (as e2e/playwright.config.ts starts it), and a demo session to seed the browser with.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE, STORAGE_KEYS } from '@portal/contract';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * Who the signed-in pages are measured as: a manager sees every ticket and the widest ticket list
 * (three columns), so the pages carry their heaviest common load (apps/server/src/seed/demo.ts).
 */
export const benchAccount = { email: 'maria.lopez@example.com', code: 'demo-maria' } as const;

const temporary: string[] = [];
process.on('exit', () => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

let built: string | undefined;

/**
 * Builds the portal for production into a temporary folder, once per bench run (both suites use
 * it). Never apps/portal/dist: other checkouts and the e2e run may be using that one.
 */
export function buildPortal(): string {
  if (built) return built;
  // BENCH_PORTAL_DIR serves a build you made yourself (e.g. `vite build --minify false` to profile).
  if (process.env.BENCH_PORTAL_DIR) {
    built = path.resolve(process.env.BENCH_PORTAL_DIR);
    return built;
  }
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-dist-'));
  // The build and its server render, written beside it (apps/portal/vite.server-render.ts).
  temporary.push(outDir, `${outDir}-server`);
  console.log('Building the portal for the bench...');
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: path.join(root, 'apps/portal'), stdio: 'inherit' },
  );
  built = outDir;
  return outDir;
}

/** A port nobody listens on, from the operating system (BENCH_PORT picks one instead). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface PortalServer {
  /** e.g. http://127.0.0.1:4300/ */
  base: string;
  stop: () => Promise<void>;
}

/**
 * Starts apps/server on the bench build with the demo data in a fresh data folder (embedded
 * PostgreSQL, whatever DATABASE_URL says: the bench must not touch a real database), and waits
 * for /api/health.
 */
export async function startPortalServer(port?: number): Promise<PortalServer> {
  const portalDir = buildPortal();
  const listenPort = port ?? (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-data-'));
  temporary.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(listenPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '1',
    PORTAL_DIR: portalDir,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--conditions=@portal/source', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last of what the server said, for the error when it does not come up.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // A bench that dies (an error, Ctrl+C) must not leave the server and its database running.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${listenPort}/`;
  // First start creates the database and loads the demo data: slow on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `The portal server exited (${child.exitCode}) before answering /api/health:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${base}api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The portal server did not answer ${base}api/health within 180 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, stop };
}

/** A signed-in browser's state: what the portal keeps in localStorage, and the session cookie. */
export interface BenchSession {
  storage: Record<string, string>;
  cookies: { name: string; value: string; url: string; httpOnly: boolean; sameSite: 'Lax' }[];
}

/**
 * Signs the bench account in through the API and returns what a signed-in browser holds: the stored
 * user (apps/portal/src/app/storage.ts) and the HttpOnly session cookie. Seeding both skips the
 * sign-in screen, as a returning person's visit does.
 */
export async function benchSession(base: string): Promise<BenchSession> {
  const response = await fetch(`${base}api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchAccount.email, personal_code: benchAccount.code }),
  });
  if (!response.ok) {
    throw new Error(`Sign-in of ${benchAccount.email} failed: ${response.status} ${await response.text()}`);
  }
  const { access_token, user } = (await response.json()) as { access_token: string; user: unknown };
  return {
    storage: { [STORAGE_KEYS.user]: JSON.stringify(user) },
    cookies: [{ name: SESSION_COOKIE, value: access_token, url: base, httpOnly: true, sameSite: 'Lax' }],
  };
}

/** The median of an odd or even number of values. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
