import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import { log } from './log.ts';

/**
 * Background work on a PostgreSQL job queue: pg-boss (ADR 0007). Every instance runs workers; a job
 * is claimed by exactly one of them (`FOR UPDATE SKIP LOCKED`), holds a lease it renews by heartbeat,
 * is retried with backoff when it fails or its instance dies, and ends `failed` after its last attempt.
 *
 * pg-boss talks to PostgreSQL through our request pool, so through PgBouncer in transaction mode when
 * DATABASE_URL points at one: each of its statements stands alone or is one transaction (it locks with
 * `pg_advisory_xact_lock` only), and it needs no LISTEN (workers poll; the instance that queues a job
 * wakes its own workers at once).
 */

/** Queue settings (README: JOB_*); the document queue's attempts and lease. */
export interface QueueSettings {
  /** A running job's lease: renewed by heartbeat; another instance takes over when it lapses. */
  leaseSeconds: number;
  /** Attempts of a document's processing before it is `failed`. */
  attempts: number;
  /** First retry delay; doubled per attempt (with jitter). */
  retryDelaySeconds: number;
  /** How often idle workers look for new jobs (jobs queued on the same instance start at once). */
  pollSeconds: number;
  /** How often one instance of the cluster looks for lapsed leases (a claimed, cluster-wide pass). */
  superviseSeconds: number;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  leaseSeconds: 30,
  attempts: 3,
  retryDelaySeconds: 5,
  pollSeconds: 2,
  superviseSeconds: 10,
};

/** pg-boss's schema (its tables live apart from ours). */
export const QUEUE_SCHEMA = 'pgboss';

/** pg-boss over a pg pool: one statement (or one transaction in one simple query) per call. */
function overPool(pool: pg.Pool) {
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

export interface JobQueue {
  boss: PgBoss;
  settings: QueueSettings;
  /** Jobs of `name` not yet settled (queued, waiting for a retry, or running), on any instance. */
  pending(name: string): Promise<number>;
  /** Resolves when no job of `name` is left to settle, cluster-wide. */
  idle(name: string, pollMs?: number): Promise<void>;
  /** Workers being registered in the background: stop() waits for them first. */
  starting<T>(registration: Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Installs or upgrades pg-boss's schema (run with the migrations, so that a server start only checks
 * its version: tests start many servers).
 */
export async function migrateQueue(pool: pg.Pool): Promise<void> {
  const boss = new PgBoss({
    db: overPool(pool),
    schema: QUEUE_SCHEMA,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'Job queue error'));
  // Instances starting together on an empty database race to install it: the loser's attempt fails
  // and its next one finds the schema in place (pg-boss retries after 1 s, then 2 s).
  await boss.start({ attempts: 4 });
  await boss.stop({ graceful: false, close: false });
}

export async function startJobQueue(pool: pg.Pool, settings: QueueSettings): Promise<JobQueue> {
  const boss = new PgBoss({
    db: overPool(pool),
    schema: QUEUE_SCHEMA,
    // Leases are checked by one claimed pass per interval across the cluster.
    supervise: true,
    superviseIntervalSeconds: settings.superviseSeconds,
    monitorIntervalSeconds: settings.superviseSeconds,
    // Interval work (SLA sweep, retention) is throttled jobs (jobs/recurring), not cron.
    schedule: false,
    registerInstance: false,
    // Counts the health check and our idle() read come straight from the job table.
    persistQueueStats: false,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'Job queue error'));
  await boss.start();
  let stopped = false;
  const registrations = new Set<Promise<unknown>>();
  const pending = async (name: string) => {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
      [name],
    );
    return rows[0]?.n ?? 0;
  };
  return {
    boss,
    settings,
    pending,
    async idle(name, pollMs = 50) {
      while ((await pending(name)) > 0) await new Promise((r) => setTimeout(r, pollMs));
    },
    starting(registration) {
      registrations.add(registration);
      void registration.catch(() => {}).finally(() => registrations.delete(registration));
      return registration;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.allSettled([...registrations]);
      // Running jobs are failed back to the queue (retried by whichever instance is left); the pool
      // is the server's and stays open.
      await boss.stop({ graceful: false, close: false, timeout: 1_000 });
    },
  };
}

/**
 * Work that runs once per interval across the cluster: every instance offers a job each interval, and
 * pg-boss's throttle (one job per `singletonKey` per time slot) keeps exactly one; whichever instance
 * claims it does the work. Answers a stop function.
 */
export async function startRecurring(
  queue: JobQueue,
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
): Promise<() => Promise<void>> {
  const seconds = Math.max(1, Math.round(everyMs / 1000));
  await queue.boss.createQueue(name, { retryLimit: 0, expireInSeconds: Math.max(60, seconds * 2) });
  const workerId = await queue.boss.work(
    name,
    { pollingIntervalSeconds: Math.max(0.5, Math.min(queue.settings.pollSeconds, seconds)) },
    async () => {
      await work();
    },
  );
  const offer = () =>
    queue.boss
      .send(name, {}, { singletonKey: name, singletonSeconds: seconds })
      .then((id) => {
        if (id) queue.boss.notifyWorker(workerId);
      })
      .catch((error: Error) => log.error({ err: error }, `Queueing ${name} failed`));
  const timer = setInterval(offer, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await queue.boss.offWork(name, { id: workerId, wait: false }).catch(() => {});
  };
}
