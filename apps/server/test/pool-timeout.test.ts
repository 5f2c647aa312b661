import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/index.ts';
import { errorResponse } from '../src/http.ts';
import { freshDatabase } from './helpers.ts';

describe('a database with every connection busy', () => {
  const ready = freshDatabase();
  afterAll(async () => (await ready).close());

  it('answers 503 with Retry-After after the wait, not a hang or a 500', async () => {
    const { url } = await ready;
    // Opening the one connection may take longer on a busy machine; only the wait for a free one is short.
    const database = connect(url, 1, { connectionTimeoutMillis: 30_000 });
    const held = await database.pool.connect();
    database.pool.options.connectionTimeoutMillis = 200;
    try {
      const app = new Hono();
      app.onError((error, c) => errorResponse(c, error));
      app.get('/busy', async (c) => c.json((await database.pool.query('SELECT 1 AS one')).rows));
      const started = performance.now();
      const response = await app.request('/busy');
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toEqual({ detail: 'The service is busy. Try again in a moment.' });
    } finally {
      held.release();
      await database.close();
    }
  });
});
