import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import type { ObjectStore } from '../storage/index.ts';
import { bumpIndexVersion, dropCachedAnswersFor, tx } from './db.ts';
import type { Embedder } from './embeddings/index.ts';
import type { FileKind } from './extract.ts';
import { readDocumentFile } from './files.ts';
import type { Section } from './sections.ts';
import {
  dropAnswersUnitsCouldChange,
  embedMissing,
  insertUnits,
  logEmbeddingFailure,
  prepareUnits,
  resolveEmbedder,
  storeVectors,
} from './unit-store.ts';
import { instructionFlags } from './units.ts';

/** Stated time budget for extracting and indexing one document (README: KNOWLEDGE_PROCESSING_BUDGET_MS). */
export const DEFAULT_PROCESSING_BUDGET_MS = 60_000;

export type ProcessingStatus = 'pending' | 'completed' | 'failed' | 'timeout';

export interface ProcessingResult {
  status: ProcessingStatus | 'aborted';
  error: string | null;
  sections: number;
  /**
   * The failure was the database's or the server's, not the file's (another attempt may succeed):
   * the document stays `pending` unless this was the last attempt.
   */
  transient?: boolean;
}

/** Which queue attempt is processing (documents.ts): fences off writes of an attempt that lost its lease. */
export interface ProcessingAttempt {
  /** Unique per attempt (job id and retry count). */
  token: string;
  /** The last attempt: a transient failure leaves the document `failed` rather than `pending`. */
  final: boolean;
  /** Aborted when the attempt must stop (server stopping, lease lost). */
  signal?: AbortSignal | undefined;
}

/** Heap of one extraction worker (README: KNOWLEDGE_WORKER_MEMORY_MB). */
export const DEFAULT_WORKER_MEMORY_MB = 512;

export interface ProcessingOptions {
  budgetMs?: number;
  /** The most a .docx may unpack to (README: KNOWLEDGE_MAX_UNPACKED_MB); see unzip-limit.ts. */
  maxUnpackedBytes?: number;
  /** The extraction worker's heap limit in MB: a file needing more fails instead of growing the server. */
  workerMemoryMb?: number;
  /** Test hook passed to the worker (see extract-worker.ts). */
  batchDelayMs?: number;
  /** Embeds the units as they are indexed; without one, only full-text search finds them. */
  embedder?: Embedder | Promise<Embedder> | undefined;
  /** The file store holding the document's bytes (knowledge/files.ts). */
  files?: ObjectStore | undefined;
}

const workerUrl = new URL('./extract-worker.ts', import.meta.url);

/** The text indexed for a section: headings weigh more than the body. */
export const SECTION_TSV_SQL = `setweight(to_tsvector('english', unaccent(coalesce($3::text, ''))), 'A') || setweight(to_tsvector('english', unaccent($4::text)), 'D')`;

async function insertBatch(
  pool: pg.Pool,
  documentId: string,
  sections: Section[],
  embedder: Embedder | undefined,
  attempt: string | null,
): Promise<boolean> {
  const { rows: docs } = await pool.query<{ title: string | null }>(
    'SELECT title FROM documents WHERE id = $1',
    [documentId],
  );
  const title = docs[0]?.title ?? sections.find((s) => s.position === 0)?.headingPath[0] ?? null;
  const prepared = prepareUnits(title, sections);
  // Embedded before the transaction (the model takes milliseconds a unit; no lock is held meanwhile).
  // An embedder that fails leaves the units without vectors: full-text search still finds them, and
  // syncEmbeddings fills the gap later.
  const vectors = embedder
    ? await embedMissing(pool, embedder, prepared.flat()).catch(logEmbeddingFailure)
    : [];
  return tx(pool, async (client) => {
    // Lock the document row so a concurrent delete or reject waits for (or wins against) this batch.
    const { rows } = await client.query<{ approval_status: string; processing_attempt: string | null }>(
      'SELECT approval_status, processing_attempt FROM documents WHERE id = $1 FOR UPDATE',
      [documentId],
    );
    if (rows[0]?.approval_status !== 'approved') return false;
    // Another attempt took over (this one's lease lapsed): it owns the sections now.
    if (attempt !== null && rows[0].processing_attempt !== attempt) return false;
    for (const [i, s] of sections.entries()) {
      const { rows: inserted } = await client.query<{ id: string }>(
        `INSERT INTO document_sections (document_id, position, heading_path, body, tsv)
         VALUES ($1, $2, $5::text[], $4, ${SECTION_TSV_SQL}) RETURNING id`,
        [documentId, s.position, s.headingPath.join(' '), s.body, s.headingPath],
      );
      await insertUnits(client, documentId, inserted[0]?.id as string, prepared[i] ?? []);
    }
    if (embedder) {
      await storeVectors(client, embedder.id, vectors ?? []);
      // Cached answers these sections could change go; the rest stay (answer_cache has no index version).
      await dropAnswersUnitsCouldChange(
        client,
        embedder.id,
        prepared
          .flat()
          .filter((u) => !u.flag)
          .map((u) => u.hash),
      );
    } else await client.query('DELETE FROM answer_cache');
    const version = await bumpIndexVersion(client);
    await client.query(
      `UPDATE documents SET section_count = section_count + $2, index_version = $3,
         title = coalesce(title, $4) WHERE id = $1`,
      [documentId, sections.length, version, title],
    );
    return true;
  });
}

async function finish(
  pool: pg.Pool,
  documentId: string,
  status: ProcessingStatus,
  error: string | null,
  attempt: string | null,
) {
  await tx(pool, async (client) => {
    if (attempt !== null) {
      const { rows } = await client.query<{ processing_attempt: string | null }>(
        'SELECT processing_attempt FROM documents WHERE id = $1 FOR UPDATE',
        [documentId],
      );
      if (rows[0]?.processing_attempt !== attempt) return;
    }
    // 'pending' here: a transient failure that another attempt will retry; it keeps nothing either.
    if (status === 'failed' || status === 'pending') {
      // A failed document contributes nothing: a half-read file could answer wrongly.
      const { rowCount } = await client.query('DELETE FROM document_sections WHERE document_id = $1', [
        documentId,
      ]);
      if (rowCount) {
        await bumpIndexVersion(client);
        await client.query('DELETE FROM answer_cache WHERE document_ids && $1::uuid[]', [[documentId]]);
      }
    }
    await client.query(
      `UPDATE documents SET processing_status = $2, processing_error = $3, processing_finished_at = now(),
         section_count = CASE WHEN $2 IN ('failed', 'pending') THEN 0 ELSE section_count END
       WHERE id = $1`,
      [documentId, status, error],
    );
  });
}

/** A worker thread extracting and sectioning a file (extract-worker.ts); it posts batches of sections. */
function extractionWorker(bytes: Uint8Array, kind: FileKind, options: ProcessingOptions): Worker {
  return new Worker(workerUrl, {
    workerData: {
      bytes,
      kind,
      maxUnpackedBytes: options.maxUnpackedBytes,
      batchDelayMs: options.batchDelayMs ?? 0,
    },
    transferList: [bytes.buffer as ArrayBuffer],
    // A hostile or huge file ends this worker (ERR_WORKER_OUT_OF_MEMORY), not the server: without a
    // limit a zip bomb grew the process to 3.2 GB.
    resourceLimits: { maxOldGenerationSizeMb: options.workerMemoryMb ?? DEFAULT_WORKER_MEMORY_MB },
  });
}

/**
 * The instruction-like passages of a file (units.ts), read when it is uploaded so the approver sees
 * them before approving. The same extraction as processing, in a worker, within the time budget; a
 * file that cannot be read yields none (processing reports the failure if it is approved).
 */
export function scanInstructions(
  bytes: Uint8Array,
  kind: FileKind,
  options: ProcessingOptions = {},
): Promise<{ text: string; reason: string }[]> {
  const worker = extractionWorker(new Uint8Array(bytes), kind, options);
  const sections: Section[] = [];
  return new Promise((resolve) => {
    const end = () => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(instructionFlags(sections));
    };
    const timer = setTimeout(end, options.budgetMs ?? DEFAULT_PROCESSING_BUDGET_MS);
    worker.on('message', (msg: { type: string; sections?: Section[] }) => {
      if (msg.type === 'sections' && msg.sections) sections.push(...msg.sections);
      else if (msg.type === 'done' || msg.type === 'error') end();
    });
    worker.on('error', end);
    worker.on('exit', end);
  });
}

/**
 * Extracts, sections and indexes an approved document off the request path (a worker thread), within
 * a time budget. On timeout the worker is stopped and the sections indexed so far stay searchable.
 */
export async function processDocument(
  pool: pg.Pool,
  documentId: string,
  options: ProcessingOptions = {},
  attempt?: ProcessingAttempt,
): Promise<ProcessingResult> {
  const token = attempt?.token ?? null;
  const budgetMs = options.budgetMs ?? DEFAULT_PROCESSING_BUDGET_MS;
  const { rows } = await pool.query<{ file_type: FileKind; filename: string }>(
    `SELECT file_type, filename FROM documents WHERE id = $1 AND approval_status = 'approved'`,
    [documentId],
  );
  const doc = rows[0];
  if (!doc) return { status: 'aborted', error: 'Document is not approved or no longer exists', sections: 0 };
  const claimed = await tx(pool, async (client) => {
    // Only a pending document is processed: a second job for one already processed (two instances
    // resuming at once, say) changes nothing.
    const { rows: state } = await client.query<{ processing_status: string | null }>(
      'SELECT processing_status FROM documents WHERE id = $1 FOR UPDATE',
      [documentId],
    );
    if (state[0]?.processing_status !== 'pending') return false;
    const { rowCount } = await client.query('DELETE FROM document_sections WHERE document_id = $1', [
      documentId,
    ]);
    if (rowCount) {
      await bumpIndexVersion(client);
      await dropCachedAnswersFor(client, [documentId]);
    }
    await client.query(
      `UPDATE documents SET processing_status = 'pending', processing_error = NULL, section_count = 0,
         processing_started_at = now(), processing_finished_at = NULL, processing_attempt = $2,
         processing_runs = processing_runs + 1
       WHERE id = $1`,
      [documentId, token],
    );
    return true;
  });
  if (!claimed) return { status: 'aborted', error: 'Document is not pending processing', sections: 0 };
  const content = await readDocumentFile(pool, options.files, { id: documentId, filename: doc.filename });
  if (!content) {
    const error = "The document's file is missing from the file store";
    await finish(pool, documentId, 'failed', error, token).catch(() => {});
    return { status: 'failed', error, sections: 0 };
  }

  const memoryMb = options.workerMemoryMb ?? DEFAULT_WORKER_MEMORY_MB;
  const worker = extractionWorker(content, doc.file_type, options);
  let indexed = 0;
  let transient = false;
  let chain = Promise.resolve(true);
  let stopped = false;

  const outcome = await new Promise<{ status: ProcessingStatus | 'aborted'; error: string | null }>(
    (resolve) => {
      let settled = false;
      const settle = (value: { status: ProcessingStatus | 'aborted'; error: string | null }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        stopped = true;
        void worker.terminate();
        resolve(value);
      };
      const timer = setTimeout(
        () =>
          settle({
            status: 'timeout',
            error: `Processing stopped after the ${Math.round(budgetMs / 1000)} s budget; the sections indexed so far are searchable`,
          }),
        budgetMs,
      );
      const abort = () => settle({ status: 'aborted', error: 'Processing was stopped before it finished' });
      if (attempt?.signal?.aborted) abort();
      attempt?.signal?.addEventListener('abort', abort, { once: true });
      worker.on('message', (msg: { type: string; sections?: Section[]; message?: string }) => {
        if (msg.type === 'sections' && msg.sections) {
          const batch = msg.sections;
          chain = chain.then(async (ok) => {
            if (!ok || stopped) return ok;
            const written = await insertBatch(
              pool,
              documentId,
              batch,
              await resolveEmbedder(options.embedder),
              token,
            );
            if (written) indexed += batch.length;
            else
              settle({
                status: 'aborted',
                error: 'Document was removed, rejected or taken over by another attempt while processing',
              });
            return written;
          });
          chain.catch((error: Error) => {
            transient = true;
            settle({ status: 'failed', error: `Indexing failed: ${error.message}` });
          });
        } else if (msg.type === 'done') {
          void chain.then(
            () => settle({ status: 'completed', error: null }),
            () => {},
          );
        } else if (msg.type === 'error') {
          settle({ status: 'failed', error: `Text extraction failed: ${msg.message}` });
        }
      });
      worker.on('error', (error: Error & { code?: string }) =>
        settle({
          status: 'failed',
          error:
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? `Text extraction needed more than the ${memoryMb} MB of memory allowed and was stopped`
              : `Text extraction failed: ${error.message}`,
        }),
      );
      worker.on('exit', (code) => {
        if (code !== 0)
          settle({ status: 'failed', error: `Text extraction stopped unexpectedly (exit ${code})` });
      });
    },
  );
  // A batch may still be writing when the budget ends: let it finish so the count is right.
  await chain.catch(() => false);

  let { status, error } = outcome;
  if (status === 'completed' && indexed === 0) {
    status = 'failed';
    error = 'No text could be extracted from the file (scanned PDFs need OCR, which is not supported)';
  }
  // A transient failure with attempts left: the document stays pending for the next attempt.
  const retry = status === 'failed' && transient && attempt !== undefined && !attempt.final;
  if (status !== 'aborted')
    await finish(pool, documentId, retry ? 'pending' : status, error, token).catch(() => {});
  return { status, error, sections: status === 'failed' ? 0 : indexed, transient };
}
