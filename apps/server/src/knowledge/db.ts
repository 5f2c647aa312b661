import type pg from 'pg';

/** Runs `fn` in one transaction on one client; rolls back on any error. */
export async function tx<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** Bumps the global index version; every cache key written before it becomes unreachable. */
export async function bumpIndexVersion(client: Queryable): Promise<number> {
  const { rows } = await client.query<{ version: string }>(
    'UPDATE knowledge_index_state SET version = version + 1 WHERE id = 1 RETURNING version',
  );
  return Number(rows[0]?.version ?? 0);
}

export async function indexVersion(client: Queryable): Promise<number> {
  const { rows } = await client.query<{ version: string }>(
    'SELECT version FROM knowledge_index_state WHERE id = 1',
  );
  return Number(rows[0]?.version ?? 0);
}

/** Drops every cached answer that used one of `documentIds`; returns how many. */
export async function dropCachedAnswersFor(client: Queryable, documentIds: string[]): Promise<number> {
  const { rowCount } = await client.query('DELETE FROM answer_cache WHERE document_ids && $1::uuid[]', [
    documentIds,
  ]);
  return rowCount ?? 0;
}
