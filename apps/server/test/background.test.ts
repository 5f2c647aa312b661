import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type Database } from '../src/db/index.ts';
import { deleteExpired } from '../src/retention.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ SLA_SWEEP_SECONDS: '1', JOB_POLL_SECONDS: '0.5' });
});
afterAll(() => s?.stop());

const DAY = 86_400_000;

describe('SLA sweep on the job queue', () => {
  it('runs once per interval across two instances, and records a breach once', async () => {
    const secondDb: Database = connect(s.database.url, 5);
    const second: RunningServer = await startServer({ ...s.config, port: 0 }, { database: secondDb });
    try {
      const { rows } = await s.database.pool.query<{ id: string }>(
        `UPDATE tickets SET due_at = now() - interval '1 hour', sla_breached_at = NULL, sla_paused_at = NULL
         WHERE id = (SELECT id FROM tickets WHERE status NOT IN ('resolved', 'closed') AND sla_breached_at IS NULL
           ORDER BY number LIMIT 1) RETURNING id`,
      );
      const ticket = rows[0]?.id as string;
      const started = Date.now();
      const count = async () =>
        (
          await s.database.pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'sla-sweep' AND created_on >= to_timestamp($1 / 1000.0)`,
            [started],
          )
        ).rows[0]?.n ?? 0;
      await new Promise((r) => setTimeout(r, 4_500));
      // Two instances offer a sweep every second: one job per one-second slot, not two.
      const sweeps = await count();
      expect(sweeps).toBeGreaterThanOrEqual(2);
      expect(sweeps).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1000) + 1);
      await vi.waitFor(async () => {
        const audit = await s.database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ticket_audit WHERE ticket_id = $1 AND action = 'sla_breach'`,
          [ticket],
        );
        expect(audit.rows[0]?.n).toBe(1);
      });
    } finally {
      await second.close();
      await secondDb.close();
    }
  }, 30_000);

  it('reads only the index of tickets still running towards a breach', async () => {
    const client = await s.database.pool.connect();
    try {
      await client.query('BEGIN');
      // The demo table is small enough for a sequential scan: forbid it to see which index serves.
      await client.query('SET LOCAL enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN UPDATE tickets SET sla_breached_at = now()
         WHERE sla_breached_at IS NULL AND sla_paused_at IS NULL AND due_at < now()
           AND status NOT IN ('resolved', 'closed')`,
      );
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('tickets_sla_due_idx');
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });
});

describe('retention', () => {
  it('deletes expired sessions, ended lock-outs, expired cached answers and old read notifications only', async () => {
    const pool = s.database.pool;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const { rows: users } = await pool.query<{ id: string }>('SELECT id FROM users ORDER BY email LIMIT 1');
    const userId = users[0]?.id as string;
    const session = async (expires: Date, lastUsed: Date, revoked: Date | null = null) =>
      (
        await pool.query<{ id: string }>(
          `INSERT INTO sessions (user_id, token_hash, created_at, last_used_at, expires_at, revoked_at)
           VALUES ($1, sha256(gen_random_uuid()::text::bytea), $2, $2, $3, $4) RETURNING id`,
          [userId, lastUsed, expires, revoked],
        )
      ).rows[0]?.id as string;
    const expired = await session(ago(8 * DAY), ago(9 * DAY));
    const revoked = await session(new Date(now.getTime() + DAY), ago(9 * DAY), ago(8 * DAY));
    const live = await session(new Date(now.getTime() + DAY), now);
    const recentlyExpired = await session(ago(DAY), ago(2 * DAY));
    await pool.query(
      `INSERT INTO login_throttle (key, failures, window_start, locked_until) VALUES
         ('retention:old', 3, $1, NULL), ('retention:locked', 5, $1, $2), ('retention:new', 1, $3, NULL)`,
      [ago(3 * DAY), new Date(now.getTime() + 60_000), ago(60_000)],
    );
    await pool.query(
      `INSERT INTO answer_cache (question_norm, model, index_version, answer, answer_text, response_type, expires_at)
       VALUES ('retention old', 'm', 1, '{}', '{}', 'answer', $1), ('retention new', 'm', 1, '{}', '{}', 'answer', $2)`,
      [ago(60_000), new Date(now.getTime() + DAY)],
    );
    const note = async (read: boolean, created: Date) =>
      (
        await pool.query<{ id: string }>(
          `INSERT INTO notifications (user_id, update_type, message, read, created_at)
           VALUES ($1, 'retention', 'x', $2, $3) RETURNING id`,
          [userId, read, created],
        )
      ).rows[0]?.id as string;
    const oldRead = await note(true, ago(100 * DAY));
    const oldUnread = await note(false, ago(100 * DAY));
    const newRead = await note(true, ago(DAY));

    const deleted = await deleteExpired(
      pool,
      { ...s.config.retention, tokenIdleMs: s.config.tokenIdleMs },
      now,
    );
    expect(deleted).toMatchObject({ lockouts: 1, answerCache: 1, notifications: 1 });
    expect(deleted.sessions).toBeGreaterThanOrEqual(2);

    const ids = async (table: string, column: string, values: string[]) =>
      (
        await pool.query<{ v: string }>(
          `SELECT ${column}::text AS v FROM ${table} WHERE ${column}::text = ANY($1)`,
          [values],
        )
      ).rows
        .map((r) => r.v)
        .sort();
    expect(await ids('sessions', 'id', [expired, revoked, live, recentlyExpired])).toEqual(
      [live, recentlyExpired].sort(),
    );
    expect(
      await ids('login_throttle', 'key', ['retention:old', 'retention:locked', 'retention:new']),
    ).toEqual(['retention:locked', 'retention:new']);
    expect(await ids('answer_cache', 'question_norm', ['retention old', 'retention new'])).toEqual([
      'retention new',
    ]);
    expect(await ids('notifications', 'id', [oldRead, oldUnread, newRead])).toEqual(
      [oldUnread, newRead].sort(),
    );
  });
});
