import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type Database } from '../src/db/index.ts';
import type { JobQueue } from '../src/jobs.ts';
import { DOCUMENT_QUEUE, startDocumentWorkers } from '../src/knowledge/documents.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';
import { type Bouncer, startPgBouncer } from './pgbouncer.ts';
import { startS3, type TestS3 } from './s3-server.ts';
import { openStream } from './sse.ts';

/**
 * Two server instances on one PostgreSQL, the second reached through a real PgBouncer in transaction
 * mode (its LISTEN on a direct connection), their files in one S3-compatible bucket (s3rver, started
 * here): what is uploaded on one downloads on the other, background work runs once across them and
 * survives an instance dying or stopping, and notifications cross from one to the other.
 */
const QUEUE_ENV = {
  JOB_LEASE_SECONDS: '10',
  JOB_SUPERVISE_SECONDS: '1',
  JOB_POLL_SECONDS: '0.5',
  JOB_RETRY_DELAY_SECONDS: '1',
  JOB_ATTEMPTS: '2',
};

let s3: TestS3;
let a: TestServer;
let bouncer: Bouncer;
let bDb: Database;
let b: RunningServer;
let bBase: string;
let admin: string;

beforeAll(async () => {
  s3 = await startS3();
  a = await startTestServer({ ...QUEUE_ENV, ...s3.env });
  bouncer = await startPgBouncer(a.database.url);
  bDb = connect(bouncer.url, 10);
  // B: every request and every queue statement through PgBouncer; LISTEN on the direct URL.
  b = await startServer(
    { ...a.config, port: 0, databaseUrl: bouncer.url, databaseListenUrl: a.database.url },
    { database: bDb },
  );
  bBase = `http://127.0.0.1:${b.port}`;
  admin = await a.login(...DEMO.admin);
}, 60_000);

afterAll(async () => {
  await b?.close();
  await bDb?.close();
  await bouncer?.stop();
  await a?.stop();
  await s3?.stop();
});

function queueOf(server: RunningServer): JobQueue {
  if (!server.ctx.jobs) throw new Error('the server runs no job queue');
  return server.ctx.jobs;
}

async function callB(method: string, p: string, token: string, body?: unknown) {
  const res = await fetch(`${bBase}${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function upload(name: string, text: string): Promise<string> {
  const fd = new FormData();
  fd.set('file', new File([text], name));
  fd.set('department', 'other');
  const res = await a.call('POST', '/api/documents/upload', { token: admin, body: fd });
  expect(res.status).toBe(201);
  return res.body.id;
}

const handbook = (tag: string, chapters: number) =>
  `# Handbook ${tag}\n\n${Array.from(
    { length: chapters },
    (_, j) => `## Part ${j + 1} of ${tag}\n\n${`Rule ${j} of ${tag} about ${tag}x${j}. `.repeat(12)}`,
  ).join('\n\n')}`;

async function documents(ids: string[]) {
  const { rows } = await a.database.pool.query<{
    id: string;
    processing_status: string;
    processing_error: string | null;
    processing_runs: number;
    section_count: number;
    sections: number;
  }>(
    `SELECT d.id, d.processing_status, d.processing_error, d.processing_runs, d.section_count,
       (SELECT count(*)::int FROM document_sections s WHERE s.document_id = d.id) AS sections
     FROM documents d WHERE d.id = ANY($1::uuid[])`,
    [ids],
  );
  return rows;
}

async function jobStates(id: string) {
  const { rows } = await a.database.pool.query<{ state: string; n: number }>(
    `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 AND singleton_key = $2 GROUP BY 1`,
    [DOCUMENT_QUEUE, id],
  );
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

describe('two instances, one database, B through PgBouncer (transaction mode)', () => {
  it('B answers requests through PgBouncer', async () => {
    const me = await callB('GET', '/api/auth/me', admin);
    expect(me.status).toBe(200);
    // B's pool is PgBouncer's, not PostgreSQL's.
    expect(b.ctx.database.url).toBe(bouncer.url);
    expect(new URL(bouncer.url).port).not.toBe(new URL(a.database.url).port);
  });

  it('a ticket attachment uploaded on A downloads byte-identical on B (one bucket)', async () => {
    expect(a.config.storage).toMatchObject({ kind: 's3', bucket: s3.bucket });
    const user = await a.login(...DEMO.user);
    const mine = await a.call('GET', '/api/boost/tickets?scope=created_by_me', { token: user });
    const ticket = mine.body.items[0].id as string;
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(512 * 1024)]);
    const body = new FormData();
    body.append('file', new Blob([content]), 'cluster-evidence.pdf');
    const uploaded = await a.call('POST', `/api/boost/tickets/${ticket}/attachments`, { token: user, body });
    expect(uploaded.status).toBe(201);
    const res = await fetch(`${bBase}/api/boost/tickets/${ticket}/attachments/${uploaded.body.id}`, {
      headers: { authorization: `Bearer ${user}` },
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(content)).toBe(true);
  });

  it('a status change on A reaches a notification stream on B (LISTEN on the direct URL)', async () => {
    const user = await a.login(...DEMO.user);
    const manager = await a.login(...DEMO.manager);
    const mine = await a.call('GET', '/api/boost/tickets?scope=created_by_me&status=all_open', {
      token: user,
    });
    const ticketId = mine.body.items[0].id;
    const stream = openStream(`${bBase}/api/notifications/stream`, { authorization: `Bearer ${user}` });
    await stream.ready;
    await stream.next((e) => e.data.type === 'connected');
    for (const status of ['in_progress', 'on_hold', 'in_progress']) {
      const started = performance.now();
      const put = await a.call('PUT', `/api/boost/tickets/${ticketId}`, { token: manager, body: { status } });
      expect(put.status).toBe(200);
      const update = await stream.next(
        (e) =>
          e.data.type === 'ticket_update' &&
          e.data.notification?.ticket_id === ticketId &&
          e.data.notification?.data?.new_status === status &&
          e.at >= started,
      );
      expect(update.at - started).toBeLessThan(1000);
    }
    stream.close();
  });

  it('14 documents approved on both instances at once: each processed exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 14; i++) ids.push(await upload(`once-${i}.txt`, handbook(`once${i}`, 6)));
    const answers = await Promise.all(
      ids.map((id, i) =>
        i % 2 === 0
          ? a.call('PUT', `/api/documents/${id}/approve`, { token: admin })
          : callB('PUT', `/api/documents/${id}/approve`, admin),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    await a.ctx.jobs?.idle(DOCUMENT_QUEUE);
    const rows = await documents(ids);
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      expect(row).toMatchObject({ processing_status: 'completed', processing_runs: 1 });
      expect(row.sections).toBe(row.section_count);
      expect(await jobStates(row.id)).toEqual({ completed: 1 });
    }
  }, 60_000);

  /**
   * A third instance (a process of its own, processing slowly) claims the document's job and is
   * stopped mid-run by `signal`; then B's workers, the only others running, finish it. Answers the
   * seconds from the stop to B taking the job over.
   */
  async function stopMidProcessing(id: string, signal: 'SIGKILL' | 'SIGTERM') {
    // Only the instance about to stop may claim the job: A's and B's workers pause meanwhile.
    await a.ctx.jobs?.boss.offWork(DOCUMENT_QUEUE);
    await b.ctx.jobs?.boss.offWork(DOCUMENT_QUEUE);
    await a.database.pool.query(
      `UPDATE documents SET approval_status = 'approved', processing_status = 'pending' WHERE id = $1`,
      [id],
    );
    const child: ChildProcess = spawn(
      process.execPath,
      ['--conditions=@portal/source', path.join(import.meta.dirname, 'fixtures/processing-instance.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: a.database.url,
          DATA_DIR: a.config.dataDir,
          STORAGE_SETTINGS: JSON.stringify(a.config.storage),
          DOCUMENT_ID: id,
          QUEUE_SETTINGS: JSON.stringify(a.config.queue),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      // Mid-run: the instance has indexed part of the document.
      await vi.waitFor(
        async () => {
          const [row] = await documents([id]);
          expect(row?.processing_runs).toBe(1);
          expect(row?.sections).toBeGreaterThan(16);
        },
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      child.kill(signal);
    }
    const code = await exited;
    if (signal === 'SIGTERM') expect(code).toBe(0);
    const stoppedAt = performance.now();
    const [half] = await documents([id]);
    expect(half?.processing_status).toBe('pending');
    // B is the instance left with workers.
    await startDocumentWorkers(queueOf(b), { pool: bDb.pool, files: b.ctx.files });
    let takenOverAt = 0;
    await vi.waitFor(
      async () => {
        const [row] = await documents([id]);
        if (!takenOverAt && (row?.processing_runs ?? 0) >= 2) takenOverAt = performance.now();
        expect(row?.processing_status).toBe('completed');
      },
      { timeout: 40_000, interval: 100 },
    );
    // pg-boss marks the job completed after the handler has committed the document: wait for that
    // write too (under load the job still read 'active' right after the document's completion).
    await a.ctx.jobs?.idle(DOCUMENT_QUEUE);
    const [done] = await documents([id]);
    expect(done).toMatchObject({ processing_status: 'completed', processing_runs: 2 });
    // Nothing of the stopped attempt is left twice.
    expect(done?.sections).toBe(done?.section_count);
    expect(done?.section_count).toBeGreaterThanOrEqual(160);
    expect(await jobStates(id)).toEqual({ completed: 1 });
    // A's workers come back for the next test.
    await startDocumentWorkers(queueOf(a), { pool: a.database.pool, files: a.ctx.files });
    return (takenOverAt - stoppedAt) / 1000;
  }

  it('an instance killed mid-processing: another takes the job over within its lease and finishes it', async () => {
    const id = await upload('killed.txt', handbook('killed', 160));
    const tookOverAfter = await stopMidProcessing(id, 'SIGKILL');
    const lease = a.config.queue.leaseSeconds;
    console.log(`taken over ${tookOverAfter.toFixed(1)} s after the kill (lease ${lease} s)`);
    // Within the lease, plus one supervise pass, the first retry's backoff and a poll.
    expect(tookOverAfter).toBeLessThan(lease + a.config.queue.superviseSeconds + 2 + 1 + 1);
  }, 90_000);

  it('an instance stopped (SIGTERM) mid-processing hands its job back at once: another finishes it', async () => {
    const id = await upload('stopped.txt', handbook('stopped', 160));
    const tookOverAfter = await stopMidProcessing(id, 'SIGTERM');
    const lease = a.config.queue.leaseSeconds;
    console.log(`taken over ${tookOverAfter.toFixed(1)} s after the stop (lease ${lease} s)`);
    // Returned, not lapsed: sooner than the lease a killed instance's job waits for.
    expect(tookOverAfter).toBeLessThan(lease);
  }, 90_000);

  it('a job that fails every attempt leaves the document failed, with the reason', async () => {
    const id = await upload('doomed.txt', handbook('doomed', 4));
    // A real fault on every attempt: the database refuses this document's sections.
    await a.database.pool.query(`
      CREATE FUNCTION refuse_doomed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full (test)'; END $$;
      CREATE TRIGGER refuse_doomed BEFORE INSERT ON document_sections FOR EACH ROW
        WHEN (NEW.document_id = '${id}') EXECUTE FUNCTION refuse_doomed();`);
    try {
      const approve = callB('PUT', `/api/documents/${id}/approve`, admin);
      await vi.waitFor(
        async () => {
          const [row] = await documents([id]);
          expect(row?.processing_status).toBe('failed');
        },
        { timeout: 30_000, interval: 100 },
      );
      expect((await approve).status).toBe(200);
      const [row] = await documents([id]);
      expect(row).toMatchObject({ processing_runs: a.config.queue.attempts, section_count: 0, sections: 0 });
      expect(row?.processing_error).toMatch(/^Indexing failed: .*disk full \(test\)/);
      await vi.waitFor(async () => expect(await jobStates(id)).toEqual({ failed: 1 }), { timeout: 5_000 });
      // What the portal shows for it.
      const list = await a.call('GET', '/api/documents/admin', { token: admin });
      expect(list.body.find((d: { id: string }) => d.id === id)).toMatchObject({
        processing_status: 'failed',
        processed: false,
      });
    } finally {
      await a.database.pool.query(
        'DROP TRIGGER refuse_doomed ON document_sections; DROP FUNCTION refuse_doomed()',
      );
    }
  }, 60_000);
});
