import path from 'node:path';
import {
  type BusinessHours,
  NOTIFICATION_HEARTBEAT_INTERVAL_MS,
  resolveBusinessHours,
} from '@portal/contract';
import { z } from 'zod';
import { DEFAULT_QUEUE_SETTINGS, type QueueSettings } from './jobs.ts';
import type { EmbeddingsConfig } from './knowledge/embeddings/index.ts';
import { DEFAULT_FIRST_BYTE_TIMEOUT_MS } from './knowledge/engines.ts';
import { LOG_LEVELS, type LogFormat, type LogLevel } from './log.ts';
import { type StorageSetting, storageFrom } from './storage/config.ts';

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
  /**
   * The portal's server render (apps/portal/dist-server: the portal folder's name plus `-server`),
   * which renders its pages when it exists.
   */
  portalServerDir: string;
  /** Uploaded files: the local folder DATA_DIR (default) or an S3-compatible bucket (S3_*; storage/). */
  storage: StorageSetting;
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
  /** DEMO on: the demo data set is loaded on first start. */
  demo: boolean;
  /**
   * DEMO given and off (`DEMO=0`): the published demo codes are revoked at start. Never on an absent
   * variable: one instance started without DEMO must not sign out the demo of every other.
   */
  retireDemo: boolean;
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
  /** An OpenAI-compatible chat service (OPENAI_API_KEY, OPENAI_BASE_URL); none: the built-in engine. */
  openai: { apiKey: string; baseUrl: string | undefined } | undefined;
  /** Document processing limits (KNOWLEDGE_*); unset ones keep processing.ts's defaults. */
  knowledgeProcessing: {
    budgetMs?: number;
    maxUnpackedBytes?: number;
    workerMemoryMb?: number;
    concurrency?: number;
  };
  logLevel: LogLevel;
  /** `json` lines for a collector, or `pretty` plain lines for a person (default: pretty on a terminal). */
  logFormat: LogFormat;
  /** Bearer token for /api/metrics; unset, only loopback clients (no proxy in between) may read it. */
  metricsToken: string | undefined;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  shutdownGraceMs: number;
  /**
   * How long the LISTEN connection may stay lost (it reconnects every second) before readiness says
   * so: a short cut-off is ridden out, a lasting one takes the instance out of the balancer.
   */
  listenGraceMs: number;
}

/** CSP_IMAGE_ORIGINS: space- or comma-separated origins, each `http(s)://host[:port]`. */
function origins(raw: string | undefined): string[] {
  const value = raw?.trim() ?? '';
  if (value === '') return [];
  return value.split(/[\s,]+/).map((entry) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {}
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, ''))
      throw new Error(`must list origins like https://images.example.com, got "${entry}"`);
    return url.origin;
  });
}

function embeddingsFrom(env: Env): EmbeddingsSetting {
  const off = env.EMBEDDINGS?.trim().toLowerCase();
  if (off && ['0', 'off', 'false', 'no', 'none'].includes(off)) return null;
  const url = env.EMBEDDINGS_URL?.trim();
  const dir = env.EMBEDDINGS_MODEL_DIR?.trim();
  if (url && dir) throw new Error('EMBEDDINGS_URL, EMBEDDINGS_MODEL_DIR: set one, not both');
  if (url) {
    const model = env.EMBEDDINGS_MODEL?.trim();
    if (!model)
      throw new Error('EMBEDDINGS_MODEL: needed with EMBEDDINGS_URL (the model name the endpoint serves)');
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

// ---------------------------------------------------------------------------------------------
// Every variable, validated with zod. An empty value counts as unset. A failure names the variable
// and what is wrong; values that may hold secrets (DATABASE_URL, tokens) are never echoed.

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];
const DAY = 86_400_000;

const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, { error: (issue) => `must be a whole number, got "${issue.input}"` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, {
      error: (issue) => `must be between ${min} and ${max}, got "${issue.input}"`,
    });
const port = integer(0, 65535);
const decimal = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, { error: (issue) => `must be a number, got "${issue.input}"` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, {
      error: (issue) => `must be between ${min} and ${max}, got "${issue.input}"`,
    });
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => TRUE.includes(v) || FALSE.includes(v), {
    error: (issue) => `must be on or off (1/0, true/false, yes/no), got "${issue.input}"`,
  })
  .transform((v) => TRUE.includes(v));
const httpUrl = z
  .string()
  .trim()
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
    error: (issue) => `must be an http(s) URL, got "${issue.input}"`,
  });
const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: (issue) => `must be an e-mail address, got "${issue.input}"` }));
const databaseUrl = z
  .string()
  .trim()
  .refine(
    (v) => URL.canParse(v) && /^postgres(ql)?:$/.test(new URL(v).protocol) && new URL(v).hostname !== '',
    'must be a PostgreSQL URL like postgres://user:password@host:5432/database (value not shown: it may hold a password)',
  );

const envSchema = z
  .object({
    PORT: port.optional(),
    HOST: z.string().trim().min(1).optional(),
    DATA_DIR: z.string().optional(),
    PORTAL_DIR: z.string().optional(),
    PORTAL_SERVER_DIR: z.string().optional(),
    DATABASE_URL: databaseUrl.optional(),
    DATABASE_LISTEN_URL: databaseUrl.optional(),
    PG_PORT: integer(1, 65535).optional(),
    DEMO: flag.optional(),
    USER_ADMIN_EMAIL: email.optional(),
    DOCUMENT_ADMIN_EMAIL: email.optional(),
    OIDC_AUTHORITY: httpUrl.optional(),
    OIDC_CLIENT_ID: z.string().trim().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_SCOPES: z.string().optional(),
    TOKEN_IDLE_MINUTES: integer(1).optional(),
    TOKEN_ABSOLUTE_HOURS: integer(1).optional(),
    SLA_SWEEP_SECONDS: integer(1).optional(),
    UPLOAD_SWEEP_MINUTES: integer(1).optional(),
    UPLOAD_GRACE_MINUTES: integer(1).optional(),
    SSE_HEARTBEAT_SECONDS: integer(1).optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => TRUE.includes(v) || FALSE.includes(v) || /^\d+$/.test(v), {
        error: (issue) => `must be off, on, or the number of proxies in front (0-10), got "${issue.input}"`,
      })
      .transform((v) => (/^\d+$/.test(v) ? Number(v) : TRUE.includes(v) ? 1 : 0))
      .refine((n) => n <= 10, { error: 'must be at most 10 proxies' })
      .optional(),
    CSP_IMAGE_ORIGINS: z.string().optional(),
    EMBEDDINGS_URL: httpUrl.optional(),
    OPENAI_API_KEY: z.string().trim().min(1).optional(),
    OPENAI_BASE_URL: httpUrl.optional(),
    OPENAI_FIRST_BYTE_TIMEOUT_MS: integer(100, 600_000).optional(),
    // Document processing limits (knowledge/processing.ts).
    KNOWLEDGE_PROCESSING_BUDGET_MS: integer(1).optional(),
    KNOWLEDGE_PROCESSING_CONCURRENCY: integer(1, 64).optional(),
    KNOWLEDGE_MAX_UNPACKED_MB: integer(1).optional(),
    KNOWLEDGE_WORKER_MEMORY_MB: integer(16).optional(),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: (issue) => `must be one of ${LOG_LEVELS.join(', ')}, got "${issue.input}"` })
      .optional(),
    LOG_FORMAT: z
      .enum(['json', 'pretty'], { error: (issue) => `must be json or pretty, got "${issue.input}"` })
      .optional(),
    METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters (value not shown)').optional(),
    SHUTDOWN_GRACE_MS: integer(0, 600_000).optional(),
    LISTEN_GRACE_MS: integer(0, 600_000).optional(),
    JOB_LEASE_SECONDS: integer(10, 3600).optional(),
    JOB_ATTEMPTS: integer(1, 20).optional(),
    JOB_RETRY_DELAY_SECONDS: integer(1, 3600).optional(),
    JOB_POLL_SECONDS: decimal(0.5, 60).optional(),
    JOB_SUPERVISE_SECONDS: integer(1, 3600).optional(),
    RETENTION_MINUTES: integer(1).optional(),
    RETENTION_READ_NOTIFICATIONS_DAYS: integer(1).optional(),
    RETENTION_SESSIONS_DAYS: integer(0).optional(),
    RETENTION_LOCKOUTS_DAYS: integer(0).optional(),
    RETENTION_ANSWER_CACHE_DAYS: integer(0).optional(),
  })
  .superRefine((env, ctx) => {
    // Corporate sign-in needs both; one alone used to start silently without it.
    if (Boolean(env.OIDC_AUTHORITY) !== Boolean(env.OIDC_CLIENT_ID))
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_AUTHORITY, OIDC_CLIENT_ID'],
        message: `set both or neither (${env.OIDC_AUTHORITY ? 'OIDC_CLIENT_ID' : 'OIDC_AUTHORITY'} is missing)`,
      });
  });

type Env = Record<string, string | undefined>;

/** Thrown by readConfig: one line per wrong variable, each starting with the variable's name. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readConfig(raw: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Unset and empty are the same: `FOO=` in a file means "not set".
  const env: Env = Object.fromEntries(
    Object.entries(raw).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const problems: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  const attempt = <T>(name: string, read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      const message = (error as Error).message;
      problems.push(/^[A-Z_]+(, [A-Z_]+)*:/.test(message) ? message : `${name}: ${message}`);
      return fallback;
    }
  };
  const workingHours = attempt(
    'WORK_TIME_ZONE, WORK_START, WORK_END, WORK_DAYS, WORK_HOLIDAYS (working hours, WORK_*)',
    () =>
      resolveBusinessHours({
        ...(env.WORK_TIME_ZONE ? { timeZone: env.WORK_TIME_ZONE } : {}),
        ...(env.WORK_START ? { start: env.WORK_START } : {}),
        ...(env.WORK_END ? { end: env.WORK_END } : {}),
        ...(env.WORK_DAYS ? { workingDays: env.WORK_DAYS.split(',').map((d) => Number(d.trim())) } : {}),
        ...(env.WORK_HOLIDAYS ? { holidays: env.WORK_HOLIDAYS.split(',').map((d) => d.trim()) } : {}),
      }),
    undefined as unknown as WorkingHours,
  );
  const imageOrigins = attempt('CSP_IMAGE_ORIGINS', () => origins(env.CSP_IMAGE_ORIGINS), []);
  const embeddings = attempt('EMBEDDINGS', () => embeddingsFrom(env), null);
  if (!parsed.success || problems.length > 0)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  const v = parsed.data;

  const demo = v.DEMO === true;
  const defaultAdmin = demo ? 'alex.morgan@example.com' : 'admin@example.com';
  return {
    port: v.PORT ?? 8080,
    host: v.HOST ?? '0.0.0.0',
    dataDir: path.resolve(v.DATA_DIR ?? './.data'),
    portalDir: path.resolve(v.PORTAL_DIR ?? path.join(import.meta.dirname, '../../portal/dist')),
    portalServerDir: path.resolve(
      v.PORTAL_SERVER_DIR ??
        `${path.resolve(v.PORTAL_DIR ?? path.join(import.meta.dirname, '../../portal/dist'))}-server`,
    ),
    storage: storageFrom(env),
    databaseUrl: v.DATABASE_URL,
    databaseListenUrl: v.DATABASE_LISTEN_URL,
    queue: {
      leaseSeconds: v.JOB_LEASE_SECONDS ?? DEFAULT_QUEUE_SETTINGS.leaseSeconds,
      attempts: v.JOB_ATTEMPTS ?? DEFAULT_QUEUE_SETTINGS.attempts,
      retryDelaySeconds: v.JOB_RETRY_DELAY_SECONDS ?? DEFAULT_QUEUE_SETTINGS.retryDelaySeconds,
      pollSeconds: v.JOB_POLL_SECONDS ?? DEFAULT_QUEUE_SETTINGS.pollSeconds,
      superviseSeconds: v.JOB_SUPERVISE_SECONDS ?? DEFAULT_QUEUE_SETTINGS.superviseSeconds,
    },
    retention: {
      everyMs: (v.RETENTION_MINUTES ?? 60) * 60_000,
      readNotificationsMs: (v.RETENTION_READ_NOTIFICATIONS_DAYS ?? 90) * DAY,
      sessionsMs: (v.RETENTION_SESSIONS_DAYS ?? 7) * DAY,
      lockoutsMs: (v.RETENTION_LOCKOUTS_DAYS ?? 1) * DAY,
      answerCacheMs: (v.RETENTION_ANSWER_CACHE_DAYS ?? 0) * DAY,
    },
    pgPort: v.PG_PORT,
    demo,
    retireDemo: v.DEMO === false,
    userAdminEmail: v.USER_ADMIN_EMAIL ?? defaultAdmin,
    documentAdminEmail: v.DOCUMENT_ADMIN_EMAIL ?? v.USER_ADMIN_EMAIL ?? defaultAdmin,
    oidc:
      v.OIDC_AUTHORITY && v.OIDC_CLIENT_ID
        ? {
            authority: v.OIDC_AUTHORITY,
            clientId: v.OIDC_CLIENT_ID,
            clientSecret: v.OIDC_CLIENT_SECRET,
            scopes: (v.OIDC_SCOPES || 'openid profile email').split(/[\s,]+/).filter(Boolean),
          }
        : undefined,
    workingHours,
    tokenIdleMs: (v.TOKEN_IDLE_MINUTES ?? 8 * 60) * 60_000,
    tokenAbsoluteMs: (v.TOKEN_ABSOLUTE_HOURS ?? 7 * 24) * 3_600_000,
    slaSweepMs: (v.SLA_SWEEP_SECONDS ?? 60) * 1000,
    uploadSweepMs: (v.UPLOAD_SWEEP_MINUTES ?? 60) * 60_000,
    uploadGraceMs: (v.UPLOAD_GRACE_MINUTES ?? 60) * 60_000,
    sseHeartbeatMs: (v.SSE_HEARTBEAT_SECONDS ?? NOTIFICATION_HEARTBEAT_INTERVAL_MS / 1000) * 1000,
    trustProxy: v.TRUST_PROXY ?? 0,
    imageOrigins,
    embeddings,
    openAiFirstByteMs: v.OPENAI_FIRST_BYTE_TIMEOUT_MS ?? DEFAULT_FIRST_BYTE_TIMEOUT_MS,
    openai: v.OPENAI_API_KEY ? { apiKey: v.OPENAI_API_KEY, baseUrl: v.OPENAI_BASE_URL } : undefined,
    knowledgeProcessing: {
      ...(v.KNOWLEDGE_PROCESSING_BUDGET_MS ? { budgetMs: v.KNOWLEDGE_PROCESSING_BUDGET_MS } : {}),
      ...(v.KNOWLEDGE_MAX_UNPACKED_MB ? { maxUnpackedBytes: v.KNOWLEDGE_MAX_UNPACKED_MB * 1024 * 1024 } : {}),
      ...(v.KNOWLEDGE_WORKER_MEMORY_MB ? { workerMemoryMb: v.KNOWLEDGE_WORKER_MEMORY_MB } : {}),
      ...(v.KNOWLEDGE_PROCESSING_CONCURRENCY ? { concurrency: v.KNOWLEDGE_PROCESSING_CONCURRENCY } : {}),
    },
    logLevel: v.LOG_LEVEL ?? 'info',
    logFormat: v.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    metricsToken: v.METRICS_TOKEN,
    shutdownGraceMs: v.SHUTDOWN_GRACE_MS ?? 25_000,
    listenGraceMs: v.LISTEN_GRACE_MS ?? 15_000,
  };
}
