import { request } from 'node:http';
import { businessTimeBetween, isOverdue, TICKET_COUNT_EXACT_LIMIT } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSlaBreaches } from '../src/sweep.ts';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const t = {} as Record<'user' | 'casey' | 'agent' | 'priya' | 'manager' | 'admin', string>;
let jordanId: string;
let samId: string;
let priyaId: string;

const newTicket = (over: Record<string, unknown> = {}) => ({
  support_department: 'Finance',
  category: 'Expenses',
  subcategory: 'Expense Claim',
  subject: 'Finance - Expenses: Taxi receipt lost',
  description: '<p>I lost a taxi receipt <script>alert(1)</script></p>',
  classification: 'HowToQuery',
  priority: 'medium',
  channel: 'Hub',
  ...over,
});

beforeAll(async () => {
  s = await startTestServer();
  t.user = await s.login(...DEMO.user);
  t.casey = await s.login(...DEMO.userFinance);
  t.agent = await s.login(...DEMO.agent);
  t.priya = await s.login(...DEMO.agentFinance);
  t.manager = await s.login(...DEMO.manager);
  t.admin = await s.login(...DEMO.admin);
  const people = await s.call('GET', '/api/assignees', { token: t.user });
  const idOf = (email: string) => people.body.find((p: { email: string }) => p.email === email).id;
  jordanId = idOf(DEMO.user[0]);
  samId = idOf(DEMO.agent[0]);
  priyaId = idOf(DEMO.agentFinance[0]);
});
afterAll(() => s?.stop());

describe('ticket creation', () => {
  it('creates with a readable number, the signed-in requester, channel Hub and an SLA due date; HTML kept as given', async () => {
    const res = await s.call('POST', '/api/boost/tickets', {
      token: t.user,
      body: newTicket({
        requester_id: samId,
        requester_name: 'Someone Else',
        conversation_session_id: 'chat-123',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.ticket_number).toMatch(/^BST-\d+$/);
    expect(res.body.id.length).toBeGreaterThan(10);
    expect(res.body).toMatchObject({
      requester_id: jordanId,
      requester_name: 'Jordan Lee',
      channel: 'Hub',
      status: 'open',
      tier: 1,
      conversation_session_id: 'chat-123',
      description: '<p>I lost a taxi receipt <script>alert(1)</script></p>',
    });
    // medium = 120 business hours (default Monday-Friday 09:00-17:00, London): exactly that much
    // working time lies between creation and the due date, whatever day the test runs on; that is 15
    // working days, so more than 18 calendar days (a fixed "three weeks" fails when created on a weekend).
    expect(businessTimeBetween(res.body.created_at, res.body.due_at)).toBe(120 * 3_600_000);
    const due = new Date(res.body.due_at).getTime() - new Date(res.body.created_at).getTime();
    expect(due).toBeGreaterThan(18 * 86_400_000);
    const audit = await s.call('GET', `/api/boost/tickets/${res.body.id}/audit`, { token: t.user });
    expect(audit.body.map((a: { action: string }) => a.action)).toEqual(['created']);
  });

  it('names missing fields and demands a justification for urgent (Critical) priority', async () => {
    const missing = await s.call('POST', '/api/boost/tickets', {
      token: t.user,
      body: newTicket({ subject: undefined }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/^subject: /);
    const blank = await s.call('POST', '/api/boost/tickets', {
      token: t.user,
      body: newTicket({ subject: '   ' }),
    });
    expect(blank.status).toBe(400);
    const urgent = await s.call('POST', '/api/boost/tickets', {
      token: t.user,
      body: newTicket({ priority: 'urgent' }),
    });
    expect(urgent.status).toBe(400);
    expect(urgent.body.detail).toBe('justification: Critical priority requires justification');
    const wrongEnum = await s.call('POST', '/api/boost/tickets', {
      token: t.user,
      body: newTicket({ priority: 'whenever' }),
    });
    expect(wrongEnum.status).toBe(400);
    expect(wrongEnum.body.errors[0].field).toBe('priority');
    const unit = await s.call('POST', '/api/boost/tickets', {
      token: t.user,
      body: newTicket({ business_unit_id: 'nope' }),
    });
    expect(unit.status).toBe(400);
  });

  it('refuses to create without the create_tickets permission (the map is enforced)', async () => {
    const casey = (await s.call('GET', '/api/auth/me', { token: t.casey })).body;
    await s.call('PUT', `/api/admin/users/${casey.id}/permissions`, {
      token: t.admin,
      body: { permissions: { create_tickets: false } },
    });
    const res = await s.call('POST', '/api/boost/tickets', { token: t.casey, body: newTicket() });
    expect(res.status).toBe(403);
    await s.call('PUT', `/api/admin/users/${casey.id}/permissions`, {
      token: t.admin,
      body: { permissions: { create_tickets: true } },
    });
    expect((await s.call('POST', '/api/boost/tickets', { token: t.casey, body: newTicket() })).status).toBe(
      201,
    );
  });
});

describe('visibility', () => {
  it('admin and manager see all; agent sees own department or own; user sees only requested', async () => {
    const all = await s.call('GET', '/api/boost/tickets?page_size=100', { token: t.admin });
    const manager = await s.call('GET', '/api/boost/tickets?page_size=100', { token: t.manager });
    expect(manager.body.total).toBe(all.body.total);
    const agent = await s.call('GET', '/api/boost/tickets?page_size=100', { token: t.agent });
    for (const ticket of agent.body.items)
      expect(
        ticket.support_department === 'IT' ||
          ticket.requester_id === samId ||
          ticket.owner_id === samId ||
          ticket.boost_agent_id === samId,
      ).toBe(true);
    expect(agent.body.total).toBeLessThan(all.body.total);
    const user = await s.call('GET', '/api/boost/tickets?page_size=100', { token: t.user });
    expect(user.body.total).toBeGreaterThan(0);
    for (const ticket of user.body.items) expect(ticket.requester_id).toBe(jordanId);
    const foreign = all.body.items.find((x: { requester_id: string }) => x.requester_id !== jordanId);
    expect((await s.call('GET', `/api/boost/tickets/${foreign.id}`, { token: t.user })).status).toBe(404);
    expect((await s.call('GET', `/api/boost/tickets/${foreign.id}/comments`, { token: t.user })).status).toBe(
      404,
    );
    expect((await s.call('GET', '/api/boost/tickets/not-a-uuid', { token: t.user })).status).toBe(404);
  });
});

describe('filters and pagination', () => {
  it('pages with a total and honours status, priority, department, assigned and search filters', async () => {
    const page1 = await s.call('GET', '/api/boost/tickets?page=1&page_size=7', { token: t.admin });
    const page2 = await s.call('GET', '/api/boost/tickets?page=2&page_size=7', { token: t.admin });
    expect(page1.body.items).toHaveLength(7);
    expect(page1.body.total).toBeGreaterThanOrEqual(40);
    expect(page2.body.items[0].id).not.toBe(page1.body.items[0].id);
    const oldest = await s.call('GET', '/api/boost/tickets?page_size=1&sort=oldest', { token: t.admin });
    expect(new Date(oldest.body.items[0].created_at) <= new Date(page1.body.items[0].created_at)).toBe(true);

    const open = await s.call('GET', '/api/boost/tickets?status=all_open&page_size=100', { token: t.admin });
    expect(open.body.items.every((x: { status: string }) => !['resolved', 'closed'].includes(x.status))).toBe(
      true,
    );
    expect(open.body.total).toBeLessThan(page1.body.total);
    for (const none of ['all', 'none', '']) {
      const r = await s.call(
        'GET',
        `/api/boost/tickets?status=${none}&priority=${none}&support_department=${none}`,
        { token: t.admin },
      );
      expect(r.body.total).toBe(page1.body.total);
    }
    const urgent = await s.call('GET', '/api/boost/tickets?priority=urgent&support_department=IT', {
      token: t.admin,
    });
    expect(urgent.body.total).toBeGreaterThan(0);
    expect(
      urgent.body.items.every(
        (x: { priority: string; support_department: string }) =>
          x.priority === 'urgent' && x.support_department === 'IT',
      ),
    ).toBe(true);
    const unassigned = await s.call('GET', '/api/boost/tickets?assigned_filter=unassigned&page_size=100', {
      token: t.admin,
    });
    expect(unassigned.body.items.every((x: { owner_id: string | null }) => x.owner_id === null)).toBe(true);
    const mine = await s.call('GET', '/api/boost/tickets?assigned_filter=assigned_to_me&page_size=100', {
      token: t.agent,
    });
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.items.every((x: { owner_id: string }) => x.owner_id === samId)).toBe(true);

    const bySubject = await s.call('GET', '/api/boost/tickets?search=vpn%20drops', { token: t.admin });
    expect(bySubject.body.items[0].subject).toContain('VPN drops');
    const number = bySubject.body.items[0].ticket_number;
    const byNumber = await s.call('GET', `/api/boost/tickets?search=${number}`, { token: t.admin });
    expect(byNumber.body.items.map((x: { ticket_number: string }) => x.ticket_number)).toContain(number);
    const byDescription = await s.call('GET', '/api/boost/tickets?search=Kampala%20workshop', {
      token: t.admin,
    });
    expect(byDescription.body.total).toBe(1);
    const wildcard = await s.call('GET', '/api/boost/tickets?search=%25', { token: t.admin });
    expect(wildcard.body.total).toBe(0);
    const bad = await s.call('GET', '/api/boost/tickets?page_size=1000', { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^page_size: /);
  });

  it('never finds a ticket through an internal comment the searcher may not see', async () => {
    const created = await s.call('POST', '/api/boost/tickets', {
      token: t.user,
      body: newTicket({ subject: 'Finance - Expenses: Search leak check' }),
    });
    await s.call('POST', `/api/boost/tickets/${created.body.id}/comments`, {
      token: t.priya,
      body: { body: 'zebra-secret internal remark', is_internal: true },
    });
    const user = await s.call('GET', '/api/boost/tickets?search=zebra-secret', { token: t.user });
    expect(user.body.total).toBe(0);
  });

  it('pages by cursor through the same tickets, in the same order, as by page number', async () => {
    for (const sort of ['newest', 'oldest']) {
      const all = await s.call('GET', `/api/boost/tickets?page_size=100&sort=${sort}`, { token: t.admin });
      expect(all.body.total).toBeLessThanOrEqual(100);
      expect(all.body.next_cursor).toBeNull();
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${cursor}` : '';
        const page = await s.call('GET', `/api/boost/tickets?page_size=7&sort=${sort}${query}`, {
          token: t.admin,
        });
        expect(page.status).toBe(200);
        expect(page.body.total).toBe(all.body.total);
        walked.push(...page.body.items.map((x: { id: string }) => x.id));
        cursor = page.body.next_cursor;
      } while (cursor);
      expect(walked).toEqual(all.body.items.map((x: { id: string }) => x.id));
    }
    const first = await s.call('GET', '/api/boost/tickets?page_size=2', { token: t.admin });
    const other = await s.call(
      'GET',
      `/api/boost/tickets?page_size=2&sort=oldest&cursor=${first.body.next_cursor}`,
      {
        token: t.admin,
      },
    );
    expect(other.status).toBe(400);
    expect(other.body.detail).toMatch(/^cursor: /);
    const forged = await s.call('GET', '/api/boost/tickets?cursor=bm90LWEtY3Vyc29y', { token: t.admin });
    expect(forged.status).toBe(400);
    expect(forged.body.detail).toMatch(/^cursor: /);
  });

  it('finds a ticket by any part of its number, prefix included', async () => {
    const all = await s.call('GET', '/api/boost/tickets?page_size=1', { token: t.admin });
    const number: string = all.body.items[0].ticket_number;
    const digits = number.replace(/^BST-/, '');
    const found = async (search: string) =>
      (
        await s.call('GET', `/api/boost/tickets?page_size=100&search=${encodeURIComponent(search)}`, {
          token: t.admin,
        })
      ).body.items.map((x: { ticket_number: string }) => x.ticket_number);
    for (const search of [
      number,
      number.toLowerCase(),
      `T-${digits}`,
      `-${digits.slice(0, 2)}`,
      digits.slice(1),
    ])
      expect(await found(search)).toContain(number);
    expect(await found(`BST-${digits}9`)).not.toContain(number);
    // Within the prefix: every ticket's number contains it.
    const prefix = await s.call('GET', '/api/boost/tickets?search=bst', { token: t.admin });
    expect(prefix.body.total).toBe(all.body.total);
  });
});

describe('updates and who may make them', () => {
  let id: string;
  beforeAll(async () => {
    id = (await s.call('POST', '/api/boost/tickets', { token: t.user, body: newTicket() })).body.id;
  });

  it('lets only managers and admins change status, priority, tier and owner', async () => {
    for (const body of [
      { status: 'in_progress' },
      { priority: 'high' },
      { tier: 2 },
      { owner_id: priyaId },
    ]) {
      expect((await s.call('PUT', `/api/boost/tickets/${id}`, { token: t.user, body })).status).toBe(403);
      expect((await s.call('PUT', `/api/boost/tickets/${id}`, { token: t.priya, body })).status).toBe(403);
    }
    const res = await s.call('PUT', `/api/boost/tickets/${id}`, {
      token: t.manager,
      body: { status: 'in_progress', priority: 'high', tier: 3, updated_by: 'ignored' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'in_progress',
      priority: 'high',
      tier: 3,
      updated_by: 'Maria Lopez',
    });
  });

  it('moves the ticket to the assignee department and back to unassigned', async () => {
    const assigned = await s.call('PUT', `/api/boost/tickets/${id}`, {
      token: t.manager,
      body: { owner_id: samId, owner_name: 'x' },
    });
    expect(assigned.body).toMatchObject({
      owner_id: samId,
      owner_name: 'Sam Taylor',
      support_department: 'IT',
    });
    const cleared = await s.call('PUT', `/api/boost/tickets/${id}`, {
      token: t.manager,
      body: { owner_id: null },
    });
    expect(cleared.body.owner_id).toBeNull();
    const agent = await s.call('PATCH', `/api/boost/tickets/${id}/boost-agent`, {
      token: t.admin,
      body: { boost_agent_id: priyaId },
    });
    expect(agent.body).toMatchObject({ boost_agent_id: priyaId, boost_agent_name: 'Priya Shah' });
    const none = await s.call('PATCH', `/api/boost/tickets/${id}/boost-agent`, {
      token: t.admin,
      body: { boost_agent_id: null },
    });
    expect(none.body.boost_agent_id).toBeNull();
    const ghost = await s.call('PUT', `/api/boost/tickets/${id}`, {
      token: t.manager,
      body: { owner_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(ghost.status).toBe(400);
  });

  it('lets the requester mark resolved only while waiting on them; closed only by manager or admin', async () => {
    expect(
      (await s.call('PUT', `/api/boost/tickets/${id}`, { token: t.user, body: { status: 'resolved' } }))
        .status,
    ).toBe(403);
    await s.call('PUT', `/api/boost/tickets/${id}`, {
      token: t.manager,
      body: { status: 'waiting_customer' },
    });
    expect(
      (await s.call('PUT', `/api/boost/tickets/${id}`, { token: t.casey, body: { status: 'resolved' } }))
        .status,
    ).toBe(404);
    expect(
      (await s.call('PUT', `/api/boost/tickets/${id}`, { token: t.user, body: { status: 'closed' } })).status,
    ).toBe(403);
    const resolved = await s.call('PUT', `/api/boost/tickets/${id}`, {
      token: t.user,
      body: { status: 'resolved' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.status).toBe('resolved');
    expect(resolved.body.resolved_at).not.toBeNull();
    expect(
      (await s.call('PUT', `/api/boost/tickets/${id}`, { token: t.agent, body: { status: 'closed' } }))
        .status,
    ).toBe(403);
    const closed = await s.call('PUT', `/api/boost/tickets/${id}`, {
      token: t.admin,
      body: { status: 'closed' },
    });
    expect(closed.body.status).toBe('closed');
    const audit = await s.call('GET', `/api/boost/tickets/${id}/audit`, { token: t.admin });
    const actions = audit.body.map((a: { action: string }) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'status_changed',
        'priority_changed',
        'assigned',
        'sla_paused',
        'sla_resumed',
        'resolved',
        'closed',
        'boost_agent_assigned',
      ]),
    );
    // The history reads in the words the screens use, not the stored values.
    const described = audit.body.map((a: { description: string }) => a.description);
    expect(described).toEqual(
      expect.arrayContaining([
        'Status: New → In Progress',
        'Priority: Medium → High',
        'Tier: 1 - Simple → 3 - Complex',
      ]),
    );
  });
});

describe('SLA clock', () => {
  it('pauses in waiting_customer and on_hold, pushes the due date back on resume, and the sweep records a breach once', async () => {
    const created = await s.call('POST', '/api/boost/tickets', {
      token: t.user,
      body: newTicket({ priority: 'high' }),
    });
    const id = created.body.id;
    const paused = await s.call('PUT', `/api/boost/tickets/${id}`, {
      token: t.manager,
      body: { status: 'on_hold' },
    });
    expect(paused.body.sla_paused_at).not.toBeNull();
    // Pretend it was paused for a whole working week.
    await s.database.db.execute(
      sql`UPDATE tickets SET sla_paused_at = sla_paused_at - interval '7 days' WHERE id = ${id}`,
    );
    const resumed = await s.call('PUT', `/api/boost/tickets/${id}`, {
      token: t.manager,
      body: { status: 'in_progress' },
    });
    expect(resumed.body.sla_paused_at).toBeNull();
    // A week of wall time is five working days (give or take a daylight-saving hour).
    expect(Math.abs(resumed.body.sla_paused_seconds - 5 * 8 * 3600)).toBeLessThanOrEqual(3600);
    expect(new Date(resumed.body.due_at).getTime()).toBeGreaterThan(new Date(created.body.due_at).getTime());

    await s.database.db.execute(sql`UPDATE tickets SET due_at = now() - interval '1 hour' WHERE id = ${id}`);
    await sweepSlaBreaches(s.database.db, new Date());
    await sweepSlaBreaches(s.database.db, new Date());
    const audit = await s.call('GET', `/api/boost/tickets/${id}/audit`, { token: t.user });
    expect(audit.body.filter((a: { action: string }) => a.action === 'sla_breach')).toHaveLength(1);
    const after = await s.call('GET', `/api/boost/tickets/${id}`, { token: t.user });
    expect(after.body.sla_breached_at).not.toBeNull();
  });
});

describe('SLA clock from a finished ticket', () => {
  it('pauses when a resolved or closed ticket goes straight to on_hold or waiting_customer, so no breach is recorded while paused', async () => {
    for (const [finished, waiting] of [
      ['resolved', 'on_hold'],
      ['closed', 'waiting_customer'],
    ] as const) {
      const id = (await s.call('POST', '/api/boost/tickets', { token: t.user, body: newTicket() })).body.id;
      await s.call('PUT', `/api/boost/tickets/${id}`, { token: t.manager, body: { status: finished } });
      const reopened = await s.call('PUT', `/api/boost/tickets/${id}`, {
        token: t.manager,
        body: { status: waiting },
      });
      expect(reopened.status).toBe(200);
      expect(reopened.body.sla_paused_at, `${finished} -> ${waiting}`).not.toBeNull();
      const audit = await s.call('GET', `/api/boost/tickets/${id}/audit`, { token: t.manager });
      expect(audit.body.map((a: { action: string }) => a.action)).toContain('sla_paused');
      await s.database.db.execute(
        sql`UPDATE tickets SET due_at = now() - interval '1 hour' WHERE id = ${id}`,
      );
      await sweepSlaBreaches(s.database.db, new Date());
      const after = await s.call('GET', `/api/boost/tickets/${id}/audit`, { token: t.manager });
      expect(after.body.filter((a: { action: string }) => a.action === 'sla_breach')).toHaveLength(0);
      // Leaving the waiting status resumes the clock and pushes the due date back by the pause.
      const resumed = await s.call('PUT', `/api/boost/tickets/${id}`, {
        token: t.manager,
        body: { status: 'in_progress' },
      });
      expect(resumed.body.sla_paused_at).toBeNull();
      const actions = (await s.call('GET', `/api/boost/tickets/${id}/audit`, { token: t.manager })).body.map(
        (a: { action: string }) => a.action,
      );
      expect(actions).toContain('sla_resumed');
    }
  });
});

describe('the overdue filter', () => {
  type Row = { id: string; due_at: string | null; status: string };
  const ids = (items: Row[]) => items.map((ticket) => ticket.id).sort();

  it('lists exactly the visible tickets past due and still open, and counts them in total', async () => {
    const late = (await s.call('POST', '/api/boost/tickets', { token: t.user, body: newTicket() })).body.id;
    const lateResolved = (await s.call('POST', '/api/boost/tickets', { token: t.user, body: newTicket() }))
      .body.id;
    const someoneElsesLate = (
      await s.call('POST', '/api/boost/tickets', { token: t.casey, body: newTicket() })
    ).body.id;
    await s.database.db.execute(
      sql`UPDATE tickets SET due_at = now() - interval '1 hour' WHERE id IN (${late}, ${lateResolved}, ${someoneElsesLate})`,
    );
    await s.call('PUT', `/api/boost/tickets/${lateResolved}`, {
      token: t.manager,
      body: { status: 'resolved' },
    });

    const every = await s.call('GET', '/api/boost/tickets?status=all&page_size=100', { token: t.user });
    expect(every.body.total).toBeLessThanOrEqual(100);
    const expected = (every.body.items as Row[]).filter((ticket) => isOverdue(ticket, Date.now()));
    const overdue = await s.call('GET', '/api/boost/tickets?status=all&overdue=true&page_size=100', {
      token: t.user,
    });
    expect(overdue.status).toBe(200);
    expect(ids(overdue.body.items)).toEqual(ids(expected));
    expect(overdue.body.total).toBe(expected.length);
    expect(ids(overdue.body.items)).toContain(late);
    expect(ids(overdue.body.items)).not.toContain(lateResolved);
    expect(ids(overdue.body.items)).not.toContain(someoneElsesLate);

    const onTime = await s.call('GET', '/api/boost/tickets?status=all&overdue=false&page_size=100', {
      token: t.user,
    });
    expect(onTime.body.total + overdue.body.total).toBe(every.body.total);
    expect(ids(onTime.body.items)).toContain(lateResolved);
  });

  it('answers 400 for anything but true or false', async () => {
    const res = await s.call('GET', '/api/boost/tickets?overdue=yes', { token: t.user });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/overdue/);
  });
});

describe('comments, audit and notifications', () => {
  it('keeps internal comments from users in comments, counts, audit, activity and notifications', async () => {
    const created = await s.call('POST', '/api/boost/tickets', { token: t.user, body: newTicket() });
    const id = created.body.id;
    await s.call('PUT', `/api/boost/tickets/${id}`, { token: t.manager, body: { owner_id: priyaId } });
    await s.call('PATCH', '/api/notifications/mark-all-read', { token: t.user });
    const internal = await s.call('POST', `/api/boost/tickets/${id}/comments`, {
      token: t.priya,
      body: { body: 'Staff only: check the card limit', is_internal: true, author_name: 'Forged' },
    });
    expect(internal.status).toBe(201);
    expect(internal.body.author_name).toBe('Priya Shah');
    const pub = await s.call('POST', `/api/boost/tickets/${id}/comments`, {
      token: t.priya,
      body: { body: 'Please resubmit.' },
    });
    expect(pub.body.is_internal).toBe(false);
    const blank = await s.call('POST', `/api/boost/tickets/${id}/comments`, {
      token: t.priya,
      body: { body: '   ' },
    });
    expect(blank.status).toBe(400);

    const userView = await s.call('GET', `/api/boost/tickets/${id}/comments`, { token: t.user });
    expect(userView.body.map((c: { body: string }) => c.body)).toEqual(['Please resubmit.']);
    const staffView = await s.call('GET', `/api/boost/tickets/${id}/comments`, { token: t.manager });
    expect(staffView.body).toHaveLength(2);
    expect((await s.call('GET', `/api/boost/tickets/${id}`, { token: t.user })).body.comment_count).toBe(1);
    expect((await s.call('GET', `/api/boost/tickets/${id}`, { token: t.manager })).body.comment_count).toBe(
      2,
    );
    const userAudit = await s.call('GET', `/api/boost/tickets/${id}/audit`, { token: t.user });
    expect(JSON.stringify(userAudit.body)).not.toContain('Internal comment');
    const staffAudit = await s.call('GET', `/api/boost/tickets/${id}/audit`, { token: t.priya });
    expect(JSON.stringify(staffAudit.body)).toContain('Internal comment');
    const activity = await s.call('GET', '/api/boost/recent-activity?since=0', { token: t.user });
    expect(JSON.stringify(activity.body)).not.toContain('Internal comment');

    const unread = await s.call('GET', '/api/notifications/unread', { token: t.user });
    const about = unread.body.filter((n: { ticket_id: string }) => n.ticket_id === id);
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({
      update_type: 'comment',
      data: { ticket_subject: created.body.subject },
    });
    // The actor is never notified of their own change.
    const priya = await s.call('GET', '/api/notifications/unread', { token: t.priya });
    expect(
      priya.body.filter(
        (n: { ticket_id: string; update_type: string }) => n.ticket_id === id && n.update_type === 'comment',
      ),
    ).toHaveLength(0);
    expect(
      priya.body.some(
        (n: { ticket_id: string; update_type: string }) =>
          n.ticket_id === id && n.update_type === 'ticket_assigned',
      ),
    ).toBe(true);

    const status = await s.call('PUT', `/api/boost/tickets/${id}`, {
      token: t.manager,
      body: { status: 'waiting_customer' },
    });
    expect(status.status).toBe(200);
    const after = await s.call('GET', '/api/notifications/unread', { token: t.user });
    const changed = after.body.find(
      (n: { ticket_id: string; update_type: string }) =>
        n.ticket_id === id && n.update_type === 'status_changed',
    );
    expect(changed.data).toMatchObject({
      new_status: 'waiting_customer',
      ticket_subject: created.body.subject,
    });
    const read = await s.call('PATCH', `/api/notifications/${changed.id}/read`, { token: t.user });
    expect(read.body.read).toBe(true);
    expect((await s.call('PATCH', `/api/notifications/${changed.id}/read`, { token: t.casey })).status).toBe(
      404,
    );
    const all = await s.call('PATCH', '/api/notifications/mark-all-read', { token: t.user });
    expect(all.body.count).toBe(after.body.length - 1);
    expect((await s.call('GET', '/api/notifications/unread', { token: t.user })).body).toHaveLength(0);
  });

  it('records a change once (in the update); an entry posted to the audit trail is appended as sent', async () => {
    const created = await s.call('POST', '/api/boost/tickets', { token: t.user, body: newTicket() });
    const id = created.body.id;
    await s.call('PUT', `/api/boost/tickets/${id}`, { token: t.manager, body: { priority: 'low' } });
    const audit = await s.call('GET', `/api/boost/tickets/${id}/audit`, { token: t.manager });
    expect(audit.body.filter((a: { action: string }) => a.action === 'priority_changed')).toHaveLength(1);
    const posted = await s.call('POST', `/api/boost/tickets/${id}/audit`, {
      token: t.manager,
      body: { action: 'comment_added', description: 'Called the user', details: { channel: 'phone' } },
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      action: 'comment_added',
      description: 'Called the user',
      details: { channel: 'phone' },
      user_name: 'Maria Lopez',
    });
    // Only the known actions: anything else (here a free-text note) is refused, and nothing is stored.
    const extra = await s.call('POST', `/api/boost/tickets/${id}/audit`, {
      token: t.manager,
      body: { action: 'note', description: 'Called the user' },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.detail).toMatch(/^action: /);
    const after = await s.call('GET', `/api/boost/tickets/${id}/audit`, { token: t.manager });
    expect(after.body).toHaveLength(audit.body.length + 1);
  });
});

describe('what an internal comment changes', () => {
  it('leaves the ticket updated_at and updated_by the requester sees as they were; a public comment moves them', async () => {
    const created = await s.call('POST', '/api/boost/tickets', { token: t.user, body: newTicket() });
    const id = created.body.id;
    const before = (await s.call('GET', `/api/boost/tickets/${id}`, { token: t.user })).body;
    const since = Date.now();
    await new Promise((r) => setTimeout(r, 20));
    const internal = await s.call('POST', `/api/boost/tickets/${id}/comments`, {
      token: t.priya,
      body: { body: 'Staff only: waiting for the bank', is_internal: true },
    });
    expect(internal.status).toBe(201);
    const seen = (await s.call('GET', `/api/boost/tickets/${id}`, { token: t.user })).body;
    expect(seen.updated_at).toBe(before.updated_at);
    expect(seen.updated_by).toBe(before.updated_by);
    // Nor does the requester's "what changed since" polling (the notification fallback) list it.
    const changed = await s.call('GET', `/api/boost/tickets?limit=10&updated_since=${since}`, {
      token: t.user,
    });
    expect(changed.body.items.map((x: { id: string }) => x.id)).not.toContain(id);
    await s.call('POST', `/api/boost/tickets/${id}/comments`, {
      token: t.priya,
      body: { body: 'We are on it.' },
    });
    const after = (await s.call('GET', `/api/boost/tickets/${id}`, { token: t.user })).body;
    expect(after.updated_by).toBe('Priya Shah');
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
  });
});

describe('the client audit POST', () => {
  it('refuses actions only the server records, so nobody can pre-empt the sweep or forge history', async () => {
    const id = (await s.call('POST', '/api/boost/tickets', { token: t.user, body: newTicket() })).body.id;
    for (const action of ['sla_breach', 'created', 'sla_paused', 'sla_resumed']) {
      const res = await s.call('POST', `/api/boost/tickets/${id}/audit`, {
        token: t.user,
        body: { action, description: 'Forged' },
      });
      expect(res.status, action).toBe(403);
      expect(res.body.detail, action).toMatch(/^action: .*recorded by the server only/);
    }
    // Lookalikes of a known action are not known actions: refused at the edge with the list of known ones.
    for (const action of [
      'sla_breach\u200b',
      'SLA_Breach',
      'sla_breach ',
      'ѕla_breach',
      'resolved\u0301',
      'note',
    ]) {
      const res = await s.call('POST', `/api/boost/tickets/${id}/audit`, {
        token: t.user,
        body: { action, description: 'SLA breached' },
      });
      expect(res.status, JSON.stringify(action)).toBe(400);
      expect(res.body.detail, action).toMatch(/^action: .*"sla_breach"/);
    }
    // The sweep still records its breach.
    await s.database.db.execute(sql`UPDATE tickets SET due_at = now() - interval '1 hour' WHERE id = ${id}`);
    await sweepSlaBreaches(s.database.db, new Date());
    const audit = await s.call('GET', `/api/boost/tickets/${id}/audit`, { token: t.manager });
    const breaches = audit.body.filter((a: { action: string }) => a.action === 'sla_breach');
    expect(breaches).toHaveLength(1);
    expect(breaches[0].user_name).toBe('System');
    expect(audit.body.some((a: { description: string }) => a.description === 'Forged')).toBe(false);
  });
});

describe('POST /notifications', () => {
  const send = (token: string, body: Record<string, unknown>) =>
    s.call('POST', '/api/notifications', {
      token,
      body: { update_type: 'activity', message: 'Heads up', ...body },
    });

  it('only about a ticket both sender and recipient can see; users only to the people on their ticket', async () => {
    const people = await s.call('GET', '/api/assignees', { token: t.admin });
    const idOf = (email: string) => people.body.find((p: { email: string }) => p.email === email).id;
    const caseyId = idOf(DEMO.userFinance[0]);
    const mariaId = idOf(DEMO.manager[0]);
    // Jordan's Finance ticket, owned by Priya.
    const ticket = (await s.call('POST', '/api/boost/tickets', { token: t.user, body: newTicket() })).body;
    await s.call('PUT', `/api/boost/tickets/${ticket.id}`, { token: t.manager, body: { owner_id: priyaId } });
    const caseyTicket = (await s.call('POST', '/api/boost/tickets', { token: t.casey, body: newTicket() }))
      .body;

    // Casey cannot see Jordan's ticket, and Jordan cannot see Casey's: 404 for the sender.
    expect((await send(t.casey, { user_id: jordanId, ticket_id: ticket.id })).status).toBe(404);
    // Jordan may notify the owner of his ticket ...
    const toOwner = await send(t.user, { user_id: priyaId, ticket_id: ticket.id });
    expect(toOwner.status).toBe(201);
    expect(toOwner.body).toMatchObject({
      user_id: priyaId,
      ticket_number: ticket.ticket_number,
      data: { ticket_subject: ticket.subject, new_status: ticket.status },
    });
    // ... but not a manager who could see it but is not on it, nor Casey who cannot see it.
    expect((await send(t.user, { user_id: mariaId, ticket_id: ticket.id })).status).toBe(403);
    expect((await send(t.user, { user_id: caseyId, ticket_id: ticket.id })).status).toBe(403);
    // Staff may tell a colleague who can see the ticket, never someone who cannot.
    expect((await send(t.priya, { user_id: mariaId, ticket_id: ticket.id })).status).toBe(201);
    const denied = await send(t.manager, { user_id: caseyId, ticket_id: ticket.id });
    expect(denied.status).toBe(403);
    expect(denied.body.detail).toMatch(/^user_id: /);
    expect((await send(t.manager, { user_id: caseyId, ticket_id: caseyTicket.id })).status).toBe(201);
    // Nothing reached Casey about Jordan's ticket.
    const caseys = await s.call('GET', '/api/notifications/unread', { token: t.casey });
    expect(caseys.body.some((n: { ticket_id: string }) => n.ticket_id === ticket.id)).toBe(false);
  });
});

describe('hostile input', () => {
  it('answers 4xx with a detail, never a 500', async () => {
    const cases: [string, string, unknown, Record<string, string>?][] = [
      ['POST', '/api/boost/tickets', newTicket({ subject: 'a\u0000b' })],
      ['GET', '/api/boost/tickets?search=%00', undefined],
      ['GET', '/api/boost/tickets?page=-1', undefined],
      ['GET', '/api/boost/tickets?status=bogus', undefined],
      ['GET', '/api/notifications/recent?since=yesterday', undefined],
      ['POST', '/api/boost/tickets', [1, 2, 3]],
      ['POST', '/api/boost/tickets', 'subject=x', { 'content-type': 'text/plain' }],
      ['PUT', '/api/boost/tickets/00000000-0000-4000-8000-000000000000', { status: 'closed' }],
      ['PUT', '/api/boost/tickets/abc', { status: 'closed' }],
      ['PATCH', '/api/notifications/abc/read', undefined],
      ['POST', '/api/notifications', { user_id: 'x', ticket_id: 'y', update_type: 'comment', message: 'm' }],
      ['PUT', '/api/admin/users/abc', { name: 'x' }],
      ['POST', '/api/admin/users', { name: 'x', email: 'not-an-email' }],
      ['POST', '/api/admin/users', { name: 'x', email: 'x@example.com', business_unit_id: 'nope' }],
      ['POST', '/api/boost/business-units', { name: 'x'.repeat(100), type: 'Planet' }],
      ['GET', '/api/boost/tickets/abc/attachments/def', undefined],
      // Past the last instant a Date can hold: an invalid date the database driver cannot send.
      ['GET', '/api/notifications/recent?since=9000000000000000', undefined],
      ['GET', '/api/boost/recent-activity?since=9000000000000000', undefined],
      ['GET', '/api/boost/tickets?updated_since=9000000000000000', undefined],
      ['GET', '/api/notifications/recent?since=1e300', undefined],
      ['GET', '/api/boost/recent-activity?since=-1', undefined],
    ];
    for (const [method, path, body, headers] of cases) {
      const res = await s.call(method, path, { token: t.admin, body, headers });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      expect(typeof res.body?.detail, `${method} ${path}`).toBe('string');
    }
    for (const [path, field] of [
      ['/api/notifications/recent?since=9000000000000000', 'since'],
      ['/api/boost/recent-activity?since=9000000000000000', 'since'],
      ['/api/boost/tickets?updated_since=9000000000000000', 'updated_since'],
    ] as const) {
      const res = await s.call('GET', path, { token: t.user });
      expect(res.status, path).toBe(400);
      expect(res.body.detail, path).toMatch(new RegExp(`^${field}: `));
    }
    // The last instant a Date holds is refused too (PostgreSQL cannot read its year); the end of 9999 is fine.
    for (const since of ['8640000000000000', '253402300800000'])
      expect(
        (await s.call('GET', `/api/notifications/recent?since=${since}`, { token: t.user })).status,
      ).toBe(400);
    expect(
      (await s.call('GET', '/api/notifications/recent?since=253402300799999', { token: t.user })).status,
    ).toBe(200);
    expect(
      (await s.call('GET', '/api/boost/recent-activity?since=253402300799999', { token: t.user })).status,
    ).toBe(200);
    // An oversized body is refused before it is read (the client may see the socket close early).
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${s.base}/api/boost/tickets`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${t.admin}`,
          'content-type': 'application/json',
          'content-length': 3 * 1024 * 1024,
        },
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.end(Buffer.alloc(3 * 1024 * 1024, 32));
    });
    expect(status).toBe(413);
    // An unknown business unit is a filter that matches nothing, not an error.
    const unknownUnit = await s.call('GET', '/api/boost/tickets?business_unit_id=not-a-uuid', {
      token: t.admin,
    });
    expect(unknownUnit.body.total).toBe(0);
  });
});

describe('the total above TICKET_COUNT_EXACT_LIMIT', () => {
  it('is exact up to 1,000 matches and an estimate, flagged, above', async () => {
    await s.database.db.execute(sql`
      INSERT INTO tickets (subject, description, status, priority, support_department, created_at, updated_at)
      SELECT 'Count check ' || g, 'Count check', 'closed', 'low', 'LEC', now() - g * interval '1 minute', now()
      FROM generate_series(1, 1200) g`);
    await s.database.db.execute(sql`ANALYZE tickets`);
    const many = await s.call('GET', '/api/boost/tickets?search=count%20check&page_size=5', {
      token: t.admin,
    });
    expect(many.body.total_is_estimate).toBe(true);
    expect(many.body.total).toBeGreaterThan(TICKET_COUNT_EXACT_LIMIT);
    expect(many.body.items).toHaveLength(5);
    const few = await s.call('GET', '/api/boost/tickets?search=count%20check%2011&page_size=5', {
      token: t.admin,
    });
    // 11 and 110-119 and 1100-1199: 1 + 10 + 100.
    expect(few.body.total).toBe(111);
    expect(few.body.total_is_estimate).toBeUndefined();
    // A last page that is not full gives the exact total without counting.
    const last = await s.call('GET', '/api/boost/tickets?search=count%20check%2011&page_size=100&page=2', {
      token: t.admin,
    });
    expect(last.body.total).toBe(111);
    expect(last.body.items).toHaveLength(11);
    expect(last.body.next_cursor).toBeNull();

    // Without a search (filters only, counted up to the limit), the same rule.
    const closed = await s.call(
      'GET',
      '/api/boost/tickets?status=closed&support_department=LEC&page_size=5',
      {
        token: t.admin,
      },
    );
    expect(closed.body.total_is_estimate).toBe(true);
    expect(closed.body.total).toBeGreaterThan(TICKET_COUNT_EXACT_LIMIT);
    expect(closed.body.items).toHaveLength(5);
    expect(closed.body.next_cursor).not.toBeNull();
    const open = await s.call('GET', '/api/boost/tickets?status=all_open&page_size=5', { token: t.admin });
    const [counted] = (
      await s.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM tickets WHERE status NOT IN ('resolved', 'closed')`,
      )
    ).rows;
    expect(counted?.n).toBeGreaterThan(5);
    expect(open.body.total).toBe(counted?.n);
    expect(open.body.total_is_estimate).toBeUndefined();
    expect(open.body.items).toHaveLength(5);
  });
});
