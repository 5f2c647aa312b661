import { chmodSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { createApp } from './app.ts';
import { hashSecret, newPersonalCode } from './auth/crypto.ts';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded.ts';
import { connect, type Database } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { users } from './db/schema.ts';
import { boostRoleLabel, displayNameFromEmail } from './domain.ts';
import { createDocumentService } from './knowledge/documents.ts';
import { seedKnowledge } from './knowledge/seed.ts';
import { NotificationHub } from './notifications/hub.ts';
import { seedDemo } from './seed/demo.ts';
import { startSlaSweep } from './sweep.ts';

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
  // The embedded server may run as the unprivileged `postgres` account: it must reach its directory.
  if (process.getuid?.() === 0) chmodSync(config.dataDir, 0o755);
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), { port: config.pgPort });
  const admin = connect(embedded.url(), 1);
  const exists = await admin.pool.query("SELECT 1 FROM pg_database WHERE datname = 'portal'");
  if (exists.rowCount === 0) await admin.pool.query('CREATE DATABASE portal');
  await admin.close();
  const database = connect(embedded.url('portal'));
  await migrate(database.pool);
  return { database, embedded };
}

/** Without demo data, the first start creates the designated administrator and prints a one-time code. */
export async function ensureFirstAdmin(ctx: AppContext): Promise<string | undefined> {
  const { db } = ctx.database;
  const [any] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((any?.n ?? 0) > 0) return undefined;
  const code = newPersonalCode();
  const email = ctx.config.userAdminEmail;
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
  options: { database?: Database } = {},
): Promise<RunningServer> {
  const opened = options.database ? { database: options.database } : await openDatabase(config);
  const { database } = opened;
  const embedded = 'embedded' in opened ? opened.embedded : undefined;
  const hub = new NotificationHub(database.url);
  await hub.start();
  const ctx: AppContext = { config, database, hub, now: () => new Date() };

  if (config.demo) {
    const [alex] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'alex.morgan@example.com'));
    if (!alex) {
      await seedDemo(database.db, { dataDir: config.dataDir, workingHours: config.workingHours });
      console.log('Demo data loaded: sign in as alex.morgan@example.com with the code demo-alex');
    }
    // Demo policy documents, indexed, and a few past conversations (does nothing when documents exist).
    await seedKnowledge(database.pool, { adminEmail: config.documentAdminEmail });
  } else {
    const code = await ensureFirstAdmin(ctx);
    if (code)
      console.log(
        `First start: created administrator ${config.userAdminEmail} with the one-time personal code ${code}`,
      );
  }

  // Documents a previous run approved but did not finish processing (a restart mid-way) are picked
  // up again in the background; the per-document lock makes this safe with several instances.
  void createDocumentService({ pool: database.pool })
    .resumePending()
    .catch((error: Error) => console.error('Resuming document processing failed:', error.message));

  const stopSweep = startSlaSweep(database.db, config.slaSweepMs);
  const app = createApp(config, ctx);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return {
    url: `http://${shownHost}:${port}/`,
    port,
    ctx,
    close: async () => {
      stopSweep();
      // SSE streams never end on their own: drop open connections so close() can finish.
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await hub.stop();
      if (!options.database) await database.close();
      await embedded?.stop();
    },
  };
}
