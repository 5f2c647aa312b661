import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/index.ts';
import { startServer } from '../src/server.ts';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';

/**
 * The authorization matrix's companion: the takeover chain the hostile test found (issue 15, D1), step
 * by step. A second administrator tried to become the designated user and document administrator by
 * editing e-mails, then to use the role (codes, sign in as someone else, new admins, document deletes)
 * and to lock the real one out. Every step must be refused, audited, and change nothing.
 */
let s: TestServer;
let alex: string;
let eve: string;
const ids = {} as Record<'alex' | 'eve' | 'jordan', string>;

beforeAll(async () => {
  s = await startTestServer();
  alex = await s.login(...DEMO.admin);
  const created = await s.call('POST', '/api/admin/users', {
    token: alex,
    body: { name: 'Eve Second', email: 'eve.second@example.com', role: 'admin', department: 'IT' },
  });
  expect(created.status).toBe(201);
  ids.eve = created.body.id;
  eve = await s.login('eve.second@example.com', created.body.personal_code);
  ids.alex = (await s.call('GET', '/api/auth/me', { token: alex })).body.id;
  ids.jordan = (await s.call('GET', '/api/auth/me', { token: await s.login(...DEMO.user) })).body.id;
});
afterAll(() => s?.stop());

const me = async (token: string) => (await s.call('GET', '/api/auth/me', { token })).body;

async function refusedAudit(actorId: string) {
  const { rows } = await s.database.pool.query<{ action: string; target_id: string | null }>(
    `SELECT action, target_id FROM account_audit WHERE actor_id = $1 AND outcome = 'refused' ORDER BY at`,
    [actorId],
  );
  return rows;
}

describe('a second administrator cannot take over the designated administrator', () => {
  it('refuses every step of the chain, audits each, and leaves the designated administrator in place', async () => {
    expect(await me(eve)).toMatchObject({ is_user_administrator: false, is_document_administrator: false });
    expect(await me(alex)).toMatchObject({ is_user_administrator: true, is_document_administrator: true });

    // 1. Rename the designated account out of the way, and take its address.
    const park = await s.call('PUT', `/api/admin/users/${ids.alex}`, {
      token: eve,
      body: { email: 'alex.parked@example.com' },
    });
    expect(park.status).toBe(403);
    expect(park.body.detail).toMatch(/designated user administrator/);
    const take = await s.call('PUT', `/api/admin/users/${ids.eve}`, {
      token: eve,
      body: { email: DEMO.admin[0] },
    });
    expect(take.status).toBe(403);
    expect(take.body.detail).toMatch(/^email: .*designated/);
    // The BOOST admin's call is the same rule.
    const parkBoost = await s.call('PUT', `/api/boost/users/${ids.alex}`, {
      token: eve,
      body: { email: 'alex.parked@example.com' },
    });
    expect(parkBoost.status).toBe(403);
    expect((await me(alex)).email).toBe(DEMO.admin[0]);
    expect(await me(eve)).toMatchObject({ email: 'eve.second@example.com', is_user_administrator: false });

    // 2. Use the role: a code for Jordan (to sign in as Jordan), a new administrator, a document delete.
    const code = await s.call('POST', `/api/admin/users/${ids.jordan}/regenerate-code`, { token: eve });
    expect(code.status).toBe(403);
    expect(
      (
        await s.call('POST', '/api/auth/login', {
          body: { email: DEMO.user[0], personal_code: DEMO.user[1] },
        })
      ).status,
    ).toBe(200);
    const mallory = await s.call('POST', '/api/admin/users', {
      token: eve,
      body: { name: 'Mallory', email: 'mallory@example.com', role: 'admin' },
    });
    expect(mallory.status).toBe(403);
    const documents = await s.call('GET', '/api/documents', { token: eve });
    const doc = documents.body[0].id as string;
    expect((await s.call('DELETE', `/api/documents/${doc}`, { token: eve })).status).toBe(403);

    // 3. Lock the designated administrator out: deactivate, demote, strip permissions, delete, new code.
    const attempts = [
      s.call('PUT', `/api/admin/users/${ids.alex}`, { token: eve, body: { is_active: false } }),
      s.call('PUT', `/api/admin/users/${ids.alex}`, { token: eve, body: { role: 'user' } }),
      s.call('PUT', `/api/boost/users/${ids.alex}`, { token: eve, body: { boost_role: 'User' } }),
      s.call('PUT', `/api/admin/users/${ids.alex}/permissions`, {
        token: eve,
        body: { permissions: { manage_users: false, manage_permissions: false } },
      }),
      s.call('DELETE', `/api/admin/users/${ids.alex}`, { token: eve }),
      s.call('DELETE', `/api/boost/users/${ids.alex}`, { token: eve }),
      s.call('POST', `/api/admin/users/${ids.alex}/regenerate-code`, { token: eve }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(typeof res.body.detail).toBe('string');
    }
    const after = await s.call('GET', '/api/auth/me', { token: alex });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ is_active: true, role: 'admin', is_user_administrator: true });
    expect(after.body.permissions).toMatchObject({ manage_users: true, manage_permissions: true });
    expect(
      (await s.call('GET', `/api/documents`, { token: alex })).body.map((d: { id: string }) => d.id),
    ).toContain(doc);

    // Harmless edits of the designated account stay open to every user administrator.
    const renamed = await s.call('PUT', `/api/admin/users/${ids.alex}`, {
      token: eve,
      body: { name: 'Alex Morgan', department: 'IT' },
    });
    expect(renamed.status).toBe(200);

    // Every refused attempt is in the audit, against the designated account or the address.
    const refused = await refusedAudit(ids.eve);
    expect(refused.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'account_changed',
        'designated_address_taken',
        'permissions_changed',
        'account_deleted',
      ]),
    );
    expect(refused.length).toBeGreaterThanOrEqual(9);
  });

  it('keeps the designation with the account when the designated administrator changes their own e-mail', async () => {
    const moved = await s.call('PUT', `/api/admin/users/${ids.alex}`, {
      token: alex,
      body: { email: 'alex.m@example.com' },
    });
    expect(moved.status).toBe(200);
    expect(await me(alex)).toMatchObject({ email: 'alex.m@example.com', is_user_administrator: true });
    // The configured address is free now, but still nobody else's to take.
    const take = await s.call('PUT', `/api/admin/users/${ids.eve}`, {
      token: eve,
      body: { email: DEMO.admin[0] },
    });
    expect(take.status).toBe(403);
    expect(await me(eve)).toMatchObject({ email: 'eve.second@example.com', is_user_administrator: false });
    const { rows } = await s.database.pool.query(
      `SELECT actor_id, detail FROM account_audit WHERE target_id = $1 AND action = 'account_changed' AND outcome = 'done'`,
      [ids.alex],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        actor_id: ids.alex,
        detail: expect.objectContaining({ email: { from: DEMO.admin[0], to: 'alex.m@example.com' } }),
      }),
    ]);

    // A restart (or another instance) with the same configuration keeps the binding to the account.
    const database = connect(s.database.url, 3);
    const second = await startServer({ ...s.config, port: 0 }, { database });
    try {
      const base = `http://127.0.0.1:${second.port}`;
      const get = async (token: string) =>
        (await (
          await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as {
          is_user_administrator: boolean;
        };
      expect((await get(alex)).is_user_administrator).toBe(true);
      expect((await get(eve)).is_user_administrator).toBe(false);
    } finally {
      await second.close();
      await database.close();
    }

    // Back to the configured address: the designated administrator's own account may hold it.
    const back = await s.call('PUT', `/api/admin/users/${ids.alex}`, {
      token: alex,
      body: { email: DEMO.admin[0] },
    });
    expect(back.status).toBe(200);
  });

  it('lets the designated administrator change other accounts and issue codes as before', async () => {
    const code = await s.call('POST', `/api/admin/users/${ids.jordan}/regenerate-code`, { token: alex });
    expect(code.status).toBe(200);
    expect(
      (
        await s.call('POST', '/api/auth/login', {
          body: { email: DEMO.user[0], personal_code: code.body.new_code },
        })
      ).status,
    ).toBe(200);
    const demote = await s.call('PUT', `/api/admin/users/${ids.eve}`, {
      token: alex,
      body: { role: 'user' },
    });
    expect(demote.status).toBe(200);
  });
});
