import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { log } from '../log.ts';
import * as schema from './schema.ts';

// Bigint counts come back as strings by default; our counts fit in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  url: string;
  close: () => Promise<void>;
}

/**
 * pg-pool's error when no connection came free within `connectionTimeoutMillis`: the server is
 * overloaded, not broken; `errorResponse` answers it with 503 so that clients retry.
 */
export const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

export function connect(url: string, max = 20, { connectionTimeoutMillis = 10_000 } = {}): Database {
  // A request waits at most `connectionTimeoutMillis` for a connection instead of hanging forever.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis,
  });
  // An idle client losing its connection must not crash the process.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) log.error({ err: error }, 'PostgreSQL pool error');
  });
  const db = drizzle(pool, { schema });
  return {
    pool,
    db,
    url,
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

export { schema };

/**
 * The name to `.prepare()` a hot query under, so that drizzle builds its SQL once instead of on every
 * request (building the session lookup cost about 0.1 ms and a ticket read 0.3 ms of CPU each time).
 * Empty on purpose: pg then sends it as the unnamed statement, as it sends every query, so nothing stays
 * prepared on a pooled connection (PgBouncer in transaction mode; issue 17).
 */
export const UNNAMED_STATEMENT = '';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the pool or an open transaction. */
export type Executor = Db | Tx;
