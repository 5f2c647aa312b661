import path from 'node:path';

import {
  type BusinessHours,
  NOTIFICATION_HEARTBEAT_INTERVAL_MS,
  resolveBusinessHours,
} from '@portal/contract';
import { DEFAULT_QUEUE_SETTINGS, type QueueSettings } from './jobs.ts';
import type { EmbeddingsConfig } from './knowledge/embeddings/index.ts';
import { DEFAULT_FIRST_BYTE_TIMEOUT_MS } from './knowledge/engines.ts';

/** Working hours for SLA arithmetic (the contract's rules compute with them). */
export type WorkingHours = BusinessHours;

export interface OidcConfig {
  authority: string;
  clientId: string;
  clientSecret: string | undefined;
  scopes: string[];
}

/**
 * Sentence embeddings for the assistant's retrieval by meaning (knowledge/embeddings): the built-in
 * model by default; EMBEDDINGS_URL (an OpenAI-compatible endpoint) or EMBEDDINGS_MODEL_DIR (a local
 * BERT-family model) replace it; EMBEDDINGS=off searches by words only.
 */
export type EmbeddingsSetting = EmbeddingsConfig | null;

/** What the retention job deletes, and how often it runs (README: RETENTION_*). */
export interface RetentionSettings {
  everyMs: number;
  /** Read notifications older than this go. */
  readNotificationsMs: number;
  /** Sessions expired, revoked or idle out this long ago go. */
  sessionsMs: number;
  /** Sign-in lock-out rows whose window and lock ended this long ago go. */
  lockoutsMs: number;
  /** Cached answers past their expiry this long ago go. */
  answerCacheMs: number;
}

/** Server settings, read once from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database, uploads and other files live. */
  dataDir: string;
  /** The built portal to serve (apps/portal/dist), when it exists. */
  portalDir: string;
  /** External PostgreSQL; when absent an embedded server runs in DATA_DIR/pg. */
  databaseUrl: string | undefined;
  /**
   * A direct (session) connection for LISTEN (DATABASE_LISTEN_URL), when DATABASE_URL goes through a
   * pooler in transaction mode; DATABASE_URL (or the embedded server) when absent.
   */
  databaseListenUrl: string | undefined;
  /** The job queue (jobs.ts): leases, attempts, backoff, polling. */
  queue: QueueSettings;
  /** Retention (retention.ts): how often it runs and what it keeps. */
  retention: RetentionSettings;
  /** Port of the embedded PostgreSQL; a free one when absent. */
  pgPort: number | undefined;
  demo: boolean;
  userAdminEmail: string;
  documentAdminEmail: string;
  oidc: OidcConfig | undefined;
  workingHours: WorkingHours;
  /** Access tokens expire after this much inactivity ... */
  tokenIdleMs: number;
  /** ... and at the latest this long after sign-in. */
  tokenAbsoluteMs: number;
  slaSweepMs: number;
  /** How often left-over upload files are swept (files.ts) ... */
  uploadSweepMs: number;
  /** ... and how old they must be: an upload in flight, on any instance, is never this old. */
  uploadGraceMs: number;
  sseHeartbeatMs: number;
  /**
   * How many proxies of ours stand in front (0: none, X-Forwarded-For is ignored). The client address
   * is the X-Forwarded-For entry this many places from the right.
   */
  trustProxy: number;
  /**
   * Origins (scheme://host[:port]) from which the portal's pages may load images, beyond its own:
   * the Content-Security-Policy allows them and the HTML sanitiser keeps them. None by default.
   */
  imageOrigins: string[];
  embeddings: EmbeddingsSetting;
  /** How long an AI service may stay silent before its first piece (OPENAI_FIRST_BYTE_TIMEOUT_MS). */
  openAiFirstByteMs: number;
}

/** CSP_IMAGE_ORIGINS: space- or comma-separated origins, each `http(s)://host[:port]`. */
function origins(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = env[name]?.trim() ?? '';
  if (raw === '') return [];
  return raw.split(/[\s,]+/).map((value) => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {}
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, ''))
      throw new Error(`${name} must list origins like https://images.example.com, got "${value}"`);
    return url.origin;
  });
}

function embeddingsFrom(env: NodeJS.ProcessEnv): EmbeddingsSetting {
  const off = env.EMBEDDINGS?.trim().toLowerCase();
  if (off && ['0', 'off', 'false', 'no', 'none'].includes(off)) return null;
  const url = env.EMBEDDINGS_URL?.trim();
  const dir = env.EMBEDDINGS_MODEL_DIR?.trim();
  if (url && dir) throw new Error('Set EMBEDDINGS_URL or EMBEDDINGS_MODEL_DIR, not both');
  if (url) {
    const model = env.EMBEDDINGS_MODEL?.trim();
    if (!model) throw new Error('EMBEDDINGS_URL needs EMBEDDINGS_MODEL (the model name the endpoint serves)');
    if (!/^https?:\/\//.test(url)) throw new Error(`EMBEDDINGS_URL must be an http(s) address, got "${url}"`);
    return { kind: 'openai', baseUrl: url, model, apiKey: env.EMBEDDINGS_API_KEY?.trim() || undefined };
  }
  if (dir)
    return {
      kind: 'folder',
      dir: path.resolve(dir),
      queryPrefix: env.EMBEDDINGS_QUERY_PREFIX,
      passagePrefix: env.EMBEDDINGS_PASSAGE_PREFIX,
    };
  return { kind: 'built-in' };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  return value;
}

function decimal(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || value < min || value > max)
    throw new Error(`${name} must be a number between ${min} and ${max}, got "${raw}"`);
  return value;
}

const DAY = 86_400_000;

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/** TRUST_PROXY: off (default), on/true/yes (one proxy), or the number of proxies in front. */
function proxyHops(env: NodeJS.ProcessEnv) {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (/^\d+$/.test(raw)) return int(env, 'TRUST_PROXY', 0, 0, 10);
  return bool(env, 'TRUST_PROXY', false) ? 1 : 0;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const demo = bool(env, 'DEMO', false);
  const defaultAdmin = demo ? 'alex.morgan@example.com' : 'admin@example.com';
  let workingHours: WorkingHours;
  try {
    workingHours = resolveBusinessHours({
      ...(env.WORK_TIME_ZONE ? { timeZone: env.WORK_TIME_ZONE } : {}),
      ...(env.WORK_START ? { start: env.WORK_START } : {}),
      ...(env.WORK_END ? { end: env.WORK_END } : {}),
      ...(env.WORK_DAYS ? { workingDays: env.WORK_DAYS.split(',').map((d) => Number(d.trim())) } : {}),
      ...(env.WORK_HOLIDAYS ? { holidays: env.WORK_HOLIDAYS.split(',').map((d) => d.trim()) } : {}),
    });
  } catch (error) {
    throw new Error(`Working hours (WORK_*): ${(error as Error).message}`);
  }
  const authority = env.OIDC_AUTHORITY?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './.data'),
    portalDir: path.resolve(env.PORTAL_DIR ?? path.join(import.meta.dirname, '../../portal/dist')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    queue: {
      leaseSeconds: int(env, 'JOB_LEASE_SECONDS', DEFAULT_QUEUE_SETTINGS.leaseSeconds, 10, 3600),
      attempts: int(env, 'JOB_ATTEMPTS', DEFAULT_QUEUE_SETTINGS.attempts, 1, 20),
      retryDelaySeconds: int(
        env,
        'JOB_RETRY_DELAY_SECONDS',
        DEFAULT_QUEUE_SETTINGS.retryDelaySeconds,
        1,
        3600,
      ),
      pollSeconds: decimal(env, 'JOB_POLL_SECONDS', DEFAULT_QUEUE_SETTINGS.pollSeconds, 0.5, 60),
      superviseSeconds: int(env, 'JOB_SUPERVISE_SECONDS', DEFAULT_QUEUE_SETTINGS.superviseSeconds, 1, 3600),
    },
    retention: {
      everyMs: int(env, 'RETENTION_MINUTES', 60, 1) * 60_000,
      readNotificationsMs: int(env, 'RETENTION_READ_NOTIFICATIONS_DAYS', 90, 1) * DAY,
      sessionsMs: int(env, 'RETENTION_SESSIONS_DAYS', 7, 0) * DAY,
      lockoutsMs: int(env, 'RETENTION_LOCKOUTS_DAYS', 1, 0) * DAY,
      answerCacheMs: int(env, 'RETENTION_ANSWER_CACHE_DAYS', 0, 0) * DAY,
    },
    pgPort: env.PG_PORT ? int(env, 'PG_PORT', 0, 1, 65535) : undefined,
    demo,
    userAdminEmail: (env.USER_ADMIN_EMAIL || defaultAdmin).toLowerCase(),
    documentAdminEmail: (env.DOCUMENT_ADMIN_EMAIL || env.USER_ADMIN_EMAIL || defaultAdmin).toLowerCase(),
    oidc:
      authority && clientId
        ? {
            authority,
            clientId,
            clientSecret: env.OIDC_CLIENT_SECRET || undefined,
            scopes: (env.OIDC_SCOPES || 'openid profile email').split(/[\s,]+/).filter(Boolean),
          }
        : undefined,
    workingHours,
    tokenIdleMs: int(env, 'TOKEN_IDLE_MINUTES', 8 * 60, 1) * 60_000,
    tokenAbsoluteMs: int(env, 'TOKEN_ABSOLUTE_HOURS', 7 * 24, 1) * 3_600_000,
    slaSweepMs: int(env, 'SLA_SWEEP_SECONDS', 60, 1) * 1000,
    uploadSweepMs: int(env, 'UPLOAD_SWEEP_MINUTES', 60, 1) * 60_000,
    uploadGraceMs: int(env, 'UPLOAD_GRACE_MINUTES', 60, 1) * 60_000,
    sseHeartbeatMs: int(env, 'SSE_HEARTBEAT_SECONDS', NOTIFICATION_HEARTBEAT_INTERVAL_MS / 1000, 1) * 1000,
    trustProxy: proxyHops(env),
    imageOrigins: origins(env, 'CSP_IMAGE_ORIGINS'),
    embeddings: embeddingsFrom(env),
    openAiFirstByteMs: int(env, 'OPENAI_FIRST_BYTE_TIMEOUT_MS', DEFAULT_FIRST_BYTE_TIMEOUT_MS, 100, 600_000),
  };
}
