import type { Permission } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ACCOUNTS, type KnowledgeServer, startKnowledgeServer } from './harness.ts';

/**
 * The effective permission map is enforced by every knowledge call (README: "Permissions"): taking a
 * permission away (PUT /admin/users/{id}/permissions) makes the matching call a 403 that names it;
 * granting it again allows the call.
 */
let s: KnowledgeServer;
let admin: string;
beforeAll(async () => {
  s = await startKnowledgeServer();
  admin = await s.token('admin');
}, 60_000);
afterAll(() => s.stop());

async function setPermission(who: keyof typeof ACCOUNTS, permission: Permission, value: boolean) {
  const res = await s.call('PUT', `/api/admin/users/${await s.userId(who)}/permissions`, {
    token: admin,
    body: { permissions: { [permission]: value } },
  });
  expect(res.status).toBe(200);
}

let uploads = 0;
async function upload(token: string) {
  const fd = new FormData();
  fd.set(
    'file',
    new File([`# Note ${++uploads}\n\nA short note number ${uploads} about parking.`], `note-${uploads}.txt`),
  );
  fd.set('department', 'other');
  return s.call('POST', '/api/documents/upload', { token, body: fd });
}

/** A conversation of the plain user's, for the calls on one session. */
async function userConversation() {
  const session = crypto.randomUUID();
  await s.call('POST', '/api/chat/send', {
    token: await s.token('user'),
    body: { session_id: session, message: 'Where do I park?', stream: false },
  });
  return session;
}

type Call = (token: string, prepared: string) => Promise<{ status: number; body: any }>;
interface Case {
  permission: Permission;
  who: keyof typeof ACCOUNTS;
  what: string;
  /** Makes what the call needs (once: the denied call must leave it as it was). */
  prepare?: () => Promise<string>;
  call: Call;
  allowed: number;
}

const cases: Case[] = [
  {
    permission: 'use_ai_chat',
    who: 'user',
    what: 'POST /chat/send',
    call: (token) =>
      s.call('POST', '/api/chat/send', {
        token,
        body: { session_id: crypto.randomUUID(), message: 'Where do I park?', stream: false },
      }),
    allowed: 200,
  },
  {
    permission: 'view_chat_history',
    who: 'user',
    what: 'GET /chat/sessions',
    call: (token) => s.call('GET', '/api/chat/sessions', { token }),
    allowed: 200,
  },
  {
    permission: 'view_chat_history',
    who: 'user',
    what: 'GET /chat/sessions/{id}/messages',
    prepare: () => userConversation(),
    call: (token, session) => s.call('GET', `/api/chat/sessions/${session}/messages`, { token }),
    allowed: 200,
  },
  {
    // Users do not have it by default: granting it is what lets them delete their conversations.
    permission: 'delete_conversations',
    who: 'user',
    what: 'DELETE /chat/sessions/{id}',
    prepare: () => userConversation(),
    call: (token, session) => s.call('DELETE', `/api/chat/sessions/${session}`, { token }),
    allowed: 200,
  },
  {
    permission: 'view_documents',
    who: 'user',
    what: 'GET /documents',
    call: (token) => s.call('GET', '/api/documents', { token }),
    allowed: 200,
  },
  {
    permission: 'view_documents',
    who: 'user',
    what: 'POST /boost/ticket-suggestions',
    call: (token) => s.call('POST', '/api/boost/ticket-suggestions', { token, body: { subject: 'Parking' } }),
    allowed: 200,
  },
  {
    permission: 'upload_documents',
    who: 'admin',
    what: 'POST /documents/upload',
    call: (token) => upload(token),
    allowed: 201,
  },
  {
    permission: 'approve_documents',
    who: 'admin',
    what: 'PUT /documents/{id}/approve',
    prepare: async () => (await upload(admin)).body.id,
    call: (token, id) => s.call('PUT', `/api/documents/${id}/approve`, { token }),
    allowed: 200,
  },
  {
    permission: 'approve_documents',
    who: 'admin',
    what: 'PUT /documents/{id}/reject',
    prepare: async () => (await upload(admin)).body.id,
    call: (token, id) => s.call('PUT', `/api/documents/${id}/reject`, { token, body: { notes: 'No' } }),
    allowed: 200,
  },
  {
    permission: 'admin_documents',
    who: 'admin',
    what: 'GET /documents/admin',
    call: (token) => s.call('GET', '/api/documents/admin', { token }),
    allowed: 200,
  },
  {
    permission: 'manage_documents',
    who: 'admin',
    what: 'DELETE /documents/{id} (the designated document administrator)',
    prepare: async () => (await upload(admin)).body.id,
    call: (token, id) => s.call('DELETE', `/api/documents/${id}`, { token }),
    allowed: 200,
  },
  {
    permission: 'system_settings',
    who: 'admin2',
    what: 'PUT /admin/system-settings',
    call: (token) =>
      s.call('PUT', '/api/admin/system-settings', { token, body: { response_cache_hours: 6 } }),
    allowed: 200,
  },
  {
    permission: 'system_settings',
    who: 'admin2',
    what: 'POST /admin/cache/clear-all',
    call: (token) => s.call('POST', '/api/admin/cache/clear-all', { token }),
    allowed: 200,
  },
];

describe('the permission map is enforced', () => {
  for (const c of cases) {
    it(`${c.permission}: ${c.what}`, async () => {
      const token = await s.token(c.who);
      const prepared = c.prepare ? await c.prepare() : '';
      await setPermission(c.who, c.permission, false);
      const denied = await c.call(token, prepared);
      expect(denied.status).toBe(403);
      expect(denied.body.detail).toBe(`Permission required: ${c.permission}`);
      await setPermission(c.who, c.permission, true);
      const allowed = await c.call(token, prepared);
      expect(allowed.status).toBe(c.allowed);
    });
  }

  it('granting system_settings lets a manager change the settings (no admin role needed)', async () => {
    const manager = await s.token('manager');
    const put = () =>
      s.call('PUT', '/api/admin/system-settings', { token: manager, body: { response_cache_hours: 72 } });
    expect((await put()).status).toBe(403);
    await setPermission('manager', 'system_settings', true);
    const ok = await put();
    expect(ok.status).toBe(200);
    expect(ok.body.response_cache_hours).toBe(72);
  });

  it('role rules stay: approve_documents does not make a manager an approver', async () => {
    const manager = await s.token('manager');
    const id = (await upload(admin)).body.id;
    const res = await s.call('PUT', `/api/documents/${id}/approve`, { token: manager });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Admin access required');
  });
});
