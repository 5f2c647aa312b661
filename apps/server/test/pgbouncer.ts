import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../src/db/embedded.ts';

/** Debian's pgbouncer (`.ci/run` installs it): PGBOUNCER_PATH, else on PATH, else /usr/sbin. */
function pgbouncerPath(): string {
  if (process.env.PGBOUNCER_PATH) return process.env.PGBOUNCER_PATH;
  const found = spawnSync('sh', ['-c', 'command -v pgbouncer'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (existsSync('/usr/sbin/pgbouncer')) return '/usr/sbin/pgbouncer';
  throw new Error('pgbouncer is not installed (apt-get install pgbouncer; .ci/run does)');
}

export interface Bouncer {
  /** `databaseUrl` with PgBouncer's address in place of PostgreSQL's. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * A real PgBouncer in transaction mode in front of the database of `databaseUrl` (its ini and userlist
 * in a temp folder), as a production deployment would run it.
 */
export async function startPgBouncer(databaseUrl: string): Promise<Bouncer> {
  const target = new URL(databaseUrl);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pgbouncer-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" "${password}"\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 200',
      'default_pool_size = 8',
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root; as root it drops to `nobody`, who must read its files.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o755);
    for (const f of ['userlist.txt', 'pgbouncer.ini']) chmodSync(path.join(dir, f), 0o644);
  }
  const child: ChildProcess = spawn(
    pgbouncerPath(),
    [...(asRoot ? ['-u', 'nobody'] : []), path.join(dir, 'pgbouncer.ini')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new pg.Client({ connectionString: url.toString() });
    try {
      await probe.connect();
      await probe.query('SELECT 1');
      await probe.end();
      break;
    } catch (error) {
      await probe.end().catch(() => {});
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`PgBouncer did not start: ${(error as Error).message}\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url: url.toString(), stop };
}
