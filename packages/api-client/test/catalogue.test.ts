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
  ['boost.businessUnits', (c) => c.boost.businessUnits(), 'GET', '/api/boost/business-units'],
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
    'admin.chatAnalytics',
    (c) => c.admin.chatAnalytics({ league_period: 'last_7_days' }),
    'GET',
    '/api/admin/chat-analytics?league_period=last_7_days',
  ],
  ['admin.apiUsage', (c) => c.admin.apiUsage(), 'GET', '/api/admin/api-usage'],
  ['admin.systemKpis', (c) => c.admin.systemKpis(), 'GET', '/api/admin/system-kpis'],
  ['admin.clearCache.all', (c) => c.admin.clearCache.all(), 'POST', '/api/admin/cache/clear-all'],
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
