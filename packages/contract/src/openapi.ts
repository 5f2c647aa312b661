/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint catalogue (the server serves it at
 * /api/openapi.json). Request bodies and queries are described as the client sends them (zod input
 * side), answers as the server sends them (output side).
 */
import { z } from 'zod';
import { API_BASE_PATH, SESSION_COOKIE } from './constants.ts';
import { type EndpointDef, type EndpointKey, endpoints } from './endpoints.ts';
import { pathParamNames } from './routes.ts';
import { errorResponseSchema } from './schemas/common.ts';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const contentTypes = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input; `detail` names the field',
  401: 'Missing, invalid or expired token',
  403: 'Not allowed for this user',
  404: 'Not found, or not visible to this user',
  409: 'Conflicts with the current state',
  413: 'The request body is too large',
  415: 'Unsupported request content type',
  429: 'Too many attempts (see Retry-After)',
  502: 'An upstream service could not be reached',
  503: 'The service is busy; retry shortly (see Retry-After)',
};

/**
 * The error statuses a call may answer: those any call may (bad input, not allowed, not found,
 * conflicts, too many attempts, busy), 401 for calls that take a token, 413 and 415 for calls with a
 * body (its size and content type are checked), and the call's own (`errors`).
 */
function errorStatusesOf(def: EndpointDef): number[] {
  const statuses = new Set([400, 403, 404, 409, 429, 503]);
  if (def.auth !== 'none') statuses.add(401);
  if (def.body) {
    statuses.add(413);
    statuses.add(415);
  }
  for (const status of def.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

function successContent(def: EndpointDef): Record<string, JsonSchema> {
  if (def.responseKind === 'file') {
    const types = def.fileTypes?.length ? def.fileTypes : ['application/octet-stream'];
    return Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  }
  const schema = def.response ? jsonSchema(def.response, 'output') : {};
  if (def.responseKind === 'sse')
    return {
      'text/event-stream': { schema },
      ...(def.jsonAlternative
        ? { 'application/json': { schema: jsonSchema(def.jsonAlternative, 'output') } }
        : {}),
    };
  return { 'application/json': { schema } };
}

function operation(key: EndpointKey, def: EndpointDef): JsonSchema {
  const parameters: JsonSchema[] = pathParamNames(def.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  parameters.push(...queryParameters(def));
  const status = String(def.successStatus ?? 200);
  const description =
    def.responseKind === 'file'
      ? 'The file (Content-Disposition: attachment)'
      : def.responseKind === 'sse'
        ? 'text/event-stream; each `data:` line is JSON of this schema'
        : 'OK';
  const responses: Record<string, JsonSchema> = { [status]: { description, content: successContent(def) } };
  if (def.alsoSuccess)
    responses[String(def.alsoSuccess.status)] = {
      description: def.alsoSuccess.description,
      content: successContent(def),
    };
  const error = {
    'application/json': { schema: jsonSchema(def.errorResponse ?? errorResponseSchema, 'output') },
  };
  for (const code of errorStatusesOf(def)) {
    responses[String(code)] = { description: errorDescriptions[code] ?? 'Error', content: error };
  }
  const op: JsonSchema = {
    operationId: key,
    summary: def.summary,
    tags: [key.split('.')[0]],
    parameters,
    responses,
    // Either one: other apps send a Bearer token, the portal's pages the session cookie.
    security: def.auth === 'bearer' ? [{ bearer: [] }, { cookie: [] }] : [],
  };
  if (def.body) {
    op.requestBody = {
      required: true,
      content: { [contentTypes[def.bodyEncoding ?? 'json']]: { schema: jsonSchema(def.body, 'input') } },
    };
  }
  return op;
}

function queryParameters(def: EndpointDef): JsonSchema[] {
  if (!def.query) return [];
  const query = jsonSchema(def.query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
}

/**
 * Two calls sharing a method and path (GET /documents lists, or downloads with ?file_id=) are one
 * operation: the second's query parameters join as optional ones, and its answers join the first's.
 */
function mergeInto(first: JsonSchema, key: EndpointKey, def: EndpointDef) {
  const op = first as {
    description?: string;
    parameters: JsonSchema[];
    responses: Record<string, { content: Record<string, JsonSchema> }>;
  };
  op.description = `${op.description ?? ''}Also: ${key} (${def.summary}). `;
  for (const parameter of queryParameters(def)) {
    if (!op.parameters.some((p) => p.name === parameter.name && p.in === 'query'))
      op.parameters.push({ ...parameter, required: false });
  }
  const success = op.responses[String(def.successStatus ?? 200)];
  if (success) success.content = { ...success.content, ...successContent(def) };
}

/** `/boost/tickets/:id` -> `/api/boost/tickets/{id}`. */
export function openApiPath(path: string): string {
  return `${API_BASE_PATH}${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
}

export function buildOpenApiDocument(info: { title?: string; version?: string } = {}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [key, def] of Object.entries(endpoints) as [EndpointKey, EndpointDef][]) {
    const path = openApiPath(def.path);
    const item = paths[path] ?? {};
    const method = def.method.toLowerCase();
    // Two calls may share a method and path (GET /documents lists, or downloads with ?file_id=).
    if (item[method]) {
      mergeInto(item[method], key, def);
    } else {
      item[method] = operation(key, def);
    }
    paths[path] = item;
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title ?? 'Portal API', version: info.version ?? '0.1.0' },
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'For other apps: the access_token of POST /api/auth/login (or the corporate callback).',
        },
        cookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `The portal's browser session, set HttpOnly by sign-in (named __Host-${SESSION_COOKIE} over HTTPS). Requests with unsafe methods authenticated by it must carry the portal's own Origin (else 403).`,
        },
      },
    },
  };
}
