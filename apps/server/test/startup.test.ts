import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { connect } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase, startServer } from '../src/server.ts';
import { uploadInTwoHalves } from './slow-upload.ts';

const admin = connect(inject('pgAdminUrl'), 1);
afterAll(() => admin.close());

describe('start-up against DATABASE_URL', () => {
  it('migrates an empty database once, even when several instances start together', async () => {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await admin.pool.query(`CREATE DATABASE ${name}`);
    const url = new URL(inject('pgAdminUrl'));
    url.pathname = `/${name}`;
    const config = readConfig({ DATABASE_URL: url.toString() });
    const [a, b] = await Promise.all([openDatabase(config), openDatabase(config)]);
    try {
      const applied = await a.database.pool.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(applied.rows.map((r) => r.version)).toContain('0001_init.sql');
      expect(await migrate(b.database.pool)).toEqual([]);
      const tables = await a.database.pool.query(
        "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'tickets'",
      );
      expect(tables.rows[0].n).toBe(1);
    } finally {
      await a.database.close();
      await b.database.close();
    }
  });

  it('refuses bad configuration with a clear message', () => {
    expect(() => readConfig({ WORK_TIME_ZONE: 'Mars/Olympus' })).toThrow(/WORK_/);
    expect(() => readConfig({ WORK_START: '18:00', WORK_END: '09:00' })).toThrow(/WORK_/);
    expect(() => readConfig({ PG_PORT: 'x' })).toThrow(/PG_PORT/);
    // Each names the variable and what is wrong; one line for several.
    expect(() => readConfig({ PORT: '8080x' })).toThrow(/PORT: must be a whole number, got "8080x"/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
    expect(() => readConfig({ DATABASE_URL: 'not-a-url' })).toThrow(/DATABASE_URL: must be a PostgreSQL URL/);
    // A DATABASE_URL may hold a password: never echoed.
    expect(() => readConfig({ DATABASE_URL: 'mysql://u:hunter2@db/x' })).toThrow(
      /^(?!.*hunter2).*DATABASE_URL/,
    );
    for (const half of [{ OIDC_AUTHORITY: 'https://login.example.com/tenant' }, { OIDC_CLIENT_ID: 'portal' }])
      expect(() => readConfig(half)).toThrow(/OIDC_AUTHORITY, OIDC_CLIENT_ID: set both or neither/);
    expect(() => readConfig({ OIDC_AUTHORITY: 'not-a-url', OIDC_CLIENT_ID: 'c' })).toThrow(
      /OIDC_AUTHORITY: must be an http\(s\) URL/,
    );
    expect(() => readConfig({ DEMO: 'maybe', SHUTDOWN_GRACE_MS: '-1', LOG_LEVEL: 'loud' })).toThrow(
      /DEMO: must be on or off.*LOG_LEVEL: must be one of.*SHUTDOWN_GRACE_MS: must be between 0 and 600000/,
    );
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    // Demo codes are retired only on an explicit DEMO=0, never on an absent DEMO.
    expect(readConfig({})).toMatchObject({ demo: false, retireDemo: false });
    expect(readConfig({ DEMO: '0' })).toMatchObject({ demo: false, retireDemo: true });
    expect(readConfig({ DEMO: 'on' })).toMatchObject({ demo: true, retireDemo: false });
    expect(readConfig({ OIDC_AUTHORITY: 'https://idp', OIDC_CLIENT_ID: 'c' }).oidc?.scopes).toEqual([
      'openid',
      'profile',
      'email',
    ]);
  });
});

/** A data directory of our own, private (mode 700, as mkdtemp makes it). */
function dataDir() {
  return mkdtempSync(path.join(tmpdir(), 'portal-embedded-'));
}

/** `src/main.ts` as `npm start` runs it, with its output (both streams) collected. */
function startMain(dir: string) {
  const child = spawn(process.execPath, ['--conditions=@portal/source', 'src/main.ts'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO: '0',
      DATABASE_URL: '',
      // Start-up is under test, not the embedding model (seconds of CPU per start).
      EMBEDDINGS: 'off',
      // The lines a person reads, as `npm start` prints them (the test project logs at warn).
      LOG_FORMAT: 'pretty',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { text: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out.text += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    out.text += chunk;
    out.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  /** Resolves with the URL it prints, rejects when it exits first. */
  const listening = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Portal running at (\S+)/.exec(out.text);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`exited ${code} before listening: ${out.text}`)));
  });
  listening.catch(() => {});
  return { child, out, exited, listening };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

async function refusesConnections(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return false;
  } catch {
    return true;
  }
}

describe('the embedded database (no DATABASE_URL)', () => {
  it('initialises PostgreSQL in DATA_DIR, serves, and stops it when the server closes', async () => {
    const dir = dataDir();
    const pid = path.join(dir, 'pg', 'postmaster.pid');
    const original = console.log;
    console.log = () => {};
    try {
      const running = await startServer(
        readConfig({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', PORTAL_DIR: path.join(dir, 'none') }),
      );
      const url = running.ctx.database.url;
      try {
        expect((await fetch(`http://127.0.0.1:${running.port}/api/health`)).status).toBe(200);
        expect(existsSync(path.join(dir, 'pg', 'PG_VERSION'))).toBe(true);
        expect(existsSync(pid)).toBe(true);
      } finally {
        await running.close();
      }
      expect(existsSync(pid)).toBe(false);
      expect(await refusesConnections(url)).toBe(true);
    } finally {
      console.log = original;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('shuts down gracefully on SIGTERM (src/main.ts): closes HTTP, stops PostgreSQL, exits 0', async () => {
    const dir = dataDir();
    const main = startMain(dir);
    try {
      const url = await main.listening;
      expect((await fetch(new URL('api/health', url))).status).toBe(200);
      main.child.kill('SIGTERM');
      expect(await main.exited).toBe(0);
      expect(main.out.text).toContain('SIGTERM received, shutting down');
      expect(existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(
        await fetch(new URL('api/health', url)).then(
          () => 'answered',
          () => 'closed',
        ),
      ).toBe('closed');
    } finally {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('on SIGTERM an upload in flight completes before the process exits 0 (src/main.ts)', async () => {
    const dir = dataDir();
    const main = startMain(dir);
    try {
      const url = new URL(await main.listening);
      // DEMO=0: the first administrator's one-time code is in a file, never in the output.
      const [email, code = ''] = readFileSync(path.join(dir, 'first-admin-code'), 'utf8').trim().split(' ');
      expect(main.out.text).not.toContain(code);
      const login = await fetch(new URL('api/auth/login', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, personal_code: code }),
      });
      const token = ((await login.json()) as { access_token: string }).access_token;
      let sentHalf = () => {};
      const half = new Promise<void>((resolve) => {
        sentHalf = resolve;
      });
      // The rest 1.5 s after SIGTERM: the server must wait for it.
      const answer = uploadInTwoHalves(
        `${url.origin}/api/documents/upload`,
        token,
        {
          name: 'policy.txt',
          content: Buffer.from('The printer policy. '.repeat(50_000)),
          fields: { department: 'people_and_talent' },
        },
        { pauseMs: 1500, halfSent: () => sentHalf() },
      );
      await half;
      main.child.kill('SIGTERM');
      const done = await answer;
      expect(done.status, done.body).toBe(201);
      expect(await main.exited).toBe(0);
      expect(main.out.text).toContain('SIGTERM received, shutting down');
    } finally {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('after only the server process was killed, the next start stops the PostgreSQL it left and comes up; a folder in use is refused in one line', async () => {
    const dir = dataDir();
    const postmaster = () =>
      Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const first = startMain(dir);
    const second = { current: undefined as ReturnType<typeof startMain> | undefined };
    let orphan = 0;
    try {
      await first.listening;
      orphan = postmaster();
      first.child.kill('SIGKILL');
      await first.exited;
      expect(isAlive(orphan)).toBe(true); // what the OOM killer leaves behind

      second.current = startMain(dir);
      const url = await second.current.listening;
      expect(second.current.out.text).toContain(
        `Stopped PostgreSQL (process ${orphan}) left running on ${path.join(dir, 'pg')} by a portal server that is gone (process ${first.child.pid})`,
      );
      expect(isAlive(orphan)).toBe(false);
      expect((await fetch(new URL('api/health', url))).status).toBe(200);

      // A third start on the folder while the second runs: refused, one line naming the owner.
      const third = startMain(dir);
      expect(await third.exited).toBe(1);
      expect(third.out.stderr.trim().split('\n')).toEqual([
        `The portal could not start: The database in ${path.join(dir, 'pg')} is in use by a running portal server (process ${second.current.child.pid}): stop it first, or give this one another DATA_DIR`,
      ]);
      // ... and left the running one alone.
      expect((await fetch(new URL('api/health', url))).status).toBe(200);
      second.current.child.kill('SIGTERM');
      expect(await second.current.exited).toBe(0);
    } finally {
      for (const main of [first, second.current])
        if (main && main.child.exitCode === null) main.child.kill('SIGKILL');
      if (orphan && isAlive(orphan)) process.kill(orphan, 'SIGINT');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
