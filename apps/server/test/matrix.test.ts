import { type EndpointKey, endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';

/**
 * Every endpoint of this server x anonymous, user, agent, manager, admin: the status each gets, and
 * every successful JSON answer checked against the contract's response schema. The matrix's sixth
 * column, a second admin against the designated administrators (the takeover chain of renaming the
 * designated account's e-mail, taking it, issuing codes, adding admins, deleting documents, locking
 * the designated one out), needs two admins and the audit trail: designated-admin.test.ts.
 */
const ROLES = ['anon', 'user', 'agent', 'manager', 'admin'] as const;
type RoleName = (typeof ROLES)[number];
type Expect = [number, number, number, number, number];

let s: TestServer;
const tokens = {} as Record<RoleName, string | undefined>;
const ids = {} as Record<string, string>;

function txtFile(name = 'note.txt') {
  const form = new FormData();
  form.append('file', new Blob(['hello from the matrix\n']), name);
  return form;
}

beforeAll(async () => {
  s = await startTestServer();
  tokens.anon = undefined;
  tokens.user = await s.login(...DEMO.user);
  tokens.agent = await s.login(...DEMO.agent);
  tokens.manager = await s.login(...DEMO.manager);
  tokens.admin = await s.login(...DEMO.admin);
  const mine = await s.call('GET', '/api/boost/tickets?scope=created_by_me&page_size=100', {
    token: tokens.user,
  });
  const own = mine.body.items.find((t: { support_department: string }) => t.support_department === 'IT');
  ids.ticket = own.id;
  const other = await s.call('GET', '/api/boost/tickets?search=Corporate%20card%20declined', {
    token: tokens.admin,
  });
  ids.foreign = other.body.items[0].id;
  const up = await s.call('POST', `/api/boost/tickets/${ids.ticket}/attachments`, {
    token: tokens.user,
    body: txtFile(),
  });
  ids.attachment = up.body.id;
  for (const n of [1, 2, 3, 4]) {
    const res = await s.call('POST', '/api/admin/users', {
      token: tokens.admin,
      body: { name: `Target ${n}`, email: `target${n}@example.com`, boost_role: 'User', department: 'IT' },
    });
    ids[`target${n}`] = res.body.id;
  }
  const unit = await s.call('POST', '/api/boost/business-units', {
    token: tokens.admin,
    body: { name: 'Matrix Unit' },
  });
  ids.unit = unit.body.id;
  const agents = await s.call('GET', '/api/boost/agents', { token: tokens.admin });
  ids.robin = agents.body.find((a: { email: string }) => a.email === DEMO.managerDevops[0]).id;
  const me = await s.call('GET', '/api/auth/me', { token: tokens.user });
  ids.jordan = me.body.id;
  // One notification of each person's own, to mark read.
  for (const role of ROLES) {
    if (role === 'anon') continue;
    const who = await s.call('GET', '/api/auth/me', { token: tokens[role] });
    const { rows } = await s.database.pool.query<{ id: string }>(
      `INSERT INTO notifications (user_id, ticket_id, ticket_number, update_type, message, data)
       SELECT $1, id, 'BST-' || number, 'activity', 'For the matrix',
         jsonb_build_object('ticket_subject', subject, 'new_status', status)
       FROM tickets WHERE id = $2 RETURNING id`,
      [who.body.id, ids.ticket],
    );
    ids[`notification.${role}`] = rows[0]?.id ?? '';
  }
});
afterAll(() => s?.stop());

interface Row {
  key: EndpointKey;
  /** The path; `role` for rows whose subject differs per person (their own notification). */
  path: (role: RoleName) => string;
  body?: (role: RoleName) => unknown;
  expect: Expect;
  sse?: boolean;
  /** Sign in anew for this row (the call revokes the token). */
  fresh?: boolean;
  form?: boolean;
}

const ALL_OK: Expect = [401, 200, 200, 200, 200];
const CREATED: Expect = [401, 201, 201, 201, 201];
const MANAGERS: Expect = [401, 403, 403, 200, 200];
const ADMIN_ONLY: Expect = [401, 403, 403, 403, 200];

const rows: Row[] = [
  { key: 'auth.me', path: () => '/auth/me', expect: ALL_OK },
  { key: 'auth.azureConfig', path: () => '/auth/azure/config', expect: [200, 200, 200, 200, 200] },
  { key: 'auth.logout', path: () => '/auth/logout', expect: ALL_OK, fresh: true },
  // Not configured on this server: a 404 whose detail says so, for everyone.
  {
    key: 'auth.azureCallback',
    path: () => '/auth/azure/callback',
    expect: [404, 404, 404, 404, 404],
    form: true,
  },
  { key: 'notifications.unread', path: () => '/notifications/unread', expect: ALL_OK },
  { key: 'notifications.unreadCount', path: () => '/notifications/unread-count', expect: ALL_OK },
  { key: 'notifications.recent', path: () => '/notifications/recent?since=0', expect: ALL_OK },
  { key: 'notifications.markAllRead', path: () => '/notifications/mark-all-read', expect: ALL_OK },
  // Each person's own notification ...
  {
    key: 'notifications.markRead',
    path: (role) => `/notifications/${ids[`notification.${role === 'anon' ? 'admin' : role}`]}/read`,
    expect: ALL_OK,
  },
  // ... and someone else's (the administrator's): 404 to everyone but its owner, whatever their role.
  {
    key: 'notifications.markRead',
    path: () => `/notifications/${ids['notification.admin']}/read`,
    expect: [401, 404, 404, 404, 200],
  },
  {
    key: 'notifications.create',
    path: () => '/notifications',
    body: () => ({
      user_id: ids.jordan,
      ticket_id: ids.ticket,
      update_type: 'activity',
      message: 'Heads up',
    }),
    expect: CREATED,
  },
  { key: 'notifications.stream', path: () => '/notifications/stream', expect: ALL_OK, sse: true },
  { key: 'tickets.list', path: () => '/boost/tickets?status=all_open', expect: ALL_OK },
  { key: 'tickets.get', path: () => `/boost/tickets/${ids.ticket}`, expect: ALL_OK },
  { key: 'tickets.get', path: () => `/boost/tickets/${ids.foreign}`, expect: [401, 404, 404, 200, 200] },
  {
    key: 'tickets.create',
    path: () => '/boost/tickets',
    body: (role) => ({
      support_department: 'IT',
      category: 'Access',
      subcategory: 'Password Reset',
      subject: `IT - Access: matrix ticket by ${role}`,
      description: '<p>Created by the matrix</p>',
      classification: 'Incident',
      priority: 'medium',
      channel: 'Hub',
    }),
    expect: CREATED,
  },
  {
    key: 'tickets.update',
    path: () => `/boost/tickets/${ids.ticket}`,
    body: (r) => ({ tier: r === 'admin' ? 3 : 2 }),
    expect: MANAGERS,
  },
  {
    key: 'tickets.updateBoostAgent',
    path: () => `/boost/tickets/${ids.ticket}/boost-agent`,
    body: () => ({ boost_agent_id: ids.robin, boost_agent_name: 'Robin Clark' }),
    expect: MANAGERS,
  },
  { key: 'tickets.myAssigned', path: () => '/boost/my-assigned-tickets', expect: ALL_OK },
  { key: 'tickets.recentActivity', path: () => '/boost/recent-activity?since=0', expect: ALL_OK },
  { key: 'tickets.comments.list', path: () => `/boost/tickets/${ids.ticket}/comments`, expect: ALL_OK },
  {
    key: 'tickets.comments.create',
    path: () => `/boost/tickets/${ids.ticket}/comments`,
    body: (r) => ({ body: `Public note from ${r}`, is_internal: false }),
    expect: CREATED,
  },
  {
    key: 'tickets.comments.create',
    path: () => `/boost/tickets/${ids.ticket}/comments`,
    body: (r) => ({ body: `Internal note from ${r}`, is_internal: true }),
    expect: [401, 403, 201, 201, 201],
  },
  { key: 'tickets.audit.list', path: () => `/boost/tickets/${ids.ticket}/audit`, expect: ALL_OK },
  // A plain append by anyone who may see the ticket. Only known actions are accepted at all (an unknown
  // one is a 400 for everyone).
  {
    key: 'tickets.audit.create',
    path: () => `/boost/tickets/${ids.ticket}/audit`,
    body: (r) => ({ action: 'comment_added', description: `Comment by ${r}` }),
    expect: CREATED,
  },
  {
    key: 'tickets.audit.create',
    path: () => `/boost/tickets/${ids.ticket}/audit`,
    body: () => ({ action: 'sla_breach\u200b', description: 'SLA breached' }),
    expect: [401, 400, 400, 400, 400],
  },
  { key: 'tickets.attachments.list', path: () => `/boost/tickets/${ids.ticket}/attachments`, expect: ALL_OK },
  {
    key: 'tickets.attachments.upload',
    path: () => `/boost/tickets/${ids.ticket}/attachments`,
    body: () => txtFile('matrix.txt'),
    expect: CREATED,
  },
  {
    key: 'tickets.attachments.download',
    path: () => `/boost/tickets/${ids.ticket}/attachments/${ids.attachment}`,
    expect: ALL_OK,
  },
  { key: 'boost.categories', path: () => '/boost/categories', expect: ALL_OK },
  { key: 'boost.agents', path: () => '/boost/agents', expect: ALL_OK },
  { key: 'assignees.list', path: () => '/assignees', expect: ALL_OK },
  { key: 'boost.users.list', path: () => '/boost/users', expect: MANAGERS },
  {
    key: 'boost.users.update',
    path: () => `/boost/users/${ids.target1}`,
    body: () => ({ boost_role: 'Agent' }),
    expect: ADMIN_ONLY,
  },
  { key: 'boost.users.delete', path: () => `/boost/users/${ids.target1}`, expect: ADMIN_ONLY },
  { key: 'businessUnits.list', path: () => '/boost/business-units', expect: ALL_OK },
  {
    key: 'businessUnits.create',
    path: () => '/boost/business-units',
    body: (r) => ({ name: `Unit by ${r}`, code: 'MX', type: 'Other' }),
    expect: [401, 403, 403, 403, 201],
  },
  {
    key: 'businessUnits.update',
    path: () => `/boost/business-units/${ids.unit}`,
    body: () => ({ status: 'Inactive' }),
    expect: ADMIN_ONLY,
  },
  { key: 'businessUnits.delete', path: () => `/boost/business-units/${ids.unit}`, expect: ADMIN_ONLY },
  { key: 'admin.users.list', path: () => '/admin/users', expect: MANAGERS },
  {
    key: 'admin.users.create',
    path: () => '/admin/users',
    body: (r) => ({ name: `New ${r}`, email: `new.${r}@example.com`, role: 'user', department: null }),
    expect: [401, 403, 403, 403, 201],
  },
  {
    key: 'admin.users.update',
    path: () => `/admin/users/${ids.target2}`,
    body: () => ({ name: 'Renamed Target', is_active: true }),
    expect: ADMIN_ONLY,
  },
  { key: 'admin.users.delete', path: () => `/admin/users/${ids.target3}`, expect: ADMIN_ONLY },
  {
    key: 'admin.users.updatePermissions',
    path: () => `/admin/users/${ids.target4}/permissions`,
    body: () => ({ permissions: { export_reports: true } }),
    expect: ADMIN_ONLY,
  },
  {
    key: 'admin.users.regenerateCode',
    path: () => `/admin/users/${ids.target4}/regenerate-code`,
    expect: ADMIN_ONLY,
  },
  { key: 'admin.stats', path: () => '/admin/stats', expect: MANAGERS },
];

describe('authorization matrix and response shapes', () => {
  for (const row of rows) {
    const def = endpoints[row.key];
    it(`${def.method} ${def.path} (${row.key})`, async () => {
      const got: number[] = [];
      for (const role of ROLES) {
        const token =
          row.fresh && role !== 'anon'
            ? (
                await s.call('POST', '/api/auth/login', {
                  body: { email: DEMO[role][0], personal_code: DEMO[role][1] },
                })
              ).body.access_token
            : tokens[role];
        if (row.sse) {
          const url = `${s.base}/api${row.path(role)}`;
          const controller = new AbortController();
          const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
          const res = await fetch(url, { signal: controller.signal, headers });
          got.push(res.status);
          if (res.ok) expect(res.headers.get('content-type')).toContain('text/event-stream');
          controller.abort();
          continue;
        }
        const res = row.form
          ? await s.call(def.method, `/api${row.path(role)}`, {
              token,
              body: 'code=c&state=s&redirect_uri=http%3A%2F%2Flocalhost%2F&code_verifier=v',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            })
          : await s.call(def.method, `/api${row.path(role)}`, { token, body: row.body?.(role) });
        got.push(res.status);
        if (res.status >= 400) {
          expect(typeof res.body.detail, `${role}: ${JSON.stringify(res.body)}`).toBe('string');
        } else if (def.response && def.responseKind === 'json') {
          const parsed = def.response.safeParse(res.body);
          expect(
            parsed.success,
            `${role} answer: ${parsed.error?.message} ${JSON.stringify(res.body).slice(0, 400)}`,
          ).toBe(true);
        }
      }
      expect(got).toEqual(row.expect);
    });
  }
});

describe('OpenAPI document', () => {
  it('is generated from the endpoint catalogue and lists every call', async () => {
    const res = await s.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const row of rows) {
      const def = endpoints[row.key];
      const path = `/api${def.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(res.body.paths[path]?.[def.method.toLowerCase()], `${def.method} ${path}`).toBeDefined();
    }
  });
});
