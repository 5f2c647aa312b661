/**
 * The server's one logger (pino). JSON lines by default, one object per line for a log collector;
 * plain lines (`Portal running at ...`) when stdout is a terminal or LOG_FORMAT=pretty, so a person
 * running `npm start` reads sentences, not objects.
 *
 * Nothing secret reaches a line: known fields are censored by path (headers, codes, hashes, tokens),
 * error objects are reduced to what explains them (a database error's bound parameters, which held
 * password hashes when a start failed, are dropped), and every message and string passes through
 * `scrub`, which blanks scrypt hashes, tokens and `token=` query values wherever they appear.
 */
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

export type LogFormat = 'json' | 'pretty';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const CENSOR = '[Redacted]';

/** Fields censored wherever pino meets them (first and second level: `{ user: { tokenHash } }`). */
const SECRET_KEYS = [
  'password',
  'personal_code',
  'personalCode',
  'personalCodeHash',
  'personal_code_hash',
  'code',
  'hash',
  'token',
  'access_token',
  'accessToken',
  'refresh_token',
  'tokenHash',
  'token_hash',
  'secret',
  'clientSecret',
  'client_secret',
  'apiKey',
  'api_key',
  'authorization',
  'cookie',
  'set-cookie',
  'params',
];
const path = (key: string) => (/^\w+$/.test(key) ? key : `["${key}"]`);
export const REDACT_PATHS = [
  ...SECRET_KEYS.map(path),
  // One level down too, except `code`: an error's `code` is PostgreSQL's SQLSTATE, worth keeping.
  ...SECRET_KEYS.filter((key) => key !== 'code').map(
    (key) => `*${path(key).startsWith('[') ? '' : '.'}${path(key)}`,
  ),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

/** Blanks secrets inside free text: scrypt hashes, bearer tokens, `token=` / `code=` query values. */
export function scrub(text: string): string {
  return text
    .replace(/scrypt\$[^\s,'")\]]+/g, CENSOR)
    .replace(/\b(Bearer\s+)[\w.~+/=-]+/gi, `$1${CENSOR}`)
    .replace(/([?&](?:token|access_token|code|personal_code)=)[^&#\s"]*/gi, `$1${CENSOR}`)
    .replace(/\\x[0-9a-f]{32,}/gi, CENSOR);
}

/**
 * An error as a log line shows it: name, message (a drizzle query error's message lists its bound
 * parameters, so only the failing statement and PostgreSQL's own reason are kept), code and stack.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const query = (error as { query?: unknown }).query;
  const cause = (error as { cause?: unknown }).cause;
  let message = error.message;
  if (typeof query === 'string') {
    const reason = cause instanceof Error ? cause.message : '';
    message = `Failed query: ${query}${reason ? ` (${reason})` : ''}`;
  }
  const out: Record<string, unknown> = { type: error.name, message: scrub(message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') out.code = code;
  const causeCode = (cause as { code?: unknown } | undefined)?.code;
  if (typeof causeCode === 'string') out.code = causeCode;
  if (error.stack) out.stack = scrub(error.stack.replace(error.message, message));
  return out;
}

function scrubFields(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrub(value);
  if (depth < 0 || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubFields(v, depth - 1)]));
}

// ---------------------------------------------------------------------------------------------
// Where lines go

let sink: ((line: string) => void) | undefined;
let format: LogFormat =
  process.env.LOG_FORMAT === 'pretty' || process.env.LOG_FORMAT === 'json'
    ? process.env.LOG_FORMAT
    : process.stdout.isTTY
      ? 'pretty'
      : 'json';

const LEVEL_NAMES: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/** A JSON line as a person reads it: the message, and for warnings and errors their level and reason. */
function pretty(line: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = LEVEL_NAMES[record.level as number] ?? 'info';
  const err = record.err as { message?: string } | undefined;
  const req = record.req as { method?: string; url?: string } | undefined;
  const res = record.res as { statusCode?: number } | undefined;
  let text = String(record.msg ?? '');
  if (req && res) text = `${req.method} ${req.url} ${res.statusCode} ${record.responseTime} ms`;
  if (err?.message) text += `${text ? ': ' : ''}${err.message}`;
  return `${level === 'info' ? '' : `${level}: `}${text}\n`;
}

const destination: DestinationStream = {
  write(line: string) {
    if (sink) return sink(line);
    const out = format === 'pretty' ? pretty(line) : line;
    // Warnings and errors to stderr, as the console did; a collector reads both streams.
    const level = /"level":(\d+)/.exec(line)?.[1];
    if (Number(level) >= 40) process.stderr.write(out);
    else process.stdout.write(out);
  },
};

const initialLevel = (LOG_LEVELS as readonly string[]).includes(process.env.LOG_LEVEL ?? '')
  ? (process.env.LOG_LEVEL as LogLevel)
  : 'info';

export const log: Logger = pino(
  {
    level: initialLevel,
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { err: serializeError, error: serializeError },
    formatters: {
      // Free text in any field is scrubbed too, two levels deep (messages are scrubbed by the hook).
      log: (object) => scrubFields(object, 2) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  },
  destination,
);

/** Applies LOG_LEVEL and LOG_FORMAT as validated by the configuration. */
export function configureLogging(options: { level?: LogLevel; format?: LogFormat }) {
  if (options.level) log.level = options.level;
  if (options.format) format = options.format;
}

/**
 * Collects the JSON lines written from now on, at `level` (tests: what a log line holds). `stop`
 * restores the output and the level.
 */
export function captureLogs(level: LogLevel = 'info') {
  const lines: string[] = [];
  const previous = { sink, level: log.level };
  sink = (line) => {
    lines.push(line);
  };
  log.level = level;
  return {
    lines,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { msg?: string }),
    text: () => lines.join(''),
    stop: () => {
      sink = previous.sink;
      log.level = previous.level;
    },
  };
}

/** A request id from the client (X-Request-Id) when it is a sane token, else a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header && /^[\w.:@/+=-]{1,128}$/.test(header) ? header : randomUUID();
}
