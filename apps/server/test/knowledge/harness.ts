import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { hashSecret } from '../../src/auth/crypto.ts';
import { requireAuth } from '../../src/auth/sessions.ts';
import { readConfig } from '../../src/config.ts';
import type { AppContext, AppEnv } from '../../src/context.ts';
import type { Database } from '../../src/db/index.ts';
import { users } from '../../src/db/schema.ts';
import { bindDesignatedAdministrators } from '../../src/designations.ts';
import { errorResponse } from '../../src/http.ts';
import { loadEmbedder } from '../../src/knowledge/embeddings/index.ts';
import { createKnowledgeRoutes, type KnowledgeRouteOptions } from '../../src/knowledge/routes.ts';
import { type SeedKnowledgeOptions, seedKnowledge } from '../../src/knowledge/seed.ts';
import type { NotificationHub } from '../../src/notifications/hub.ts';
import { authRoutes } from '../../src/routes/auth.ts';
import { peopleRoutes } from '../../src/routes/people.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { localObjectStore } from '../../src/storage/local.ts';
import { freshDatabase } from '../helpers.ts';

export const ACCOUNTS = {
  /** Admin and the designated document administrator (DEMO default). */
  admin: ['alex.morgan@example.com', 'demo-alex'],
  manager: ['maria.lopez@example.com', 'demo-maria'],
  agent: ['sam.taylor@example.com', 'demo-sam'],
  user: ['jordan.lee@example.com', 'demo-jordan'],
  user2: ['casey.nguyen@example.com', 'demo-casey'],
  /** A DevOps manager (their department owns the IT documents). */
  itManager: ['robin.clark@example.com', 'demo-robin'],
  /** A second admin, created by the harness: NOT the designated document administrator. */
  admin2: ['drew.admin@example.com', 'test-drew'],
  /** A manager of the Finance department (demo managers are OS Support and DevOps). */
  financeManager: ['fin.manager@example.com', 'test-fin'],
} as const;

/** Accounts the demo seed does not have, added by the harness. */
const EXTRA_ACCOUNTS = [
  { key: 'admin2', name: 'Drew Admin', role: 'admin', department: 'IT' },
  { key: 'financeManager', name: 'Fin Manager', role: 'manager', department: 'Finance' },
] as const;

export interface KnowledgeServer {
  base: string;
  database: Database;
  ctx: AppContext;
  routes: ReturnType<typeof createKnowledgeRoutes>;
  token: (who: keyof typeof ACCOUNTS) => Promise<string>;
  /** The id of an account of ACCOUNTS. */
  userId: (who: keyof typeof ACCOUNTS) => Promise<string>;
  call: (
    method: string,
    path: string,
    options?: { token?: string; body?: unknown },
  ) => Promise<{ status: number; body: any; headers: Headers; raw: ArrayBuffer }>;
  stop: () => Promise<void>;
  /** The demo knowledge base, indexed with the server's embedder when it has one. */
  seedKnowledge: (options?: Omit<SeedKnowledgeOptions, 'embedder'>) => ReturnType<typeof seedKnowledge>;
}

/**
 * The built-in sentence-embedding model, for tests of the assistant's retrieval by meaning (loaded once
 * per test file: a few seconds). Other knowledge tests run without it (retrieval by words), faster.
 */
export const builtInEmbedder = () => loadEmbedder({ kind: 'built-in' });

/** A real HTTP server on loopback over a fresh database with the demo users: auth + knowledge routes. */
export async function startKnowledgeServer(options: KnowledgeRouteOptions = {}): Promise<KnowledgeServer> {
  const embedder = options.embedder;
  const database = await freshDatabase();
  await seedDemo(database.db);
  for (const extra of EXTRA_ACCOUNTS) {
    const [email, code] = ACCOUNTS[extra.key];
    await database.db.insert(users).values({
      email,
      name: extra.name,
      role: extra.role,
      boostRole: extra.role.charAt(0).toUpperCase() + extra.role.slice(1),
      department: extra.department,
      personalCodeHash: await hashSecret(code),
    });
  }
  const config = readConfig({ DEMO: '1', PORT: '0', HOST: '127.0.0.1' });
  // Uploaded documents go to a real folder, as in the server's embedded default.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'portal-knowledge-files-'));
  const files = localObjectStore(filesDir);
  const ctx: AppContext = { config, database, hub: {} as NotificationHub, files, now: () => new Date() };
  await bindDesignatedAdministrators(ctx);
  const api = new Hono<AppEnv>();
  api.onError((error, c) => errorResponse(c, error));
  api.route('/auth', authRoutes(ctx));
  // The people calls (permission maps, as the app mounts them) next to the knowledge ones.
  const auth = requireAuth(ctx);
  for (const prefix of ['/boost/*', '/admin/*', '/assignees']) api.use(prefix, auth);
  api.route('/', peopleRoutes(ctx));
  const routes = createKnowledgeRoutes(ctx, { openai: undefined, ...options });
  api.route('/', routes);
  api.all('*', (c) => c.json({ detail: 'Not found' }, 404));
  const app = new Hono();
  app.route('/api', api);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call: KnowledgeServer['call'] = async (method, p, o = {}) => {
    const headers: Record<string, string> = {};
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: RequestInit['body'];
    if (o.body instanceof FormData) body = o.body;
    else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${base}${p}`, { method, headers, body });
    const raw = await res.arrayBuffer();
    const text = new TextDecoder().decode(raw);
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {}
    return { status: res.status, body: parsed, headers: res.headers, raw };
  };
  const tokens = new Map<string, string>();
  const token = async (who: keyof typeof ACCOUNTS) => {
    const existing = tokens.get(who);
    if (existing) return existing;
    const [email, code] = ACCOUNTS[who];
    const res = await call('POST', '/api/auth/login', { body: { email, personal_code: code } });
    if (res.status !== 200) throw new Error(`login failed ${res.status}`);
    tokens.set(who, res.body.access_token);
    return res.body.access_token as string;
  };
  const userId = async (who: keyof typeof ACCOUNTS) => {
    const { rows } = await database.pool.query<{ id: string }>(
      'SELECT id FROM users WHERE lower(email) = $1',
      [ACCOUNTS[who][0]],
    );
    if (!rows[0]) throw new Error(`no account ${who}`);
    return rows[0].id;
  };
  return {
    base,
    database,
    ctx,
    routes,
    token,
    userId,
    call,
    seedKnowledge: (seedOptions = {}) => seedKnowledge(database.pool, { ...seedOptions, embedder, files }),
    stop: async () => {
      await routes.services.documents.idle();
      await new Promise<void>((r) => server.close(() => r()));
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export interface StreamResult {
  status: number;
  events: any[];
  content: string;
  metadata: any;
}

/**
 * Posts to /chat/send and reads the `data:` stream to its end; `onEvent` sees each event as it reaches
 * the client (a test can act mid-stream).
 */
export async function sendChat(
  base: string,
  token: string,
  body: Record<string, unknown>,
  onEvent: (event: any) => void = () => {},
): Promise<StreamResult> {
  const res = await fetch(`${base}/api/chat/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ stream: true, ...body }),
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream'))
    return { status: res.status, events: [], content: '', metadata: await res.json() };
  const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  const events: any[] = [];
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let nl = buffer.indexOf('\n');
    while (nl >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      nl = buffer.indexOf('\n');
      if (!line.startsWith('data: ')) continue;
      const event = JSON.parse(line.slice(6));
      events.push(event);
      onEvent(event);
    }
  }
  return {
    status: res.status,
    events,
    content: events
      .filter((e) => e.type === 'content')
      .map((e) => e.content)
      .join(''),
    metadata: events.find((e) => e.type === 'metadata'),
  };
}
