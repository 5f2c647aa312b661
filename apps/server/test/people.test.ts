import { readFileSync, statSync } from 'node:fs';
import { defaultPermissionMap, messages } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/index.ts';
import { captureLogs } from '../src/log.ts';
import { adminCodeFile, startServer } from '../src/server.ts';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  // A different designated user administrator than the demo admin, to prove the designation is enforced.
  s = await startTestServer({ USER_ADMIN_EMAIL: 'robin.clark@example.com' });
  admin = await s.login(...DEMO.admin);
});
afterAll(() => s?.stop());

describe('user administration', () => {
  it('tells the signed-in person whether they are the designated user administrator', async () => {
    const me = async (token: string) => (await s.call('GET', '/api/auth/me', { token })).body;
    expect((await me(admin)).is_user_administrator).toBe(false);
    expect((await me(await s.login(...DEMO.managerDevops))).is_user_administrator).toBe(true);
    // Only the person's own answers carry it, not the user list.
    const list = (await s.call('GET', '/api/admin/users', { token: admin })).body as object[];
    expect(list.every((u) => !('is_user_administrator' in u))).toBe(true);
  });

  it('reserves add-user and regenerate-code for the designated administrator', async () => {
    const denied = await s.call('POST', '/api/admin/users', {
      token: admin,
      body: { name: 'Nia Obi', email: 'nia.obi@example.com', role: 'agent' },
    });
    expect(denied.status).toBe(403);
    // Robin is a manager: the designation alone is not enough without manage_users.
    const robin = await s.login(...DEMO.managerDevops);
    expect(
      (
        await s.call('POST', '/api/admin/users', {
          token: robin,
          body: { name: 'Nia', email: 'nia@example.com' },
        })
      ).status,
    ).toBe(403);
    const robinId = (await s.call('GET', '/api/auth/me', { token: robin })).body.id;
    await s.call('PUT', `/api/admin/users/${robinId}/permissions`, {
      token: admin,
      body: { permissions: { manage_users: true } },
    });
    const created = await s.call('POST', '/api/admin/users', {
      token: robin,
      body: { name: 'Nia Obi', email: 'Nia.Obi@Example.com', boost_role: 'Agent', department: 'Finance' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'nia.obi@example.com',
      role: 'agent',
      boost_role: 'Agent',
      department: 'Finance',
    });
    const code = created.body.personal_code as string;
    expect(code.length).toBeGreaterThanOrEqual(12);
    const login = await s.call('POST', '/api/auth/login', {
      body: { email: 'nia.obi@example.com', personal_code: code },
    });
    expect(login.status).toBe(200);

    const list = await s.call('GET', '/api/admin/users', { token: admin });
    const listed = list.body.find((u: { email: string }) => u.email === 'nia.obi@example.com');
    expect(listed.personal_code).toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(code);

    const dup = await s.call('POST', '/api/admin/users', {
      token: robin,
      body: { name: 'Again', email: 'nia.obi@example.com' },
    });
    expect(dup.status).toBe(409);
    const invalid = await s.call('POST', '/api/admin/users', {
      token: robin,
      body: { name: ' ', email: 'x@example.com' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.detail).toMatch(/^name: /);

    expect(
      (await s.call('POST', `/api/admin/users/${created.body.id}/regenerate-code`, { token: admin })).status,
    ).toBe(403);
    const regen = await s.call('POST', `/api/admin/users/${created.body.id}/regenerate-code`, {
      token: robin,
    });
    expect(regen.status).toBe(200);
    expect(regen.body.new_code).not.toBe(code);
    const old = await s.call('POST', '/api/auth/login', {
      body: { email: 'nia.obi@example.com', personal_code: code },
    });
    expect(old.status).toBe(401);
    const fresh = await s.call('POST', '/api/auth/login', {
      body: { email: 'nia.obi@example.com', personal_code: regen.body.new_code },
    });
    expect(fresh.status).toBe(200);
  });

  it('keeps role and boost role in step, stores permissions and enforces them', async () => {
    const users = await s.call('GET', '/api/boost/users', { token: admin });
    const casey = users.body.find((u: { email: string }) => u.email === DEMO.userFinance[0]);
    const promoted = await s.call('PUT', `/api/boost/users/${casey.id}`, {
      token: admin,
      body: { boost_role: 'Manager' },
    });
    expect(promoted.body).toMatchObject({ role: 'manager', boost_role: 'Manager' });
    const caseyToken = await s.login(...DEMO.userFinance);
    expect((await s.call('GET', '/api/admin/stats', { token: caseyToken })).status).toBe(200);
    const perms = await s.call('PUT', `/api/admin/users/${casey.id}/permissions`, {
      token: admin,
      body: { permissions: { view_statistics: false } },
    });
    expect(perms.body.permissions.view_statistics).toBe(false);
    expect((await s.call('GET', '/api/admin/stats', { token: caseyToken })).status).toBe(403);
    const unknown = await s.call('PUT', `/api/admin/users/${casey.id}/permissions`, {
      token: admin,
      body: { permissions: { fly: true } },
    });
    expect(unknown.status).toBe(400);
    const deactivated = await s.call('PUT', `/api/admin/users/${casey.id}`, {
      token: admin,
      body: { is_active: false },
    });
    expect(deactivated.body.is_active).toBe(false);
    expect((await s.call('GET', '/api/auth/me', { token: caseyToken })).status).toBe(401);
    const assignees = await s.call('GET', '/api/assignees', { token: admin });
    expect(assignees.body.some((a: { id: string }) => a.id === casey.id)).toBe(false);
  });

  it("resets a stored permission map to the new role's defaults on a role change: a demoted admin keeps no admin rights", async () => {
    const users = await s.call('GET', '/api/admin/users', { token: admin });
    const tom = users.body.find((u: { email: string }) => u.email === DEMO.agentHr[0]);
    const promoted = await s.call('PUT', `/api/admin/users/${tom.id}`, {
      token: admin,
      body: { role: 'admin' },
    });
    expect(promoted.body.permissions.manage_users).toBe(true);
    // Saving the permission dialog stores a full map: manage_users and manage_permissions included.
    const stored = await s.call('PUT', `/api/admin/users/${tom.id}/permissions`, {
      token: admin,
      body: { permissions: { export_reports: true } },
    });
    expect(stored.body.permissions).toMatchObject({ manage_users: true, manage_permissions: true });
    const tomToken = await s.login(...DEMO.agentHr);
    expect((await s.call('GET', '/api/admin/users', { token: tomToken })).status).toBe(200);

    const demoted = await s.call('PUT', `/api/admin/users/${tom.id}`, {
      token: admin,
      body: { role: 'agent' },
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body.permissions).toEqual(defaultPermissionMap('agent'));
    // The demoted person can neither administer users nor give themselves their rights back.
    expect((await s.call('GET', '/api/admin/users', { token: tomToken })).status).toBe(403);
    expect(
      (await s.call('PUT', `/api/admin/users/${tom.id}`, { token: tomToken, body: { role: 'admin' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await s.call('PUT', `/api/admin/users/${tom.id}/permissions`, {
          token: tomToken,
          body: { permissions: { manage_users: true, manage_permissions: true } },
        })
      ).status,
    ).toBe(403);
    expect((await s.call('GET', '/api/auth/me', { token: tomToken })).body.permissions.manage_users).toBe(
      false,
    );

    // The same through the BOOST admin's role select (boost_role).
    await s.call('PUT', `/api/boost/users/${tom.id}`, { token: admin, body: { boost_role: 'Admin' } });
    await s.call('PUT', `/api/admin/users/${tom.id}/permissions`, {
      token: admin,
      body: { permissions: { export_reports: true } },
    });
    const viaBoost = await s.call('PUT', `/api/boost/users/${tom.id}`, {
      token: admin,
      body: { boost_role: 'User' },
    });
    expect(viaBoost.body.permissions).toEqual(defaultPermissionMap('user'));
    // A change that keeps the role keeps the stored map.
    await s.call('PUT', `/api/admin/users/${tom.id}/permissions`, {
      token: admin,
      body: { permissions: { export_reports: true } },
    });
    const renamed = await s.call('PUT', `/api/admin/users/${tom.id}`, {
      token: admin,
      body: { name: 'Tom Baker', role: 'user' },
    });
    expect(renamed.body.permissions.export_reports).toBe(true);
    await s.call('PUT', `/api/admin/users/${tom.id}`, { token: admin, body: { role: 'agent' } });
  });

  it('enforces the permission map, not the role, on the calls the catalogue governs', async () => {
    const users = await s.call('GET', '/api/admin/users', { token: admin });
    const idOf = (email: string) => users.body.find((u: { email: string }) => u.email === email).id;
    const sam = await s.login(...DEMO.agent);
    const maria = await s.login(...DEMO.manager);
    const grant = (email: string, permissions: Record<string, boolean>) =>
      s.call('PUT', `/api/admin/users/${idOf(email)}/permissions`, { token: admin, body: { permissions } });

    // view_statistics: the admin stats.
    expect((await s.call('GET', '/api/admin/stats', { token: sam })).status).toBe(403);
    await grant(DEMO.agent[0], { view_statistics: true });
    expect((await s.call('GET', '/api/admin/stats', { token: sam })).status).toBe(200);
    await grant(DEMO.agent[0], { view_statistics: false });

    // view_all_tickets: a manager without it sees their department and their own only.
    const all = (await s.call('GET', '/api/boost/tickets?page_size=1', { token: maria })).body.total;
    await grant(DEMO.manager[0], { view_all_tickets: false });
    const narrowed = await s.call('GET', '/api/boost/tickets?page_size=100', { token: maria });
    expect(narrowed.body.total).toBeLessThan(all);
    const mariaId = idOf(DEMO.manager[0]);
    for (const ticket of narrowed.body.items)
      expect(
        ticket.support_department === 'OS Support' ||
          [ticket.requester_id, ticket.owner_id, ticket.boost_agent_id].includes(mariaId),
      ).toBe(true);
    await grant(DEMO.manager[0], { view_all_tickets: true });

    // manage_business_units, and assign_tickets / manage_users for the user list.
    await grant(DEMO.manager[0], { manage_business_units: true, assign_tickets: false });
    const unit = await s.call('POST', '/api/boost/business-units', {
      token: maria,
      body: { name: 'Granted Unit' },
    });
    expect(unit.status).toBe(201);
    expect(
      (await s.call('DELETE', `/api/boost/business-units/${unit.body.id}`, { token: maria })).status,
    ).toBe(200);
    expect((await s.call('GET', '/api/boost/users', { token: maria })).status).toBe(403);
    await grant(DEMO.manager[0], { manage_business_units: false, assign_tickets: true });
    expect((await s.call('GET', '/api/boost/users', { token: maria })).status).toBe(200);
  });

  it('answers admin stats in the spec field names', async () => {
    const stats = await s.call('GET', '/api/admin/stats', { token: admin });
    expect(stats.body).toMatchObject({
      totalTickets: 40,
      totalUsers: expect.any(Number),
      activeUsers: expect.any(Number),
    });
    expect(stats.body.openTickets).toBeLessThan(40);
    // Documents and chat sessions are counted from their own tables (the demo seeds both).
    const knowledge = await s.database.pool.query<{ documents: number; sessions: number }>(
      'SELECT (SELECT count(*) FROM documents)::int AS documents, (SELECT count(*) FROM chat_sessions)::int AS sessions',
    );
    expect(knowledge.rows[0]?.documents).toBeGreaterThan(0);
    expect(stats.body.totalDocuments).toBe(knowledge.rows[0]?.documents);
    expect(stats.body.totalSessions).toBe(knowledge.rows[0]?.sessions);
  });

  it('protects business units by permission and refuses duplicates', async () => {
    const units = await s.call('GET', '/api/boost/business-units', { token: admin });
    expect(units.body.map((u: { name: string }) => u.name).sort()).toEqual([
      'Africa Division',
      'Asia Pacific',
      'Finance Team',
      'IT Department',
      'London Office',
    ]);
    const dup = await s.call('POST', '/api/boost/business-units', {
      token: admin,
      body: { name: 'asia pacific' },
    });
    expect(dup.status).toBe(409);
    const blank = await s.call('POST', '/api/boost/business-units', { token: admin, body: { name: '' } });
    expect(blank.status).toBe(400);
    const made = await s.call('POST', '/api/boost/business-units', {
      token: admin,
      body: { name: 'Latin America' },
    });
    expect(made.body).toMatchObject({ type: 'Business Support', status: 'Active' });
  });

  it('does not let an administrator delete or demote themselves', async () => {
    const me = (await s.call('GET', '/api/auth/me', { token: admin })).body;
    // Both screens' Delete (system administration and BOOST admin) are refused for one's own row,
    // with the words the screens show beside the disabled item.
    for (const path of [`/api/admin/users/${me.id}`, `/api/boost/users/${me.id}`]) {
      const refused = await s.call('DELETE', path, { token: admin });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(messages.cannotDeleteOwnAccount);
    }
    expect((await s.call('GET', '/api/auth/me', { token: admin })).status).toBe(200);
    expect(
      (await s.call('PUT', `/api/admin/users/${me.id}`, { token: admin, body: { role: 'user' } })).status,
    ).toBe(409);
  });
});

describe('DEMO=0 on a database that once held the demo data', () => {
  it('revokes the published demo codes and their sessions, and leaves a designated administrator who can sign in', {
    timeout: 180_000,
  }, async () => {
    const demo = await startTestServer();
    const demoToken = await demo.login(...DEMO.user);
    const database = connect(demo.database.url, 5);
    const logs = captureLogs();
    let plain: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      plain = await startServer(
        { ...demo.config, port: 0, demo: false, retireDemo: true, userAdminEmail: 'it.admin@example.com' },
        { database },
      );
    } finally {
      logs.stop();
    }
    try {
      expect(logs.text()).toMatch(/revoked the published demo personal codes of .*alex\.morgan@example\.com/);
      const base = `http://127.0.0.1:${plain.port}`;
      for (const [email, code] of Object.values(DEMO)) {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, personal_code: code }),
        });
        expect(res.status, email).toBe(401);
      }
      // Sessions opened with a demo code end too.
      expect((await demo.call('GET', '/api/auth/me', { token: demoToken })).status).toBe(401);
      // No administrator had a code left: the designated one is created with a one-time code.
      // The one-time code is in a file for this account only, never in a log line.
      const [email, code] = readFileSync(adminCodeFile(demo.config), 'utf8').trim().split(' ');
      expect(email).toBe('it.admin@example.com');
      expect(logs.text()).toContain(adminCodeFile(demo.config));
      expect(logs.text()).not.toContain(code);
      const token = await demo.login('it.admin@example.com', code ?? '');
      const users = await demo.call('GET', '/api/admin/users', { token });
      // The demo accounts and their data stay, without a usable code.
      expect(users.body.some((u: { email: string }) => u.email === DEMO.admin[0])).toBe(true);
    } finally {
      await plain.close();
      await database.close();
      await demo.stop();
    }
  });
});

describe('first start without demo data', () => {
  it('creates only the designated administrator with a one-time code', async () => {
    const { startTestServer: start } = await import('./helpers.ts');
    const logs = captureLogs();
    let plain: TestServer | undefined;
    try {
      plain = await start({ DEMO: '0', USER_ADMIN_EMAIL: 'it.admin@example.com' });
    } finally {
      logs.stop();
    }
    try {
      const file = adminCodeFile(plain.config);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const [email, code = ''] = readFileSync(file, 'utf8').trim().split(' ');
      expect(email).toBe('it.admin@example.com');
      expect(logs.text()).toContain(
        `First start: created administrator it.admin@example.com; the one-time personal code is in ${file}`,
      );
      expect(logs.text()).not.toContain(code);
      const demo = await plain.call('POST', '/api/auth/login', {
        body: { email: DEMO.admin[0], personal_code: DEMO.admin[1] },
      });
      expect(demo.status).toBe(401);
      const token = await plain.login('it.admin@example.com', code);
      const users = await plain.call('GET', '/api/admin/users', { token });
      expect(users.body).toHaveLength(1);
      expect(users.body[0]).toMatchObject({ role: 'admin', email: 'it.admin@example.com' });
    } finally {
      await plain.stop();
    }
  });
});
