import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { POOL_TIMEOUT_MESSAGE } from './db/index.ts';
import { log } from './log.ts';

/** An error with a status and a user-facing detail; everything else becomes a 500 without internals. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    status: ContentfulStatusCode,
    detail: string,
    extra?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    super(detail);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const forbidden = (detail = 'You do not have permission to do this') => new HttpError(403, detail);

const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
  return undefined;
};

/** Parses input with a schema; a failure is a 400 whose detail names the first field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: errorMap });
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  const first = errors[0] ?? { field: 'body', message: 'Invalid input' };
  throw new HttpError(400, `${first.field}: ${first.message}`, { errors });
}

/** Reads a JSON body; a missing or malformed body is a 400, a wrong content type a 415. */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.trim() === '') return {};
  assertNoNul(text, 'body');
  if (!/^application\/(.+\+)?json\b/i.test(type) && type !== '')
    throw new HttpError(415, 'Content-Type must be application/json');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body: Malformed JSON');
  }
}

const PG_CLIENT_ERRORS: Record<string, [ContentfulStatusCode, string]> = {
  '22P02': [400, 'Invalid identifier or value'],
  '22021': [400, 'Text contains characters that cannot be stored'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '23505': [409, 'This already exists'],
  '23503': [409, 'This refers to something that does not exist or is still in use'],
};

/** NUL characters cannot be stored in PostgreSQL text: refuse them up front with a 400. */
export function assertNoNul(text: string, field: string) {
  if (text.includes('\0') || /\\u0000/i.test(text))
    throw new HttpError(400, `${field}: Text must not contain NUL characters`);
}

export function errorResponse(c: Context, error: unknown) {
  if (error instanceof HttpError) {
    if (error.headers) for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
    return c.json({ detail: error.message, ...error.extra }, error.status);
  }
  // Input PostgreSQL refuses is the caller's mistake, not a server fault.
  const pgCode = (error as { code?: unknown }).code;
  if (typeof pgCode === 'string' && PG_CLIENT_ERRORS[pgCode]) {
    const [status, detail] = PG_CLIENT_ERRORS[pgCode];
    return c.json({ detail }, status);
  }
  if (error instanceof Error && error.message === POOL_TIMEOUT_MESSAGE) {
    c.header('Retry-After', '2');
    return c.json({ detail: 'The service is busy. Try again in a moment.' }, 503);
  }
  const status = (error as { status?: number }).status;
  // Hono's own HTTPException (e.g. body limit) carries a status.
  if (typeof status === 'number' && status >= 400 && status < 500)
    return c.json({ detail: (error as Error).message || 'Bad request' }, status as ContentfulStatusCode);
  // The error's own message and stack, never a query's bound parameters (serializeError).
  log.error(
    {
      err: error,
      reqId: c.get('requestId') as string | undefined,
      req: { method: c.req.method, url: c.req.path },
    },
    'Unhandled error',
  );
  return c.json({ detail: 'Internal server error' }, 500);
}

export const uuidParam = z.uuid();

/** Path ids that are not UUIDs cannot exist: answer 404 rather than letting PostgreSQL reject them. */
export function idParam(c: Context, name = 'id'): string {
  const value = c.req.param(name) ?? '';
  if (!uuidParam.safeParse(value).success) throw notFound();
  return value;
}
