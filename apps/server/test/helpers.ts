import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { readConfig, type ServerConfig } from '../src/config.ts';
import { connect, type Database } from '../src/db/index.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { SEED_SHAPING_SETTINGS, testServerEnv } from './server-env.ts';

/**
 * A fresh database for one test file, cloned from the migrated template (milliseconds), or from the
 * one with the demo data set loaded.
 */
export async function freshDatabase({ demo = false }: { demo?: boolean } = {}): Promise<Database> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = connect(adminUrl, 1);
  try {
    const template = demo ? inject('pgDemoTemplate') : inject('pgTemplate');
    await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return connect(url.toString(), 10);
}

export interface TestServer extends RunningServer {
  base: string;
  database: Database;
  config: ServerConfig;
  /** Signs in with e-mail and code, answering the access token. */
  login: (email: string, code: string) => Promise<string>;
  call: (
    method: string,
    path: string,
    options?: { token?: string | undefined; body?: unknown; headers?: Record<string, string> },
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  stop: () => Promise<void>;
}

/** A real HTTP server on a loopback port over a fresh database; DEMO data unless `demo: false`. */
export async function startTestServer(
  env: Record<string, string> = {},
  /** Another instance's database (several instances on one PostgreSQL); its owner closes it. */
  shared: { database?: Database } = {},
): Promise<TestServer> {
  // The demo data set comes pre-loaded (see global-setup.ts) unless a setting shapes it.
  const demo = !shared.database && !SEED_SHAPING_SETTINGS.some((name) => name in env);
  const database = shared.database ?? (await freshDatabase({ demo }));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-data-'));
  const config = readConfig({ ...testServerEnv(dataDir), ...env });
  if (demo) cpSync(inject('demoDataDir'), config.dataDir, { recursive: true });
  const running = await startServer(config, { database });
  const base = `http://127.0.0.1:${running.port}`;
  const call: TestServer['call'] = async (method, p, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'];
    if (options.body instanceof FormData || typeof options.body === 'string') body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${base}${p}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {}
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const tokens = new Map<string, string>();
  const login = async (email: string, code: string) => {
    const cached = tokens.get(email + code);
    if (cached) return cached;
    const res = await call('POST', '/api/auth/login', { body: { email, personal_code: code } });
    if (res.status !== 200)
      throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    tokens.set(email + code, res.body.access_token);
    return res.body.access_token as string;
  };
  return {
    ...running,
    base,
    database,
    config,
    login,
    call,
    stop: async () => {
      await running.close();
      if (!shared.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO = {
  admin: ['alex.morgan@example.com', 'demo-alex'],
  manager: ['maria.lopez@example.com', 'demo-maria'],
  agent: ['sam.taylor@example.com', 'demo-sam'],
  agentFinance: ['priya.shah@example.com', 'demo-priya'],
  agentHr: ['tom.baker@example.com', 'demo-tom'],
  user: ['jordan.lee@example.com', 'demo-jordan'],
  userFinance: ['casey.nguyen@example.com', 'demo-casey'],
  managerDevops: ['robin.clark@example.com', 'demo-robin'],
} as const;
