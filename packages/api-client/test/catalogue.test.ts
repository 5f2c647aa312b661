import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../src/index.ts';
import { json, startServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

type Row = [
  name: string,
  run: (c: ApiClient) => Promise<unknown>,
  method: string,
  path: string,
  body?: unknown,
];

const ticketBody = {
  support_department: 'IT',
  category: 'Hardware',
  subcategory: 'Laptop',
  subject: 'S',
  description: 'D',
  classification: 'Incident',
  priority: 'medium',
  channel: 'Hub',
} as const;

const auditBody = {
  action: 'status_changed',
  description: 'Status: New → Resolved',
  user_name: 'Mia',
  timestamp: '2026-01-01T10:00:00.000Z',
};

/** Every grouped function: its method, path (with encoded parameters) and body. */
const rows: Row[] = [
  ['auth.logout', (c) => c.auth.logout(), 'POST', '/api/auth/logout'],
  ['notifications.unread', (c) => c.notifications.unread(), 'GET', '/api/notifications/unread'],
  [
    'notifications.create',
    (c) => c.notifications.create({ user_id: 'u', ticket_id: 't', update_type: 'comment', message: 'm' }),
    'POST',
    '/api/notifications',
    { user_id: 'u', ticket_id: 't', update_type: 'comment', message: 'm' },
  ],
  [
    'notifications.markRead',
    (c) => c.notifications.markRead('n 1'),
    'PATCH',
    '/api/notifications/n%201/read',
  ],
  [
    'notifications.markAllRead',
    (c) => c.notifications.markAllRead(),
    'PATCH',
    '/api/notifications/mark-all-read',
  ],
  [
    'documents.list',
    (c) => c.documents.list({ department: 'finance', approval_status: 'all' }),
    'GET',
    '/api/documents?department=finance',
  ],
  ['documents.adminList', (c) => c.documents.adminList(), 'GET', '/api/documents/admin'],
  ['documents.ragStats', (c) => c.documents.ragStats(), 'GET', '/api/documents/rag-stats'],
  ['documents.approve', (c) => c.documents.approve('d1'), 'PUT', '/api/documents/d1/approve'],
  [
    'documents.reject',
    (c) => c.documents.reject('d1', 'old'),
    'PUT',
    '/api/documents/d1/reject',
    { notes: 'old' },
  ],
  ['documents.remove', (c) => c.documents.remove('d1'), 'DELETE', '/api/documents/d1'],
  ['chat.sessions', (c) => c.chat.sessions(), 'GET', '/api/chat/sessions'],
  ['chat.deleteSession', (c) => c.chat.deleteSession('s1'), 'DELETE', '/api/chat/sessions/s1'],
  [
    'chat.feedback',
    (c) => c.chat.feedback({ session_id: 's', message_index: 1, rating: 'down' } as never),
    'POST',
    '/api/chat/feedback',
    { session_id: 's', message_index: 1, rating: 'down' },
  ],
  [
    'chat.feedbackList',
    (c) => c.chat.feedbackList({ department: 'finance', rating: 'down' } as never),
    'GET',
    '/api/chat/feedback?department=finance&rating=down',
  ],
  ['tickets.get', (c) => c.tickets.get('t/1'), 'GET', '/api/boost/tickets/t%2F1'],
  ['tickets.create', (c) => c.tickets.create(ticketBody), 'POST', '/api/boost/tickets', ticketBody],
  [
    'tickets.update',
    (c) => c.tickets.update('t1', { status: 'resolved' }),
    'PUT',
    '/api/boost/tickets/t1',
    { status: 'resolved' },
  ],
  [
    'tickets.setBoostAgent',
    (c) => c.tickets.setBoostAgent('t1', { boost_agent_id: null, boost_agent_name: null }),
    'PATCH',
    '/api/boost/tickets/t1/boost-agent',
    { boost_agent_id: null, boost_agent_name: null },
  ],
  ['tickets.myAssigned', (c) => c.tickets.myAssigned(), 'GET', '/api/boost/my-assigned-tickets'],
  [
    'tickets.recentActivity',
    (c) => c.tickets.recentActivity(42),
    'GET',
    '/api/boost/recent-activity?since=42',
  ],
  ['tickets.comments', (c) => c.tickets.comments('t1'), 'GET', '/api/boost/tickets/t1/comments'],
  [
    'tickets.addComment',
    (c) => c.tickets.addComment('t1', { body: 'Hi', is_internal: true, author_name: 'A' }),
    'POST',
    '/api/boost/tickets/t1/comments',
    { body: 'Hi', is_internal: true, author_name: 'A' },
  ],
  ['tickets.audit', (c) => c.tickets.audit('t1'), 'GET', '/api/boost/tickets/t1/audit'],
  ['tickets.attachments', (c) => c.tickets.attachments('t1'), 'GET', '/api/boost/tickets/t1/attachments'],
  [
    'tickets.suggestions',
    (c) => c.tickets.suggestions({ subject: 'Laptop' } as never),
    'POST',
    '/api/boost/ticket-suggestions',
    { subject: 'Laptop' },
  ],
  [
    'tickets.recordAudit',
    (c) => c.tickets.recordAudit('t1', auditBody as never),
    'POST',
    '/api/boost/tickets/t1/audit',
    auditBody,
  ],
  [
    'tickets.suggestionOpened',
    (c) => c.tickets.suggestionOpened('s 1', { document_id: 'd1' } as never),
    'POST',
    '/api/boost/ticket-suggestions/s%201/opened',
    { document_id: 'd1' },
  ],
  ['boost.businessUnits', (c) => c.boost.businessUnits(), 'GET', '/api/boost/business-units'],
  [
    'boost.createBusinessUnit',
    (c) => c.boost.createBusinessUnit({ name: 'North' } as never),
    'POST',
    '/api/boost/business-units',
    { name: 'North' },
  ],
  [
    'boost.updateBusinessUnit',
    (c) => c.boost.updateBusinessUnit('b1', { name: 'South' } as never),
    'PUT',
    '/api/boost/business-units/b1',
    { name: 'South' },
  ],
  [
    'boost.deleteBusinessUnit',
    (c) => c.boost.deleteBusinessUnit('b1'),
    'DELETE',
    '/api/boost/business-units/b1',
  ],
  ['boost.categories', (c) => c.boost.categories(), 'GET', '/api/boost/categories'],
  ['boost.assignees', (c) => c.boost.assignees(), 'GET', '/api/assignees'],
  ['boost.agents', (c) => c.boost.agents(), 'GET', '/api/boost/agents'],
  ['boost.users', (c) => c.boost.users(), 'GET', '/api/boost/users'],
  [
    'boost.updateUser',
    (c) => c.boost.updateUser('u1', { boost_role: 'Agent' }),
    'PUT',
    '/api/boost/users/u1',
    { boost_role: 'Agent' },
  ],
  ['boost.deleteUser', (c) => c.boost.deleteUser('u1'), 'DELETE', '/api/boost/users/u1'],
  ['admin.users', (c) => c.admin.users(), 'GET', '/api/admin/users'],
  [
    'admin.createUser',
    (c) => c.admin.createUser({ email: 'a@b.c', name: 'Ann' } as never),
    'POST',
    '/api/admin/users',
    { email: 'a@b.c', name: 'Ann' },
  ],
  [
    'admin.updateUser',
    (c) => c.admin.updateUser('u1', { name: 'Ann B' } as never),
    'PUT',
    '/api/admin/users/u1',
    { name: 'Ann B' },
  ],
  [
    'admin.setPermissions',
    (c) => c.admin.setPermissions('u1', { permissions: { boost: true } } as never),
    'PUT',
    '/api/admin/users/u1/permissions',
    { permissions: { boost: true } },
  ],
  ['admin.deleteUser', (c) => c.admin.deleteUser('u1'), 'DELETE', '/api/admin/users/u1'],
  [
    'admin.regenerateCode',
    (c) => c.admin.regenerateCode('u1'),
    'POST',
    '/api/admin/users/u1/regenerate-code',
  ],
  ['admin.stats', (c) => c.admin.stats(), 'GET', '/api/admin/stats'],
  ['admin.systemSettings', (c) => c.admin.systemSettings(), 'GET', '/api/admin/system-settings'],
  [
    'admin.saveSystemSettings',
    (c) => c.admin.saveSystemSettings({ model: 'gpt-5' } as never),
    'PUT',
    '/api/admin/system-settings',
    { model: 'gpt-5' },
  ],
  [
    'admin.chatAnalytics',
    (c) => c.admin.chatAnalytics({ league_period: 'last_7_days' }),
    'GET',
    '/api/admin/chat-analytics?league_period=last_7_days',
  ],
  ['admin.apiUsage', (c) => c.admin.apiUsage(), 'GET', '/api/admin/api-usage'],
  ['admin.systemKpis', (c) => c.admin.systemKpis(), 'GET', '/api/admin/system-kpis'],
  ['admin.clearCache.all', (c) => c.admin.clearCache.all(), 'POST', '/api/admin/cache/clear-all'],
  [
    'admin.clearCache.response',
    (c) => c.admin.clearCache.response(),
    'POST',
    '/api/admin/cache/clear-response',
  ],
  [
    'admin.clearCache.retrieval',
    (c) => c.admin.clearCache.retrieval(),
    'POST',
    '/api/admin/cache/clear-retrieval',
  ],
  [
    'admin.clearCache.embedding',
    (c) => c.admin.clearCache.embedding(),
    'POST',
    '/api/admin/cache/clear-embedding',
  ],
];

describe('every call goes to the catalogue method and path, with a bearer token', () => {
  it.each(rows)('%s', async (_name, run, method, path, body) => {
    server.any((_req, res) => json(res, 200, {}));
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok', XMLHttpRequest: null });
    await run(client);
    const [request] = server.seen;
    expect(request?.method).toBe(method);
    expect(`${request?.url.pathname}${request?.url.search}`).toBe(path);
    expect(request?.headers.authorization).toBe('Bearer tok');
    if (body !== undefined) expect(JSON.parse(request?.body.toString() ?? '')).toEqual(body);
  });
});

describe('recordAudit is best effort', () => {
  it('resolves true when the entry is stored', async () => {
    server.on('POST boost/tickets/t1/audit', (_req, res) => json(res, 201, {}));
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok', XMLHttpRequest: null });
    await expect(client.tickets.recordAudit('t1', auditBody as never)).resolves.toBe(true);
  });

  it('resolves false (never rejects) when the server refuses it', async () => {
    server.on('POST boost/tickets/t1/audit', (_req, res) => json(res, 500, { detail: 'audit down' }));
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok', XMLHttpRequest: null });
    await expect(client.tickets.recordAudit('t1', auditBody as never)).resolves.toBe(false);
    expect(server.requestsTo('boost/tickets/t1/audit')).toHaveLength(1);
  });
});

describe('downloadAttachment', () => {
  it("fetches the attachment with the bearer token and the server's file name", async () => {
    server.on('GET boost/tickets/t1/attachments/a%201', (_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/plain',
        'content-disposition': 'attachment; filename="notes.txt"',
      });
      res.end('hello');
    });
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok', XMLHttpRequest: null });
    const file = await client.tickets.downloadAttachment('t1', 'a 1');
    const [request] = server.seen;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/api/boost/tickets/t1/attachments/a%201');
    expect(request?.headers.authorization).toBe('Bearer tok');
    expect(file.filename).toBe('notes.txt');
    expect(await file.blob.text()).toBe('hello');
  });
});
