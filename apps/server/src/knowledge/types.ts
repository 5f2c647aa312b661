import type pg from 'pg';
import type { CurrentUser } from '../context.ts';
import type { QueueSettings } from '../jobs.ts';
import type { ObjectStore } from '../storage/index.ts';
import type { DocumentJobs } from './documents.ts';
import type { Embedder } from './embeddings/index.ts';
import type { AnswerEngine, BuiltInOptions } from './engines.ts';
import type { ProcessingOptions } from './processing.ts';

/**
 * Who is asking: the server's CurrentUser, narrowed to the fields the knowledge services read. A Pick
 * rather than the whole CurrentUser because the demo seed, the blind evaluation and the benches call
 * the services in-process with no session: they would otherwise invent a session id and ticketing
 * fields nothing here reads. A route passes its CurrentUser as it is. Role questions go through
 * auth/sessions.ts (`isAdmin`, `isManager`); the designated document administrator is the
 * `isDocumentAdministrator` field, bound to the account at sign-in (designations.ts).
 */
export type Caller = Pick<
  CurrentUser,
  'id' | 'name' | 'department' | 'effectiveRole' | 'isDocumentAdministrator' | 'permissions'
>;

export interface KnowledgeDeps {
  pool: pg.Pool;
  /**
   * Where uploaded document bytes go (the server's file store); without one they stay in
   * PostgreSQL's document_files (knowledge/files.ts).
   */
  files?: ObjectStore | undefined;
  now?: () => Date;
  /** From OPENAI_API_KEY / OPENAI_BASE_URL; absent means the built-in engine answers. */
  openai?: { apiKey: string; baseUrl?: string | undefined } | undefined;
  /**
   * Sentence embeddings for retrieval by meaning (embeddings/index.ts); without one, retrieval is by
   * words only.
   */
  embedder?: Embedder | Promise<Embedder> | undefined;
  /** The AI service's first-byte limit (OPENAI_FIRST_BYTE_TIMEOUT_MS). */
  openAiFirstByteMs?: number | undefined;
  /** Overrides the engine choice (tests). */
  engine?: AnswerEngine;
  builtIn?: BuiltInOptions;
  processing?: ProcessingOptions;
  /** Documents processed at once by this process (default 2; KNOWLEDGE_PROCESSING_CONCURRENCY). */
  processingConcurrency?: number;
  /** How long approve waits for processing before answering 'pending' (default 10 s). */
  approveWaitMs?: number;
  /** The server's document processing on the job queue; without it the service runs a queue of its own. */
  jobs?: DocumentJobs | Promise<DocumentJobs> | undefined;
  /** That own queue's settings (JOB_*; defaults otherwise). */
  queueSettings?: QueueSettings | undefined;
}
