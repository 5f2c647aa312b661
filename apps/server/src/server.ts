import { mkdirSync } from 'node:fs';
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
import { bindDesignatedAdministrators } from './designations.ts';
import { boostRoleLabel, displayNameFromEmail } from './domain.ts';
import { localFileStore, startUploadSweep } from './files.ts';
import { startJobQueue, startRecurring } from './jobs.ts';
import { type Embedder, loadEmbedder } from './knowledge/embeddings/index.ts';
import { preloadLanguageDetector } from './knowledge/language.ts';
import { seedKnowledge } from './knowledge/seed.ts';
import { resolveEmbedder, syncEmbeddings } from './knowledge/unit-store.ts';
import { NotificationHub } from './notifications/hub.ts';
import { deleteExpired } from './retention.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed/demo.ts';
import { sweepSlaBreaches } from './sweep.ts';

export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  close: () => Promise<void>;
}

/** Opens the database (embedded unless DATABASE_URL), applies migrations. */
export async function openDatabase(
  config: ServerConfig,
): Promise<{ database: Database; embedded?: EmbeddedServer }> {
  if (config.databaseUrl) {
    const database = connect(config.databaseUrl);
    await migrate(database.pool);
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
  const opened = options.database ? { database: options.database } : await openDatabase(config);
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
  // Background work (document processing, SLA sweep, retention) on the job queue, before seeding:
  // the demo documents are processed through it.
  const jobs = await startJobQueue(database.pool, config.queue);
  undo.push(() => jobs.stop());
  // The embedding model loads (a few seconds) while the database is prepared.
  const embedder = loaded
    ? Promise.resolve(loaded)
    : config.embeddings
      ? loadEmbedder(config.embeddings)
      : undefined;
  embedder?.catch(() => {});
  preloadLanguageDetector();
  const ctx: AppContext = { config, database, hub, now: () => new Date(), embedder, jobs };

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
      await seedDemo(database.db, { dataDir: config.dataDir, workingHours: config.workingHours });
      console.log('Demo data loaded: sign in as alex.morgan@example.com with the code demo-alex');
    }
    // Demo policy documents, indexed, and a few past conversations (does nothing when documents exist).
    await seedKnowledge(database.pool, { adminEmail: config.documentAdminEmail, embedder });
  } else {
    const retired = await retireDemoCodes(ctx);
    if (retired.length > 0)
      console.warn(
        `DEMO is off: revoked the published demo personal codes of ${retired.join(', ')} (the accounts stay; issue them new codes to use them)`,
      );
    const code = await ensureFirstAdmin(ctx, { afterRetiring: retired.length > 0 });
    if (code)
      console.log(
        retired.length > 0
          ? `No administrator could sign in after that: ${config.userAdminEmail} is an administrator with the one-time personal code ${code}`
          : `First start: created administrator ${config.userAdminEmail} with the one-time personal code ${code}`,
      );
  }

  // After the accounts exist: the designated administrators are bound to accounts, not addresses.
  await bindDesignatedAdministrators(ctx);

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
      if (total > 0) console.log(`Retention: deleted ${JSON.stringify(deleted)}`);
    }),
  );
  undo.push(
    startUploadSweep(database.db, localFileStore(path.join(config.dataDir, 'attachments')), {
      everyMs: config.uploadSweepMs,
      graceMs: config.uploadGraceMs,
    }),
  );
  // Every unit gets a vector of the configured model (units indexed before, or a model change), in the
  // background; until then the previous model's vectors, or the words, keep answering.
  const syncing = new AbortController();
  if (embedder)
    void resolveEmbedder(embedder)
      .then((loaded) => loaded && syncEmbeddings(database.pool, loaded, { signal: syncing.signal }))
      .then((result) => {
        if (result && result.embedded > 0)
          console.log(`Embedded ${result.embedded} document units with ${result.active}`);
      })
      .catch((error: Error) => console.error('Embedding the document units failed:', error.message));
  undo.push(() => syncing.abort());
  // Documents left half-processed by a previous run resume in the background (knowledge routes).
  const app = createApp(config, ctx, { resumeDocumentProcessing: true });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  undo.push(async () => {
    // SSE streams never end on their own: drop open connections so close() can finish.
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return { url: `http://${shownHost}:${port}/`, port, ctx };
}
