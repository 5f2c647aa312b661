import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { connect } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/server.ts';

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
