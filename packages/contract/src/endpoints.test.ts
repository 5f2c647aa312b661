import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  type EndpointBody,
  type EndpointBodyData,
  type EndpointKey,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointKeys,
  endpoints,
} from './endpoints.ts';
import { buildOpenApiDocument, openApiPath } from './openapi.ts';
import { endpointPath, endpointUrl, pathParamNames, routePattern } from './routes.ts';
import type { Ticket, TicketListResponse } from './schemas/tickets.ts';
import type { User } from './schemas/users.ts';

describe('catalogue', () => {
  it('lists every call of both specs and the issues', () => {
    const calls = endpointKeys.map((k) => `${endpoints[k].method} ${endpoints[k].path}`);
    const expected = [
      'POST /auth/login',
      'POST /auth/logout',
      'GET /auth/me',
      'GET /auth/azure/config',
      'POST /auth/azure/callback',
      'GET /notifications/unread',
      // Issue 15: the bell's badge counts every unread one, not the 50 it lists.
      'GET /notifications/unread-count',
      'GET /notifications/recent',
      'GET /notifications/stream',
      'POST /notifications',
      'PATCH /notifications/:id/read',
      'PATCH /notifications/mark-all-read',
      'GET /boost/tickets',
      'GET /boost/tickets/:id',
      'POST /boost/tickets',
      'PUT /boost/tickets/:id',
      'PATCH /boost/tickets/:id/boost-agent',
      'GET /boost/my-assigned-tickets',
      'GET /boost/recent-activity',
      'GET /boost/tickets/:id/comments',
      'POST /boost/tickets/:id/comments',
      'GET /boost/tickets/:id/audit',
      'POST /boost/tickets/:id/audit',
      'GET /boost/tickets/:id/attachments',
      'POST /boost/tickets/:id/attachments',
      'GET /boost/tickets/:id/attachments/:attachmentId',
      'POST /boost/ticket-suggestions',
      'POST /boost/ticket-suggestions/:id/opened',
      'GET /boost/categories',
      'GET /boost/agents',
      'GET /assignees',
      'GET /boost/users',
      'PUT /boost/users/:id',
      'DELETE /boost/users/:id',
      'GET /boost/business-units',
      'POST /boost/business-units',
      'PUT /boost/business-units/:id',
      'DELETE /boost/business-units/:id',
      'GET /admin/users',
      'POST /admin/users',
      'PUT /admin/users/:id',
      'DELETE /admin/users/:id',
      'PUT /admin/users/:id/permissions',
      'POST /admin/users/:id/regenerate-code',
      'GET /admin/stats',
      'GET /admin/system-settings',
      'PUT /admin/system-settings',
      'GET /admin/chat-analytics',
      'GET /admin/api-usage',
      'GET /admin/system-kpis',
      'POST /admin/cache/clear-all',
      'POST /admin/cache/clear-response',
      'POST /admin/cache/clear-retrieval',
      'POST /admin/cache/clear-embedding',
      'GET /documents',
      'GET /documents/admin',
      'GET /documents/rag-stats',
      'POST /documents/upload',
      'PUT /documents/:id/approve',
      'PUT /documents/:id/reject',
      'DELETE /documents/:id',
      'GET /chat/sessions',
      'GET /chat/sessions/:id/messages',
      'DELETE /chat/sessions/:id',
      'POST /chat/send',
      'POST /chat/feedback',
      'GET /chat/feedback',
    ];
    expect(new Set(calls)).toEqual(new Set(expected));
  });

  it('only GET /documents is shared (list and download)', () => {
    const seen = new Map<string, EndpointKey[]>();
    for (const key of endpointKeys) {
      const id = `${endpoints[key].method} ${endpoints[key].path}`;
      seen.set(id, [...(seen.get(id) ?? []), key]);
    }
    expect([...seen.values()].filter((keys) => keys.length > 1)).toEqual([
      ['documents.list', 'documents.download'],
    ]);
  });

  it('needs no token only for sign-in calls; the stream takes it in the query', () => {
    expect(endpointKeys.filter((k) => endpoints[k].auth === 'none').sort()).toEqual(
      ['auth.azureCallback', 'auth.azureConfig', 'auth.login'].sort(),
    );
    // The stream authenticates like every other call: no token in its URL.
    expect(endpoints['notifications.stream'].auth).toBe('bearer');
    expect(Object.keys((endpoints['notifications.stream'].query as z.ZodObject).shape)).not.toContain(
      'token',
    );
  });

  it('describes encodings and answer kinds', () => {
    expect(endpoints['auth.azureCallback'].bodyEncoding).toBe('form');
    expect(endpoints['tickets.attachments.upload'].bodyEncoding).toBe('multipart');
    expect(endpoints['documents.upload'].bodyEncoding).toBe('multipart');
    expect(endpoints['chat.send'].responseKind).toBe('sse');
    expect(endpoints['tickets.attachments.download'].responseKind).toBe('file');
    expect(endpoints['documents.download'].responseKind).toBe('file');
    expect(endpoints['tickets.create'].successStatus).toBe(201);
    expect(endpoints['tickets.update'].successStatus).toBe(200);
  });

  it('GET calls carry no body; JSON calls have a response schema', () => {
    for (const key of endpointKeys) {
      const def = endpoints[key];
      if (def.method === 'GET') expect('body' in def, key).toBe(false);
      if (def.responseKind !== 'file') expect(def.response, key).not.toBeNull();
    }
  });
});

describe('paths', () => {
  it('fills and encodes parameters', () => {
    expect(endpointPath('tickets.get', { id: 'abc' })).toBe('/boost/tickets/abc');
    expect(endpointPath('tickets.attachments.download', { id: 't 1', attachmentId: 'a/2' })).toBe(
      '/boost/tickets/t%201/attachments/a%2F2',
    );
    expect(endpointPath('auth.me')).toBe('/auth/me');
    expect(endpointUrl('tickets.get', { id: 'abc' })).toBe('/api/boost/tickets/abc');
    expect(routePattern('tickets.comments.create')).toBe('/api/boost/tickets/:id/comments');
    expect(openApiPath('/boost/tickets/:id/attachments/:attachmentId')).toBe(
      '/api/boost/tickets/{id}/attachments/{attachmentId}',
    );
  });

  it('refuses missing parameters', () => {
    expect(() => endpointPath('tickets.get', { id: '' })).toThrow(/id/);
    expect(() => endpointPath('tickets.get', {} as { id: string })).toThrow(/id/);
  });

  it('lists parameter names', () => {
    expect(pathParamNames('/boost/tickets/:id/attachments/:attachmentId')).toEqual(['id', 'attachmentId']);
    expect(pathParamNames('/auth/me')).toEqual([]);
  });
});

describe('helper types', () => {
  it('give the answer, body, query and params of a call', () => {
    expectTypeOf<EndpointResponse<'tickets.get'>>().toEqualTypeOf<Ticket>();
    expectTypeOf<EndpointResponse<'tickets.list'>>().toEqualTypeOf<TicketListResponse>();
    expectTypeOf<EndpointResponse<'admin.users.list'>>().toEqualTypeOf<User[]>();
    expectTypeOf<EndpointResponse<'admin.users.regenerateCode'>>().toEqualTypeOf<{ new_code: string }>();
    expectTypeOf<EndpointResponse<'notifications.markAllRead'>>().toEqualTypeOf<{ count: number }>();
    expectTypeOf<EndpointResponse<'tickets.attachments.download'>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointBody<'auth.me'>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointBody<'tickets.comments.create'>>().toEqualTypeOf<{
      body: string;
      is_internal?: boolean | undefined;
      author_name?: string | undefined;
    }>();
    expectTypeOf<EndpointBodyData<'tickets.comments.create'>['is_internal']>().toEqualTypeOf<boolean>();
    expectTypeOf<EndpointQuery<'admin.chatAnalytics'>>().toEqualTypeOf<{
      league_period?: 'all_time' | 'last_30_days' | 'last_7_days' | undefined;
    }>();
    expectTypeOf<EndpointQuery<'tickets.get'>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointParams<'tickets.attachments.download'>>().toEqualTypeOf<{
      id: string;
      attachmentId: string;
    }>();
  });
});

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument({ title: 'Portal API', version: '1.2.3' }) as {
    openapi: string;
    info: { version: string };
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };

  it('covers every path and method', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.2.3');
    for (const key of endpointKeys) {
      const def = endpoints[key];
      expect(doc.paths[openApiPath(def.path)]?.[def.method.toLowerCase()], key).toBeDefined();
    }
  });

  it('describes bodies, queries and errors', () => {
    const create = doc.paths['/api/boost/tickets']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
      responses: Record<string, unknown>;
    };
    expect(create.requestBody.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['support_department', 'category', 'subject', 'priority']),
    );
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404']),
    );
    const list = doc.paths['/api/boost/tickets']?.get as { parameters: { name: string; in: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['status', 'page', 'page_size']),
    );
    const get = doc.paths['/api/boost/tickets/{id}']?.get as { parameters: { name: string; in: string }[] };
    expect(get.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    const upload = doc.paths['/api/boost/tickets/{id}/attachments']?.post as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    const login = doc.paths['/api/auth/login']?.post as {
      security: unknown[];
      responses: Record<string, unknown>;
    };
    expect(login.security).toEqual([]);
    // A wrong code is a 401 even without a token; a call without a body has no 413/415.
    expect(login.responses['401']).toBeDefined();
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['413', '415', '503']));
    const config = doc.paths['/api/auth/azure/config']?.get as { responses: Record<string, unknown> };
    expect(Object.keys(config.responses).filter((c) => ['401', '413', '415'].includes(c))).toEqual([]);
    // Downloads are documented with the types they are served with.
    const download = doc.paths['/api/boost/tickets/{id}/attachments/{attachmentId}']?.get as {
      responses: Record<string, { content: Record<string, unknown> }>;
    };
    expect(Object.keys(download.responses['200']?.content ?? {})).toEqual(
      expect.arrayContaining(['application/pdf', 'text/plain', 'image/png']),
    );
    const documents = doc.paths['/api/documents']?.get as {
      parameters: { name: string }[];
      responses: Record<string, { content: Record<string, unknown> }>;
    };
    expect(documents.parameters.map((p) => p.name)).toContain('file_id');
    expect(Object.keys(documents.responses['200']?.content ?? {})).toEqual(
      expect.arrayContaining(['application/json', 'application/pdf']),
    );
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});
