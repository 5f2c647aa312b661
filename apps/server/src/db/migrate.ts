import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { migrateQueue } from '../jobs.ts';

export const migrationsDir = path.join(import.meta.dirname, '../../migrations');

/** Arbitrary constant: every server process serialises migrations on this advisory lock. */
const MIGRATION_LOCK = 7_426_001;

/**
 * Applies `migrations/NNNN_name.sql` in order, each in its own transaction, recording them in
 * `schema_migrations`; then pg-boss's schema (jobs.ts). A tiny runner rather than drizzle-kit's
 * migrator: plain SQL files stay reviewable. Safe when several instances start at once, and through
 * PgBouncer in transaction mode: each migration's transaction takes a transaction-scoped advisory
 * lock (released by its COMMIT, so nothing outlives it on a pooled connection) and checks again,
 * under it, whether another instance applied that migration meanwhile.
 */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const applied: string[] = [];
  const files = (await readdir(migrationsDir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    await client.query('COMMIT');
    const done = async () =>
      new Set(
        (await client.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map(
          (r) => r.version,
        ),
      );
    const before = await done();
    for (const file of files) {
      if (before.has(file)) continue;
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        if ((await done()).has(file)) {
          await client.query('COMMIT');
          continue;
        }
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
      applied.push(file);
    }
  } finally {
    client.release();
  }
  await migrateQueue(pool);
  return applied;
}
