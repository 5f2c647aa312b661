import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { connect } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase, startServer } from '../src/server.ts';

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
    expect(readConfig({ OIDC_AUTHORITY: 'https://login.example.com/tenant' }).oidc).toBeUndefined();
    expect(readConfig({ OIDC_AUTHORITY: 'https://idp', OIDC_CLIENT_ID: 'c' }).oidc?.scopes).toEqual([
      'openid',
      'profile',
      'email',
    ]);
  });
});

/** A data directory the embedded server (running as `postgres` when we are root) can use. */
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-embedded-'));
  chmodSync(dir, 0o755);
  return dir;
}

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
    const child = spawn(process.execPath, ['--conditions=@portal/source', 'src/main.ts'], {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', DEMO: '0', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (chunk: string) => {
          output += chunk;
          const match = /Portal running at (\S+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${output}`)));
      });
      expect((await fetch(new URL('api/health', url))).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('SIGTERM received, shutting down');
      expect(existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(
        await fetch(new URL('api/health', url)).then(
          () => 'answered',
          () => 'closed',
        ),
      ).toBe('closed');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
