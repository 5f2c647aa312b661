import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { createApp } from './app.ts';
import { hashSecret, newPersonalCode, verifySecret } from './auth/crypto.ts';
import { revokeUserSessions } from './auth/sessions.ts';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded.ts';
import { connect, type Database } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { users } from './db/schema.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { bindDesignatedAdministrators } from './designations.ts';
import { boostRoleLabel, displayNameFromEmail } from './domain.ts';
import { startUploadSweep } from './files.ts';
import { startJobQueue, startRecurring } from './jobs.ts';
import { type Embedder, loadEmbedder } from './knowledge/embeddings/index.ts';
import { moveDocumentFilesToStore } from './knowledge/files.ts';
import { preloadLanguageDetector } from './knowledge/language.ts';
import { seedKnowledge } from './knowledge/seed.ts';
import { resolveEmbedder, syncEmbeddings } from './knowledge/unit-store.ts';
import { Lifecycle } from './lifecycle.ts';
import { log } from './log.ts';
import { measureQueueDepth } from './metrics.ts';
import { NotificationHub } from './notifications/hub.ts';
import { deleteExpired } from './retention.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed/demo.ts';
import { openObjectStore } from './storage/config.ts';
import { sweepSlaBreaches } from './sweep.ts';

export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  close: () => Promise<void>;
}

/**
 * Opens the database (embedded unless DATABASE_URL) and applies migrations, unless `migrations: false`
 * (startServer applies them itself, under the start-up lock with the seeding).
 */
export async function openDatabase(
  config: ServerConfig,
  { migrations = true }: { migrations?: boolean } = {},
): Promise<{ database: Database; embedded?: EmbeddedServer }> {
  if (config.databaseUrl) {
    const database = connect(config.databaseUrl);
    if (migrations)
      await migrate(database.pool).catch(async (error) => {
        await database.close();
        throw error;
      });
    return { database };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), { port: config.pgPort });
  try {
    const admin = connect(embedded.url(), 1);
    try {
      const exists = await admin.pool.query("SELECT 1 FROM pg_database WHERE datname = 'portal'");
      if (exists.rowCount === 0) await admin.pool.query('CREATE DATABASE portal');
    } finally {
      await admin.close();
    }
    const database = connect(embedded.url('portal'));
    if (migrations)
      await migrate(database.pool).catch(async (error) => {
        await database.close();
        throw error;
      });
    return { database, embedded };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

/**
 * With DEMO off, the demo accounts' published codes must not open a real installation (a data
 * directory first started with DEMO=1). Every demo account whose code is still its demo code has the
 * code revoked and its sessions ended; the accounts, their tickets and history stay, and an
 * administrator can issue them real codes. Answers the e-mails whose codes were revoked.
 */
export async function retireDemoCodes(ctx: AppContext): Promise<string[]> {
  const { db } = ctx.database;
  const codes = new Map<string, string>(DEMO_ACCOUNTS.map((a) => [a.email, a.code]));
  const rows = await db
    .select({ id: users.id, email: users.email, hash: users.personalCodeHash })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...codes.keys()]));
  const retired: string[] = [];
  for (const row of rows) {
    const code = codes.get(row.email.toLowerCase());
    if (!code || !row.hash || !(await verifySecret(code, row.hash))) continue;
    await db.update(users).set({ personalCodeHash: null, updatedAt: ctx.now() }).where(eq(users.id, row.id));
    await revokeUserSessions(db, row.id, ctx.now());
    retired.push(row.email);
  }
  return retired;
}

/**
 * Without demo data, the first start creates the designated administrator and answers a one-time code.
 * With `afterRetiring` (demo codes were just revoked), the same happens when no active administrator
 * has a code left: the designated administrator is created, or made an active administrator with a
 * new code, so the installation is not left without a way in.
 */
export async function ensureFirstAdmin(
  ctx: AppContext,
  options: { afterRetiring?: boolean } = {},
): Promise<string | undefined> {
  const { db } = ctx.database;
  const email = ctx.config.userAdminEmail;
  if (options.afterRetiring) {
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.isActive, true),
          isNotNull(users.personalCodeHash),
          sql`lower(coalesce(nullif(${users.boostRole}, ''), ${users.role})) = 'admin'`,
        ),
      )
      .limit(1);
    if (admin) return undefined;
    const [existing] = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (existing) {
      const code = newPersonalCode();
      await db
        .update(users)
        .set({
          role: 'admin',
          boostRole: boostRoleLabel('admin'),
          isActive: true,
          personalCodeHash: await hashSecret(code),
          // A new role starts from its defaults (as on any role change).
          ...(existing.role !== 'admin' ? { permissions: null } : {}),
          updatedAt: ctx.now(),
        })
        .where(eq(users.id, existing.id));
      return code;
    }
  } else {
    const [any] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((any?.n ?? 0) > 0) return undefined;
  }
  const code = newPersonalCode();
  await db.insert(users).values({
    email,
    name: displayNameFromEmail(email),
    role: 'admin',
    boostRole: boostRoleLabel('admin'),
    department: 'IT',
    personalCodeHash: await hashSecret(code),
  });
  return code;
}

export async function startServer(
  config: ServerConfig,
  options: {
    database?: Database;
    /** An embedder already loaded (benches, tests); else the configured one loads at start. */
    embedder?: Embedder;
  } = {},
): Promise<RunningServer> {
  const opened = options.database
    ? { database: options.database }
    : await openDatabase(config, { migrations: false });
  const { database } = opened;
  const embedded = 'embedded' in opened ? opened.embedded : undefined;
  // What close() undoes, last first; a start that fails half-way undoes what it did, so the
  // caller can report one line and exit.
  const undo: Array<() => unknown> = [
    async () => {
      if (!options.database) await database.close();
      await embedded?.stop();
    },
  ];
  const close = async () => {
    for (const step of undo.splice(0).reverse()) await step();
  };
  try {
    return { ...(await serveOn(config, database, undo, options.embedder)), close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

async function serveOn(
  config: ServerConfig,
  database: Database,
  undo: Array<() => unknown>,
  loaded?: Embedder,
): Promise<Omit<RunningServer, 'close'>> {
  // LISTEN needs a session of its own: a direct connection, never one through a transaction pooler.
  const hub = new NotificationHub(config.databaseListenUrl ?? database.url);
  await hub.start();
  undo.push(() => hub.stop());
  // The embedding model loads (a few seconds) while the database is prepared.
  const embedder = loaded
    ? Promise.resolve(loaded)
    : config.embeddings
      ? loadEmbedder(config.embeddings)
      : undefined;
  embedder?.catch(() => {});
  preloadLanguageDetector();
  const files = openObjectStore(config.storage, config.dataDir);
  // A missing bucket or wrong credentials stop the start with a clear message, not the first upload.
  await files.check();
  const lifecycle = new Lifecycle();
  const ctx: AppContext = { config, database, hub, files, now: () => new Date(), embedder, lifecycle };

  // Every write of the start-up under one lock: instances starting together take turns, and each
  // step checks before it writes, so the later ones find everything done.
  await withStartupLock(database.url, async () => {
    await migrate(database.pool);
    await prepareData(ctx, embedder);
    // After the accounts exist: the designated administrators are bound to accounts, not addresses.
    await bindDesignatedAdministrators(ctx);
  });

  // Background work (document processing, SLA sweep, retention) on the job queue, once the migrations
  // have installed its schema. (The demo documents were processed on a queue of the seeding's own.)
  const jobs = await startJobQueue(database.pool, config.queue);
  undo.push(() => jobs.stop());
  ctx.jobs = jobs;
  // Once per interval across the cluster, whichever instance claims the job.
  undo.push(
    await startRecurring(jobs, 'sla-sweep', config.slaSweepMs, () =>
      sweepSlaBreaches(database.db, ctx.now()),
    ),
  );
  undo.push(
    await startRecurring(jobs, 'retention', config.retention.everyMs, async () => {
      const deleted = await deleteExpired(
        database.pool,
        { ...config.retention, tokenIdleMs: config.tokenIdleMs },
        ctx.now(),
      );
      const total = Object.values(deleted).reduce((a, b) => a + b, 0);
      if (total > 0) log.info({ deleted }, `Retention: deleted ${JSON.stringify(deleted)}`);
    }),
  );
  undo.push(
    startUploadSweep(database.db, files, {
      everyMs: config.uploadSweepMs,
      graceMs: config.uploadGraceMs,
    }),
  );
  // Documents uploaded before the file store move into it, in the background (knowledge/files.ts).
  void moveDocumentFilesToStore(database.pool, files)
    .then((moved) => {
      if (moved > 0) log.info(`Moved the files of ${moved} documents from the database into the file store`);
    })
    .catch((error: Error) => log.error({ err: error }, 'Moving document files into the file store failed'));
  // Every unit gets a vector of the configured model (units indexed before, or a model change), in the
  // background; until then the previous model's vectors, or the words, keep answering.
  const syncing = new AbortController();
  if (embedder)
    void resolveEmbedder(embedder)
      .then((loaded) => loaded && syncEmbeddings(database.pool, loaded, { signal: syncing.signal }))
      .then((result) => {
        if (result && result.embedded > 0)
          log.info(`Embedded ${result.embedded} document units with ${result.active}`);
      })
      .catch((error: Error) => {
        // Stopped with the server (its pool is closing): nothing failed.
        if (!syncing.signal.aborted) log.error({ err: error }, 'Embedding the document units failed');
      });
  undo.push(() => syncing.abort());
  undo.push(
    measureQueueDepth(async () => {
      const { rows } = await database.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM documents WHERE approval_status = 'approved' AND processing_status = 'pending'",
      );
      return rows[0]?.n ?? 0;
    }),
  );
  // Documents left half-processed by a previous run resume in the background (knowledge routes).
  const app = createApp(config, ctx, { resumeDocumentProcessing: true });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  undo.push(() => drain(server as unknown as HttpServer, lifecycle, config.shutdownGraceMs));
  const port = (server.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return { url: `http://${shownHost}:${port}/`, port, ctx };
}

/** What a stream is told to wait before reconnecting when its server stops (SSE `retry:`). */
export const SHUTDOWN_RETRY_MS = 2000;

/**
 * A graceful stop: readiness answers 503 and answers close their connections; no new connection is
 * accepted; open notification streams end with a retry hint; requests in flight (an upload, a chat
 * answer) finish, for up to `graceMs`, after which the connections still open are cut.
 */
async function drain(server: HttpServer, lifecycle: Lifecycle, graceMs: number) {
  lifecycle.draining = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  await lifecycle.endStreams(SHUTDOWN_RETRY_MS);
  // Keep-alive connections fall idle as their last answer ends: close them as they do.
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  const cut = setTimeout(() => {
    log.warn(`Requests still in flight after SHUTDOWN_GRACE_MS=${graceMs}: closing their connections`);
    server.closeAllConnections();
  }, graceMs);
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
}

/** Where the one-time code of a created administrator is left: beside the data, for this account only. */
export function adminCodeFile(config: ServerConfig) {
  return path.join(config.dataDir, 'first-admin-code');
}

/**
 * The data a start needs: the demo data set (DEMO=1), the retirement of the demo codes (only on an
 * explicit DEMO=0), and a first administrator when there is nobody. A created administrator's
 * one-time code goes to a file readable only by this account, never to the log.
 */
async function prepareData(ctx: AppContext, embedder: Promise<Embedder> | undefined) {
  const { config, database, files } = ctx;
  if (config.demo) {
    // Any demo account present means the data set was loaded (its accounts may have changed e-mail).
    const [seeded] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.email})`,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      )
      .limit(1);
    if (!seeded) {
      await seedDemo(database.db, { files, workingHours: config.workingHours });
      log.info('Demo data loaded: sign in as alex.morgan@example.com with the code demo-alex');
    }
    // Demo policy documents, indexed, and a few past conversations (does nothing when documents exist).
    await seedKnowledge(database.pool, { adminEmail: config.documentAdminEmail, embedder, files });
    return;
  }
  const retired = config.retireDemo ? await retireDemoCodes(ctx) : [];
  if (retired.length > 0)
    log.warn(
      `DEMO is off: revoked the published demo personal codes of ${retired.join(', ')} (the accounts stay; issue them new codes to use them)`,
    );
  const code = await ensureFirstAdmin(ctx, { afterRetiring: retired.length > 0 });
  if (!code) return;
  const file = adminCodeFile(config);
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${config.userAdminEmail} ${code}\n`, { mode: 0o600 });
  log.warn(
    { file },
    retired.length > 0
      ? `No administrator could sign in after that: ${config.userAdminEmail} is an administrator with a new one-time personal code, in ${file} (readable only by the system account the server runs as; delete it once signed in)`
      : `First start: created administrator ${config.userAdminEmail}; the one-time personal code is in ${file} (readable only by the system account the server runs as; delete it once signed in)`,
  );
}
