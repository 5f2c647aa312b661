import type { ServerConfig } from './config.ts';
import type { Database } from './db/index.ts';
import type { Permission, Role } from './domain.ts';
import type { JobQueue } from './jobs.ts';
import type { Embedder } from './knowledge/embeddings/index.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { NotificationHub } from './notifications/hub.ts';
import type { ObjectStore } from './storage/index.ts';

export interface AppContext {
  config: ServerConfig;
  database: Database;
  hub: NotificationHub;
  /** Uploaded files (attachments, documents): the local folder or an S3-compatible store. */
  files: ObjectStore;
  /** Injectable for tests of expiry and SLA. */
  now: () => Date;
  /** The assistant's sentence-embedding model, loading or loaded (absent: retrieval by words only). */
  embedder?: Promise<Embedder> | undefined;
  /** Draining state and open streams, for a graceful stop (absent in contexts that never serve). */
  lifecycle?: Lifecycle;
  /** The job queue (jobs.ts); the server starts it, harnesses without one process on a queue of their own. */
  jobs?: JobQueue | undefined;
}

/** The signed-in person, as every handler sees them. */
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: string;
  boostRole: string | null;
  department: string | null;
  businessUnitId: string | null;
  effectiveRole: Role | null;
  permissions: Record<Permission, boolean>;
  /** Holds the USER_ADMIN_EMAIL designation (bound to this account, see designations.ts). */
  isUserAdministrator: boolean;
  /** Holds the DOCUMENT_ADMIN_EMAIL designation. */
  isDocumentAdministrator: boolean;
  sessionId: string;
}

export type AppEnv = { Variables: { user: CurrentUser; requestId: string } };
