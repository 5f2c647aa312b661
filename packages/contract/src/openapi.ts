/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint catalogue (the server serves it at
 * /api/openapi.json). Request bodies and queries are described as the client sends them (zod input
 * side), answers as the server sends them (output side).
 */
import { z } from 'zod';
import { API_BASE_PATH } from './constants.ts';
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

const errorStatuses: Record<string, string> = {
  '400': 'Invalid input; `detail` names the field',
  '401': 'Missing, invalid or expired token',
  '403': 'Not allowed for this user',
  '404': 'Not found, or not visible to this user',
  '409': 'Conflicts with the current state',
  '429': 'Too many attempts (see Retry-After)',
};

function operation(key: EndpointKey, def: EndpointDef): JsonSchema {
  const parameters: JsonSchema[] = pathParamNames(def.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (def.query) {
    const query = jsonSchema(def.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  const status = String(def.successStatus ?? 200);
  let success: JsonSchema;
  if (def.responseKind === 'file') {
    success = {
      description: 'The file (Content-Disposition: attachment)',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  } else if (def.responseKind === 'sse') {
    success = {
      description: 'text/event-stream; each `data:` line is JSON of this schema',
      content: { 'text/event-stream': { schema: def.response ? jsonSchema(def.response, 'output') : {} } },
    };
  } else {
    success = {
      description: 'OK',
      content: { 'application/json': { schema: def.response ? jsonSchema(def.response, 'output') : {} } },
    };
  }
  const error = { 'application/json': { schema: jsonSchema(errorResponseSchema, 'output') } };
  const responses: Record<string, JsonSchema> = { [status]: success };
  for (const [code, description] of Object.entries(errorStatuses)) {
    if (code === '401' && def.auth === 'none') continue;
    responses[code] = { description, content: error };
  }
  const op: JsonSchema = {
    operationId: key,
    summary: def.summary,
    tags: [key.split('.')[0]],
    parameters,
    responses,
    security:
      def.auth === 'bearer' ? [{ bearer: [] }] : def.auth === 'query-token' ? [{ queryToken: [] }] : [],
  };
  if (def.body) {
    op.requestBody = {
      required: true,
      content: { [contentTypes[def.bodyEncoding ?? 'json']]: { schema: jsonSchema(def.body, 'input') } },
    };
  }
  return op;
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
      const first = item[method] as { description?: string };
      first.description = `${first.description ?? ''}Also: ${key} (${def.summary}). `;
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
        bearer: { type: 'http', scheme: 'bearer' },
        queryToken: { type: 'apiKey', in: 'query', name: 'token' },
      },
    },
  };
}
