import pg from 'pg';

/** Arbitrary constant, not the migration lock's: the whole start-up (migrations, seeding, first admin). */
const STARTUP_LOCK = 7_426_002;

/**
 * Runs `work` while holding the cluster-wide start-up lock: instances starting together on one
 * database take turns, so the second finds the first's schema, demo data and administrator and
 * does nothing (every step checks before it writes).
 *
 * The lock is transaction-scoped (`pg_advisory_xact_lock`) on a connection of its own, held in an
 * open transaction while `work` runs on the pool and released by COMMIT, or by PostgreSQL when the
 * connection dies with the process. A transaction pins its server connection even behind PgBouncer
 * in transaction mode, so unlike a session lock it can neither leak onto a pooled connection nor be
 * released by a different one.
 */
export async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('BEGIN');
    // A start that waits longer than this for another instance's start-up fails with a clear error
    // rather than hanging (a first start with the demo documents takes seconds, not minutes).
    await client.query("SET LOCAL lock_timeout = '300s'");
    // Holding an idle transaction while `work` runs is the point: no idle-in-transaction timeout.
    await client.query("SET LOCAL idle_in_transaction_session_timeout = '0'");
    await client.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK]).catch((error) => {
      if ((error as { code?: string }).code !== '55P03') throw error;
      throw new Error(
        'Another instance has been starting up on this database for 5 minutes (the start-up lock is still held): look at that instance, or stop it',
      );
    });
    try {
      const result = await work();
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  } finally {
    await client.end().catch(() => {});
  }
}
