import { createHash, randomUUID } from 'node:crypto';
import { DOCUMENT_MAX_BYTES, type Document, kbDepartmentSchema } from '@portal/contract';
import type { JobWithMetadata } from 'pg-boss';
import { assertPermission } from '../auth/sessions.ts';
import { HttpError, notFound } from '../http.ts';
import { DEFAULT_QUEUE_SETTINGS, type JobQueue, QUEUE_SCHEMA, startJobQueue } from '../jobs.ts';
import { log } from '../log.ts';
import { documentKey } from '../storage/index.ts';
import { assertAdmin, assertUploader, seesUnapproved } from './access.ts';
import { bumpIndexVersion, dropCachedAnswersFor, type Queryable, tx } from './db.ts';
import { CONTENT_TYPES, detectFileKind } from './extract.ts';
import { openDocumentFile, storeDocumentFile } from './files.ts';
import { DEFAULT_PROCESSING_BUDGET_MS, processDocument, scanInstructions } from './processing.ts';
import type { Caller, KnowledgeDeps } from './types.ts';

interface DocumentRow {
  id: string;
  original_name: string;
  filename: string;
  department: string;
  uploaded_at: Date;
  uploaded_by_name: string | null;
  notes: string | null;
  file_size: number;
  content_type: string;
  tags: string[];
  approval_status: Document['approval_status'];
  processing_status: Document['processing_status'];
  processing_error: string | null;
  section_count: number;
  instruction_flags: { text: string; reason: string }[];
}

const COLUMNS = `id, original_name, filename, department, uploaded_at, uploaded_by_name, notes, file_size,
  content_type, tags, approval_status, processing_status, processing_error, section_count, instruction_flags`;

export function documentDto(row: DocumentRow): Document {
  return {
    id: row.id,
    original_name: row.original_name,
    filename: row.filename,
    department: row.department as Document['department'],
    uploaded_at: row.uploaded_at.toISOString(),
    uploaded_by: row.uploaded_by_name ?? 'Unknown',
    notes: row.notes,
    file_size: row.file_size,
    content_type: row.content_type,
    tags: row.tags,
    approval_status: row.approval_status,
    processed:
      row.section_count > 0 && (row.processing_status === 'completed' || row.processing_status === 'timeout'),
    processing_status: row.processing_status,
    processing_error: row.processing_error,
    instruction_flags: row.instruction_flags ?? [],
  };
}

async function load(db: Queryable, id: string): Promise<DocumentRow | undefined> {
  const { rows } = await db.query<DocumentRow>(`SELECT ${COLUMNS} FROM documents WHERE id = $1`, [id]);
  return rows[0];
}

/** Documents processed at once by one server process (README: KNOWLEDGE_PROCESSING_CONCURRENCY). */
export const DEFAULT_PROCESSING_CONCURRENCY = 2;

/** The job queue of document processing (jobs.ts). */
export const DOCUMENT_QUEUE = 'document-processing';

interface DocumentJob {
  documentId: string;
}

/** Document processing on the job queue, as one server process sees it. */
export interface DocumentJobs {
  /** Queues processing of these documents (a document already queued is not queued twice). */
  enqueue(ids: string[]): Promise<void>;
  /** Resolves when no processing job is left, on any instance. */
  idle(): Promise<void>;
  /** This process's workers: how many run now, and how many may. */
  state(): { running: number; concurrency: number };
  /** Stops this process's workers; a job they were running goes back to the queue. */
  stop(): Promise<void>;
}

/**
 * Registers this process's processing workers: at most `concurrency` documents at once, each with
 * its worker thread; each run borrows request-pool connections only for single statements and short
 * transactions, so requests always find one. Every attempt holds the job's lease (heartbeats while
 * it runs); a failure of the database or the server is retried with backoff, a file that cannot be
 * read fails at once (another attempt would read it the same), and the last attempt's failure
 * leaves the document `failed` with its reason.
 */
export async function startDocumentWorkers(queue: JobQueue, deps: KnowledgeDeps): Promise<DocumentJobs> {
  const { pool } = deps;
  const { settings } = queue;
  const concurrency = Math.max(1, deps.processingConcurrency ?? DEFAULT_PROCESSING_CONCURRENCY);
  const budgetSeconds = Math.ceil((deps.processing?.budgetMs ?? DEFAULT_PROCESSING_BUDGET_MS) / 1000);
  const options = {
    retryLimit: settings.attempts - 1,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    heartbeatSeconds: settings.leaseSeconds,
    // The hard limit of one attempt; the time budget stops the work well before it.
    expireInSeconds: budgetSeconds + 2 * settings.leaseSeconds,
  };
  await queue.boss.createQueue(DOCUMENT_QUEUE, { policy: 'stately', ...options });
  // The settings of this start apply to jobs queued from now on (the queue may predate them).
  await queue.boss.updateQueue(DOCUMENT_QUEUE, options);
  let running = 0;
  const handler = async ([job]: JobWithMetadata<DocumentJob>[]) => {
    if (!job) return;
    running++;
    const final = job.retryCount >= job.retryLimit;
    try {
      const result = await processDocument(
        pool,
        job.data.documentId,
        { ...deps.processing, embedder: deps.embedder, files: deps.files },
        { token: `${job.id}:${job.retryCount}`, final, signal: job.signal },
      ).catch(async (error: Error) => {
        // Thrown before the run could record anything (the database went away, say).
        if (final)
          await pool
            .query(
              `UPDATE documents SET processing_status = 'failed', processing_error = $2, processing_finished_at = now()
               WHERE id = $1 AND processing_status = 'pending'`,
              [job.data.documentId, `Processing failed: ${error.message}`],
            )
            .catch(() => {});
        throw error;
      });
      // Failing the job is what makes pg-boss retry it (later, with backoff); after the last attempt
      // the job is failed too (the queue shows it), and the document already says why.
      if (result.status === 'failed' && result.transient)
        throw new Error(result.error ?? 'Processing failed');
      if (result.status === 'aborted' && job.signal.aborted) throw new Error('Processing was stopped');
      return { status: result.status, sections: result.sections };
    } finally {
      running--;
      // The next document at once: a pg-boss worker otherwise waits out the rest of its polling
      // interval after each job, which held processing to one document per worker every 2 s however
      // many were waiting (25 approved at once took 23 s; a worker that finds nothing polls as before).
      for (const id of workerIds) queue.boss.notifyWorker(id);
    }
  };
  const workerIds: string[] = [];
  for (let i = 0; i < concurrency; i++)
    workerIds.push(
      await queue.boss.work(
        DOCUMENT_QUEUE,
        { pollingIntervalSeconds: settings.pollSeconds, includeMetadata: true as const },
        handler,
      ),
    );
  return {
    async enqueue(ids) {
      for (const documentId of ids)
        await queue.boss.send(DOCUMENT_QUEUE, { documentId }, { singletonKey: documentId });
      for (const id of workerIds) queue.boss.notifyWorker(id);
    },
    idle: () => queue.idle(DOCUMENT_QUEUE),
    state: () => ({ running, concurrency }),
    async stop() {
      await Promise.all(workerIds.map((id) => queue.boss.offWork(DOCUMENT_QUEUE, { id, wait: false })));
    },
  };
}

/**
 * The review rule, in one place: only a pending document may be approved or rejected (409 otherwise).
 * Locks the row for the rest of the caller's transaction.
 */
async function lockPendingDocument(client: Queryable, id: string, verb: 'approved' | 'rejected') {
  const { rows } = await client.query<{ approval_status: string }>(
    'SELECT approval_status FROM documents WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw notFound('Document not found');
  if (rows[0].approval_status !== 'pending_approval')
    throw new HttpError(409, `Only pending documents can be ${verb}; this one is ${rows[0].approval_status}`);
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

export function createDocumentService(deps: KnowledgeDeps) {
  const { pool } = deps;
  /**
   * Processing runs on the job queue: the server's (`deps.jobs`), or for a service made on its own (the
   * seeding, tools, tests) a queue and workers of its own, started at the first approval and stopped
   * by idle() once nothing is left to process.
   */
  let own: Promise<{ jobs: DocumentJobs; queue: JobQueue }> | undefined;
  let current: DocumentJobs | undefined;
  async function jobs(): Promise<DocumentJobs> {
    if (deps.jobs) {
      current = await deps.jobs;
      return current;
    }
    own ??= startJobQueue(pool, deps.queueSettings ?? DEFAULT_QUEUE_SETTINGS).then(async (queue) => ({
      queue,
      jobs: await startDocumentWorkers(queue, deps),
    }));
    current = (await own).jobs;
    return current;
  }

  /** Waits up to `ms` for a document's processing to end (on whichever instance runs it). */
  async function settled(id: string, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    for (;;) {
      const { rows } = await pool.query<{ processing_status: string | null }>(
        'SELECT processing_status FROM documents WHERE id = $1',
        [id],
      );
      if (rows[0]?.processing_status !== 'pending') return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise((r) => setTimeout(r, Math.min(100, left)));
    }
  }

  return {
    /**
     * Non-admins only ever get approved documents, whatever they ask for: their `approval_status`
     * filter narrows the approved ones (asking for pending ones gets none). `show_all=true` is the
     * admin screen's fallback count (GET /admin/stats): every document, the department and status
     * filters ignored; for everyone else it means every department's approved documents.
     */
    async list(
      user: Caller,
      query: {
        department?: string | undefined;
        approval_status?: string | undefined;
        show_all?: 'true' | 'false' | undefined;
      },
    ) {
      assertPermission(user, 'view_documents');
      const showAll = query.show_all === 'true';
      const where: string[] = [];
      const params: unknown[] = [];
      const dept =
        !showAll && query.department && !['all', 'none', ''].includes(query.department)
          ? query.department
          : undefined;
      if (dept) {
        params.push(dept);
        where.push(`department = $${params.length}`);
      }
      const status =
        !showAll && query.approval_status && !['all', 'none', ''].includes(query.approval_status)
          ? query.approval_status
          : undefined;
      if (!seesUnapproved(user)) where.push(`approval_status = 'approved'`);
      if (status) {
        params.push(status);
        where.push(`approval_status = $${params.length}`);
      }
      const { rows } = await pool.query<DocumentRow>(
        `SELECT ${COLUMNS} FROM documents ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY uploaded_at DESC, id`,
        params,
      );
      return rows.map(documentDto);
    },

    async adminList(user: Caller) {
      assertAdmin(user);
      assertPermission(user, 'admin_documents');
      const { rows } = await pool.query<DocumentRow>(
        `SELECT ${COLUMNS} FROM documents ORDER BY uploaded_at DESC, id`,
      );
      return rows.map(documentDto);
    },

    /** A document a non-admin may not see answers 404, exactly like one that does not exist. */
    async download(user: Caller, fileId: string) {
      assertPermission(user, 'view_documents');
      if (!isUuid(fileId)) throw notFound('Document not found');
      const { rows } = await pool.query<{
        original_name: string;
        filename: string;
        content_type: string;
        approval_status: string;
      }>('SELECT original_name, filename, content_type, approval_status FROM documents WHERE id = $1', [
        fileId,
      ]);
      const row = rows[0];
      if (!row || (!seesUnapproved(user) && row.approval_status !== 'approved'))
        throw notFound('Document not found');
      const file = await openDocumentFile(pool, deps.files, { id: fileId, filename: row.filename });
      if (!file) throw notFound('Document file is missing');
      return { name: row.original_name, contentType: row.content_type, body: file.body, size: file.size };
    },

    async ragStats() {
      const { rows } = await pool.query<{ total_documents: number; processed_documents: number }>(
        `SELECT count(*)::int AS total_documents,
           count(*) FILTER (WHERE processing_status IN ('completed', 'timeout') AND section_count > 0)::int AS processed_documents
         FROM documents WHERE approval_status = 'approved'`,
      );
      return rows[0] ?? { total_documents: 0, processed_documents: 0 };
    },

    async upload(
      user: Caller,
      input: {
        fileName: string;
        bytes: Uint8Array;
        department: string;
        tags?: string | undefined;
        notes?: string | undefined;
      },
    ) {
      assertUploader(user);
      assertPermission(user, 'upload_documents');
      const department = kbDepartmentSchema.safeParse(input.department);
      if (!department.success) throw new HttpError(400, 'department: Unknown department');
      if (input.bytes.byteLength > DOCUMENT_MAX_BYTES)
        throw new HttpError(413, `File too large: the limit is ${DOCUMENT_MAX_BYTES / 1048576} MB`);
      if (input.bytes.byteLength === 0) throw new HttpError(400, 'file: The file is empty');
      const name = input.fileName.replace(/[\\/]/g, '_').trim().slice(0, 255) || 'document';
      const kind = detectFileKind(input.bytes, name);
      if (!kind)
        throw new HttpError(
          415,
          'Only .pdf, .docx and .txt files are accepted, and the content must match the extension',
        );
      const sha256 = createHash('sha256').update(input.bytes).digest('hex');
      const tags = (input.tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .slice(0, 20);
      const id = randomUUID();
      // Read before it is stored: the approver sees instruction-like passages before approving.
      const flags = await scanInstructions(input.bytes, kind, deps.processing);
      const filename = `${id}.${kind}`;
      return tx(pool, async (client) => {
        const dup = await client.query<{ original_name: string }>(
          `SELECT original_name FROM documents WHERE sha256 = $1 AND approval_status <> 'rejected' LIMIT 1`,
          [sha256],
        );
        if (dup.rows[0])
          throw new HttpError(409, `This file was already uploaded as "${dup.rows[0].original_name}"`);
        await client.query(
          `INSERT INTO documents (id, original_name, filename, file_type, content_type, file_size, sha256, department, tags,
             notes, uploaded_by, uploaded_by_name, instruction_flags)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [
            id,
            name,
            filename,
            kind,
            CONTENT_TYPES[kind],
            input.bytes.byteLength,
            sha256,
            department.data,
            tags,
            input.notes ?? null,
            user.id,
            user.name,
            JSON.stringify(flags),
          ],
        );
        // Stored before the row commits: a crash in between leaves a file the sweep removes (files.ts).
        await storeDocumentFile(
          client,
          deps.files,
          { id, filename, contentType: CONTENT_TYPES[kind] },
          input.bytes,
        );
        return documentDto((await load(client, id)) as DocumentRow);
      }).catch(async (error) => {
        // Should this fail too, the file has no row and the sweep removes it later.
        if (deps.files) await deps.files.delete(documentKey(filename)).catch(() => {});
        throw error;
      });
    },

    /** Approves a pending document and starts processing it off the request path. */
    async approve(user: Caller, id: string, options: { acknowledgedFlags?: boolean } = {}) {
      assertAdmin(user);
      assertPermission(user, 'approve_documents');
      if (!isUuid(id)) throw notFound('Document not found');
      await tx(pool, async (client) => {
        await lockPendingDocument(client, id, 'approved');
        // Documents are data: passages that read as instructions are shown to the approver first, and
        // approving such a document says so explicitly (the portal's dialog lists them).
        const { rows } = await client.query<{ n: number }>(
          'SELECT jsonb_array_length(instruction_flags) AS n FROM documents WHERE id = $1',
          [id],
        );
        const flagged = rows[0]?.n ?? 0;
        if (flagged > 0 && !options.acknowledgedFlags)
          throw new HttpError(
            409,
            `This document holds ${flagged} passage${flagged === 1 ? '' : 's'} that read${flagged === 1 ? 's' : ''} as instructions to an AI assistant; review ${flagged === 1 ? 'it' : 'them'} and approve again to confirm`,
          );
        await client.query(
          `UPDATE documents SET approval_status = 'approved', reviewed_by = $2, reviewed_at = now(),
             processing_status = 'pending', processing_error = NULL WHERE id = $1`,
          [id, user.id],
        );
      });
      await (await jobs()).enqueue([id]);
      await settled(id, deps.approveWaitMs ?? 10_000);
      const row = (await load(pool, id)) as DocumentRow;
      const status = row.processing_status ?? 'pending';
      const message =
        status === 'pending'
          ? 'Document approved; processing continues in the background'
          : status === 'completed'
            ? `Document approved and processed (${row.section_count} sections indexed)`
            : status === 'timeout'
              ? `Document approved; processing hit its time budget, ${row.section_count} sections indexed`
              : 'Document approved but processing failed';
      return {
        message,
        processing_status: status,
        processing_error: row.processing_error,
        error: status === 'failed' ? row.processing_error : null,
        document: documentDto(row),
      };
    },

    /** Rejection takes effect at once: sections leave the index and cached answers using it are dropped. */
    async reject(user: Caller, id: string, notes: string) {
      assertAdmin(user);
      assertPermission(user, 'approve_documents');
      if (!isUuid(id)) throw notFound('Document not found');
      return tx(pool, async (client) => {
        await lockPendingDocument(client, id, 'rejected');
        const removed = await client.query('DELETE FROM document_sections WHERE document_id = $1', [id]);
        const dropped = await dropCachedAnswersFor(client, [id]);
        if (removed.rowCount || dropped) await bumpIndexVersion(client);
        await client.query(
          `UPDATE documents SET approval_status = 'rejected', notes = $2, reviewed_by = $3, reviewed_at = now(),
             section_count = 0 WHERE id = $1`,
          [id, notes || null, user.id],
        );
        return documentDto((await load(client, id)) as DocumentRow);
      });
    },

    /** Only the designated document administrator deletes; the index and cache forget the document at once. */
    async remove(user: Caller, id: string) {
      if (!user.isDocumentAdministrator)
        throw new HttpError(403, 'Only the document administrator can delete documents');
      assertPermission(user, 'manage_documents');
      if (!isUuid(id)) throw notFound('Document not found');
      const result = await tx(pool, async (client) => {
        const { rows } = await client.query<{ filename: string }>(
          'SELECT filename FROM documents WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!rows[0]) throw notFound('Document not found (it may have been deleted already)');
        const dropped = await dropCachedAnswersFor(client, [id]);
        await client.query('DELETE FROM documents WHERE id = $1', [id]);
        await bumpIndexVersion(client);
        return {
          filename: rows[0].filename,
          ok: true as const,
          message: `Document deleted; ${dropped} cached answer(s) dropped`,
        };
      });
      // After the commit; should it fail, the file has no row left and the sweep removes it (files.ts).
      await deps.files
        ?.delete(documentKey(result.filename))
        .catch((error: Error) =>
          log.error({ err: error }, `Deleting the file of document ${id} failed (the upload sweep retries)`),
        );
      return { ok: result.ok, message: result.message };
    },

    /** Queues processing of a document (it must be approved to be processed). */
    startProcessing: async (id: string) => (await jobs()).enqueue([id]),
    /** This process's processing workers (observability, tests). */
    processingState: () => current?.state() ?? { running: 0, concurrency: 0 },
    /**
     * Resolves when no processing job is left on the queue, on any instance (seeding, tests); a queue
     * of this service's own stops then.
     */
    async idle() {
      if (deps.jobs) return (await deps.jobs).idle();
      if (!own) return;
      const mine = own;
      const { jobs: documentJobs, queue } = await mine;
      await documentJobs.idle();
      if (own !== mine) return;
      own = undefined;
      current = undefined;
      await documentJobs.stop();
      await queue.stop();
    },
    /**
     * Approved documents still `pending` with no job on the queue (their job was lost, or they were
     * approved before processing ran on the queue) are queued again. Called at start; safe with any
     * number of instances: a document already queued is not queued twice, and a job is claimed by one.
     */
    async resumePending() {
      const { rows } = await pool.query<{ id: string }>(
        `SELECT d.id FROM documents d
         WHERE d.approval_status = 'approved' AND d.processing_status = 'pending'
           AND NOT EXISTS (SELECT 1 FROM ${QUEUE_SCHEMA}.job j WHERE j.name = $1
             AND j.singleton_key = d.id::text AND j.state IN ('created', 'retry', 'active'))
         ORDER BY d.reviewed_at NULLS FIRST, d.id`,
        [DOCUMENT_QUEUE],
      );
      if (rows.length > 0) await (await jobs()).enqueue(rows.map((r) => r.id));
      return rows.length;
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
