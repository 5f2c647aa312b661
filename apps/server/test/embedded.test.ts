/**
 * The embedded PostgreSQL's process manager (src/db/embedded.ts) on real binaries: a root clone in a
 * private folder (issue 15 item 1), the generated password and the clusters of earlier versions
 * (item 22). Each test makes its own cluster in a temporary folder.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  clusterFiles,
  EmbeddedStartError,
  freePort,
  LEGACY_PASSWORD,
  platformInstall,
  startEmbeddedPostgres,
  userNamespace,
} from '../src/db/embedded.ts';

const root = process.getuid?.() === 0;
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(mode: number) {
  const made = mkdtempSync(path.join(tmpdir(), 'portal-embedded-'));
  chmodSync(made, mode);
  folders.push(made);
  return made;
}

/** A copy of the package's PostgreSQL (bin, lib, share) inside `parent`. */
async function installIn(parent: string) {
  const install = path.join(parent, 'postgresql');
  cpSync(await platformInstall(), install, { recursive: true, verbatimSymlinks: true });
  return install;
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The SQLSTATE of a failed sign-in (28P01: wrong password), or 'ok'. */
async function signIn(url: string) {
  try {
    await query(url, 'SELECT 1');
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const ids = (uid: number, gid: number) => ({ uid, gid });

function postgresAccount() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return uid.status === 0 ? ids(Number(uid.stdout), Number(gid.stdout)) : undefined;
}

describe('a root clone in a private folder (issue 15 item 1)', () => {
  it('starts with the programs and the data under a mode-700 folder, serves, and stops', async () => {
    const secret = folder(0o700);
    const install = await installIn(secret);
    const dir = path.join(secret, 'data', 'pg');
    const start = startEmbeddedPostgres(dir, { installDir: install });
    if (root && !userNamespace()) {
      // No user namespaces here (Docker's default seccomp profile): the `postgres` account cannot
      // reach a private folder, and the start says so in one line instead of a stack trace.
      const error = await start.then(
        () => undefined,
        (e) => e,
      );
      expect(error).toBeInstanceOf(EmbeddedStartError);
      expect(error.message).toMatch(/cannot reach .*DATABASE_URL/);
      expect(error.message).not.toContain('\n');
      return;
    }
    const server = await start;
    try {
      const [row] = await query(server.url(), 'SELECT current_user AS who');
      expect(row.who).toBe('portal');
      // Nothing was handed to another account: the data stays the owner's, private.
      expect(statSync(dir).uid).toBe(process.getuid?.());
      expect(statSync(secret).mode & 0o777).toBe(0o700);
      expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(true);
    } finally {
      await server.stop();
    }
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
    expect(existsSync(clusterFiles(dir).owner)).toBe(false);
    expect(await signIn(server.url())).toMatch(/ECONNREFUSED/);
  }, 120_000);

  it.runIf(root)(
    'without user namespaces runs as the postgres account, and says in one line when that account cannot reach the folder',
    async () => {
      // Reachable: the account runs it, as before.
      const open = folder(0o755);
      const install = await installIn(open);
      const dir = path.join(open, 'pg');
      const server = await startEmbeddedPostgres(dir, { installDir: install, runAs: 'account' });
      try {
        expect((await query(server.url(), 'SELECT current_user AS who'))[0].who).toBe('portal');
        expect(statSync(dir).uid).toBe(postgresAccount()?.uid);
      } finally {
        await server.stop();
      }
      // Data in a private folder: one line saying what to do.
      const secret = folder(0o700);
      const hidden = startEmbeddedPostgres(path.join(secret, 'data', 'pg'), {
        installDir: install,
        runAs: 'account',
      });
      await expect(hidden).rejects.toThrow(EmbeddedStartError);
      await expect(hidden).rejects.toThrow(
        /cannot reach the data folder .*: set DATA_DIR .* or set DATABASE_URL/,
      );
      // Programs in a private folder.
      const programs = await installIn(secret);
      const elsewhere = startEmbeddedPostgres(path.join(open, 'pg2'), {
        installDir: programs,
        runAs: 'account',
      });
      await expect(elsewhere).rejects.toThrow(
        /cannot reach the PostgreSQL programs .*: clone the portal into a folder/,
      );
    },
    180_000,
  );
});

/**
 * A cluster as earlier versions made it: initdb with the fixed password `portal`; as root run by the
 * `postgres` account, which then owned the folder. It holds one row, to prove the data survives.
 */
async function legacyCluster(dir: string, install: string) {
  const bin = path.join(install, 'bin');
  const account = root ? postgresAccount() : undefined;
  if (root && !account) throw new Error('the postgres account is missing (earlier versions created it)');
  const as = account ?? {};
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pwfile = path.join(path.dirname(dir), 'legacy-password');
  writeFileSync(pwfile, `${LEGACY_PASSWORD}\n`);
  if (account) {
    spawnSync('chown', ['-R', `${account.uid}:${account.gid}`, dir, pwfile]);
  }
  const init = spawnSync(
    path.join(bin, 'initdb'),
    [
      `--pgdata=${dir}`,
      '--auth=scram-sha-256',
      '--username=portal',
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      '--locale=C',
    ],
    { ...as, encoding: 'utf8' },
  );
  rmSync(pwfile);
  if (init.status !== 0) throw new Error(`legacy initdb failed: ${init.stderr}`);
  const port = await freePort();
  const postgres: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...as, stdio: 'ignore' },
  );
  const url = `postgres://portal:${LEGACY_PASSWORD}@127.0.0.1:${port}/postgres`;
  try {
    for (let i = 0; ; i++) {
      if ((await signIn(url)) === 'ok') break;
      if (i > 300) throw new Error('legacy PostgreSQL did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await query(url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('from before')");
  } finally {
    const exited = new Promise((resolve) => postgres.once('exit', resolve));
    postgres.kill('SIGINT');
    await exited;
  }
}

describe('the generated password (issue 15 item 22)', () => {
  it('is made at the first start, kept beside the cluster readable by its owner only, and the fixed one is refused', async () => {
    const dir = path.join(folder(0o700), 'pg');
    const server = await startEmbeddedPostgres(dir);
    try {
      const file = clusterFiles(dir).password;
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(file).uid).toBe(process.getuid?.());
      const url = new URL(server.url());
      expect(url.password.length).toBeGreaterThanOrEqual(32);
      expect(await signIn(server.url())).toBe('ok');
      url.password = LEGACY_PASSWORD;
      expect(await signIn(url.toString())).toBe('28P01');
    } finally {
      await server.stop();
    }
    // The next start uses the same password.
    const again = await startEmbeddedPostgres(dir);
    try {
      expect(await signIn(again.url())).toBe('ok');
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('moves a cluster of an earlier version (fixed password, as root owned by postgres) to a generated one, data intact', async () => {
    const parent = folder(0o755);
    const install = await installIn(parent);
    const dir = path.join(parent, 'pg');
    await legacyCluster(dir, install);
    if (root) expect(statSync(dir).uid).toBe(postgresAccount()?.uid);
    expect(existsSync(clusterFiles(dir).password)).toBe(false);

    const server = await startEmbeddedPostgres(dir, { installDir: install });
    try {
      expect((await query(server.url(), 'SELECT note FROM kept'))[0].note).toBe('from before');
      const url = new URL(server.url());
      expect(url.password).not.toBe(LEGACY_PASSWORD);
      url.password = LEGACY_PASSWORD;
      expect(await signIn(url.toString())).toBe('28P01');
      expect(statSync(clusterFiles(dir).password).mode & 0o777).toBe(0o600);
      // As root in a user namespace the cluster is root's now (moved once).
      if (root && userNamespace()) expect(statSync(path.join(dir, 'base')).uid).toBe(0);
    } finally {
      await server.stop();
    }
    const again = await startEmbeddedPostgres(dir, { installDir: install });
    try {
      expect((await query(again.url(), 'SELECT note FROM kept'))[0].note).toBe('from before');
    } finally {
      await again.stop();
    }
  }, 180_000);
});
