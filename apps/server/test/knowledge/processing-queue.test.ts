import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QUEUE_SETTINGS } from '../../src/jobs.ts';
import { createDocumentService } from '../../src/knowledge/documents.ts';
import { type KnowledgeServer, startKnowledgeServer } from './harness.ts';

/**
 * Processing never blocks other requests: approving or resuming many documents at once used to pin one
 * request-pool connection per document for its whole run (the test pool has 10), so every request,
 * the runs themselves included, waited for a connection that never came back.
 */
const MANY = 25;
let s: KnowledgeServer;
let admin: string;
const ids: string[] = [];

beforeAll(async () => {
  // A pause per batch of sections keeps each run going long enough to probe while they work.
  s = await startKnowledgeServer({ processing: { batchDelayMs: 60 } });
  admin = await s.token('admin');
  for (let i = 0; i < MANY; i++) {
    const chapters = Array.from(
      { length: 12 },
      (_, j) =>
        `## Part ${j + 1} of handbook ${i}\n\n${`Rule ${j} of handbook ${i} about queue${i}. `.repeat(20)}`,
    ).join('\n\n');
    const fd = new FormData();
    fd.set('file', new File([`# Handbook ${i}\n\n${chapters}`], `handbook-${i}.txt`));
    fd.set('department', 'other');
    const up = await s.call('POST', '/api/documents/upload', { token: admin, body: fd });
    expect(up.status).toBe(201);
    ids.push(up.body.id);
  }
}, 60_000);
afterAll(() => s.stop());

/** A request that has nothing to do with processing, answered within 5 s or failed. */
async function probe() {
  const res = await fetch(`${s.base}/api/documents/rag-stats`, {
    headers: { authorization: `Bearer ${admin}` },
    signal: AbortSignal.timeout(5_000),
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** Processing jobs not yet settled, on the queue. */
async function queued() {
  const { rows } = await s.ctx.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'document-processing' AND state IN ('created', 'retry', 'active')`,
  );
  return rows[0]?.n ?? 0;
}

async function statuses() {
  const { rows } = await s.ctx.database.pool.query<{ processing_status: string; n: number }>(
    `SELECT processing_status, count(*)::int AS n FROM documents WHERE id = ANY($1::uuid[]) GROUP BY 1`,
    [ids],
  );
  return Object.fromEntries(rows.map((r) => [r.processing_status, r.n]));
}

describe('processing queue', () => {
  it('approving 25 documents at once: other requests answer while they process, 2 at a time, all complete', async () => {
    const service = s.routes.services.documents;
    let maxRunning = 0;
    const sampler = setInterval(() => {
      maxRunning = Math.max(maxRunning, service.processingState().running);
    }, 10);
    const approvals = ids.map((id) => s.call('PUT', `/api/documents/${id}/approve`, { token: admin }));
    await vi.waitFor(async () => expect(await queued()).toBeGreaterThan(0), {
      timeout: 10_000,
      interval: 20,
    });
    await probe();
    // Answered while work was still queued: the request did not wait for processing.
    expect(await queued()).toBeGreaterThan(0);
    const answers = await Promise.all(approvals);
    for (const a of answers) expect(a.status).toBe(200);
    await service.idle();
    clearInterval(sampler);
    expect(maxRunning).toBeLessThanOrEqual(2);
    expect(maxRunning).toBeGreaterThan(0);
    expect(await statuses()).toEqual({ completed: MANY });
  }, 120_000);

  it('resuming 25 unfinished documents at start: the same, each worker taking the next as it finishes one', async () => {
    const pool = s.ctx.database.pool;
    await pool.query(`UPDATE documents SET processing_status = 'pending' WHERE id = ANY($1::uuid[])`, [ids]);
    const restarted = createDocumentService({
      pool,
      files: s.ctx.files,
      processing: { batchDelayMs: 60 },
      // Idle workers poll once a minute: waiting for the next poll between documents, the 25 would
      // take ~13 minutes, far past this test's limit.
      queueSettings: { ...DEFAULT_QUEUE_SETTINGS, pollSeconds: 60 },
    });
    expect(await restarted.resumePending()).toBe(MANY);
    // Resuming twice (a second call, or a second instance starting) queues nothing new.
    expect(await restarted.resumePending()).toBe(0);
    expect(await queued()).toBeLessThanOrEqual(MANY);
    await new Promise((r) => setTimeout(r, 200));
    expect(await probe()).toMatchObject({ total_documents: MANY });
    expect(await queued()).toBeGreaterThan(0);
    await restarted.idle();
    expect(await statuses()).toEqual({ completed: MANY });
    // No session advisory lock is held for processing (nothing to leak on a pooled connection): none
    // held by an idle connection to this database. (pg_locks spans the whole server, where other test
    // files run, and transaction-scoped locks of a running statement end with its transaction.)
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND a.datname = current_database() AND a.state = 'idle'`,
    );
    expect(rows[0]?.n).toBe(0);
  }, 120_000);
});
