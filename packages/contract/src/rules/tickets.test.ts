import { describe, expect, it } from 'vitest';
import {
  canMarkResolved,
  canViewTicket,
  isOpenTicketStatus,
  isOverdue,
  isRedirectableTicketId,
  prefixSubject,
  type QuickActionValues,
  quickActionChanges,
  quickActionNames,
  quickActionValuesOf,
} from './tickets.ts';

describe('isOpenTicketStatus', () => {
  it('is open unless resolved or closed', () => {
    for (const s of ['open', 'in_progress', 'waiting_customer', 'on_hold', 'escalated']) {
      expect(isOpenTicketStatus(s)).toBe(true);
    }
    expect(isOpenTicketStatus('resolved')).toBe(false);
    expect(isOpenTicketStatus('closed')).toBe(false);
  });
});

describe('isOverdue', () => {
  const now = Date.parse('2025-11-21T12:00:00Z');

  it('is true when due_at has passed and the ticket is still open', () => {
    expect(isOverdue({ due_at: '2025-11-21T11:59:59Z', status: 'open' }, now)).toBe(true);
    expect(isOverdue({ due_at: '2025-11-01T00:00:00Z', status: 'waiting_customer' }, now)).toBe(true);
    expect(isOverdue({ due_at: new Date('2025-11-20T00:00:00Z'), status: 'escalated' }, new Date(now))).toBe(
      true,
    );
  });

  it('is false for resolved and closed tickets', () => {
    expect(isOverdue({ due_at: '2025-11-01T00:00:00Z', status: 'resolved' }, now)).toBe(false);
    expect(isOverdue({ due_at: '2025-11-01T00:00:00Z', status: 'closed' }, now)).toBe(false);
  });

  it('is false when not yet due, due exactly now, or without a usable due date', () => {
    expect(isOverdue({ due_at: '2025-11-22T00:00:00Z', status: 'open' }, now)).toBe(false);
    expect(isOverdue({ due_at: '2025-11-21T12:00:00Z', status: 'open' }, now)).toBe(false);
    expect(isOverdue({ due_at: null, status: 'open' }, now)).toBe(false);
    expect(isOverdue({ due_at: '', status: 'open' }, now)).toBe(false);
    expect(isOverdue({ due_at: 'garbage', status: 'open' }, now)).toBe(false);
    expect(isOverdue({ status: 'open' }, now)).toBe(false);
  });

  it('uses the current time by default', () => {
    expect(isOverdue({ due_at: '2000-01-01T00:00:00Z', status: 'open' })).toBe(true);
    expect(isOverdue({ due_at: '2999-01-01T00:00:00Z', status: 'open' })).toBe(false);
  });
});

describe('canViewTicket', () => {
  const ticket = {
    requester_id: 'req',
    owner_id: 'own',
    boost_agent_id: 'ba',
    support_department: 'Finance',
  };

  it('admin and manager see every ticket', () => {
    expect(canViewTicket({ id: 'x', role: 'admin' }, ticket)).toBe(true);
    expect(canViewTicket({ id: 'x', role: 'user', boost_role: 'Manager' }, ticket)).toBe(true);
  });

  it('agent sees own department, or as requester, owner or boost agent', () => {
    expect(canViewTicket({ id: 'x', role: 'agent', department: 'Finance' }, ticket)).toBe(true);
    expect(canViewTicket({ id: 'req', role: 'agent', department: 'IT' }, ticket)).toBe(true);
    expect(canViewTicket({ id: 'own', role: 'agent', department: 'IT' }, ticket)).toBe(true);
    expect(canViewTicket({ id: 'ba', role: 'agent', department: 'IT' }, ticket)).toBe(true);
    expect(canViewTicket({ id: 'x', role: 'agent', department: 'IT' }, ticket)).toBe(false);
    expect(canViewTicket({ id: 'x', role: 'agent', department: null }, ticket)).toBe(false);
  });

  it('an agent without department does not match tickets without department', () => {
    expect(canViewTicket({ id: 'x', role: 'agent' }, { requester_id: 'r', support_department: null })).toBe(
      false,
    );
  });

  it('user sees only what they requested', () => {
    expect(canViewTicket({ id: 'req', role: 'user' }, ticket)).toBe(true);
    expect(canViewTicket({ id: 'own', role: 'user', department: 'Finance' }, ticket)).toBe(false);
    expect(canViewTicket({ id: 'x', role: 'user', department: 'Finance' }, ticket)).toBe(false);
  });

  it('unknown roles are treated like users', () => {
    expect(canViewTicket({ id: 'req', role: 'guest' }, ticket)).toBe(true);
    expect(canViewTicket({ id: 'x', role: 'guest', department: 'Finance' }, ticket)).toBe(false);
  });

  it('the boost role decides over the role', () => {
    expect(canViewTicket({ id: 'x', role: 'admin', boost_role: 'User' }, ticket)).toBe(false);
  });

  it('nobody without an id sees anything', () => {
    expect(canViewTicket(null, ticket)).toBe(false);
    expect(canViewTicket({ id: '', role: 'admin' }, ticket)).toBe(false);
  });

  it('works as an array filter (the third column)', () => {
    const tickets = [
      { requester_id: 'u1', support_department: 'IT' },
      { requester_id: 'u2', support_department: 'Finance' },
      { requester_id: 'u3', owner_id: 'u1', support_department: 'LEC' },
    ];
    const agent = { id: 'u1', role: 'agent', department: 'Finance' };
    expect(tickets.filter((t) => canViewTicket(agent, t))).toHaveLength(3);
    const user = { id: 'u1', role: 'user', department: 'Finance' };
    expect(tickets.filter((t) => canViewTicket(user, t))).toEqual([tickets[0]]);
  });
});

describe('canMarkResolved', () => {
  it('only the requester, only while waiting_customer', () => {
    expect(canMarkResolved({ id: 'r' }, { requester_id: 'r', status: 'waiting_customer' })).toBe(true);
    expect(canMarkResolved({ id: 'r' }, { requester_id: 'r', status: 'open' })).toBe(false);
    expect(canMarkResolved({ id: 'x' }, { requester_id: 'r', status: 'waiting_customer' })).toBe(false);
    expect(canMarkResolved(null, { requester_id: 'r', status: 'waiting_customer' })).toBe(false);
  });
});

describe('isRedirectableTicketId', () => {
  it('needs more than 10 characters', () => {
    expect(isRedirectableTicketId('12345678901')).toBe(true);
    expect(isRedirectableTicketId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isRedirectableTicketId('1234567890')).toBe(false);
    expect(isRedirectableTicketId('')).toBe(false);
    expect(isRedirectableTicketId(null)).toBe(false);
  });
});

describe('quickActionChanges', () => {
  const current: QuickActionValues = {
    status: 'open',
    priority: 'medium',
    tier: 1,
    owner_id: null,
    boost_agent_id: 'b1',
  };

  it('is empty when nothing changed (Save Changes disabled)', () => {
    expect(quickActionChanges(current, { ...current })).toEqual([]);
  });

  it('lists each changed field with display texts', () => {
    const changes = quickActionChanges(
      current,
      { status: 'in_progress', priority: 'urgent', tier: 3, owner_id: 'u9', boost_agent_id: null },
      { u9: 'Sam Taylor', b1: 'Priya Shah' },
    );
    expect(changes.map((c) => c.field)).toEqual(['status', 'priority', 'tier', 'owner_id', 'boost_agent_id']);
    expect(changes.map((c) => c.text)).toEqual([
      'Status: New → In Progress',
      'Priority: Medium → Critical',
      'Tier: 1 - Simple → 3 - Complex',
      'Assignee: Unassigned → Sam Taylor',
      'Boost agent: Priya Shah → Unassigned',
    ]);
    expect(changes[3]).toMatchObject({ from: null, to: 'u9' });
  });

  it('falls back to the id when no name is known', () => {
    expect(quickActionChanges(current, { ...current, owner_id: 'u2' })[0]?.text).toBe(
      'Assignee: Unassigned → u2',
    );
  });
});

describe('quickActionValuesOf and quickActionNames', () => {
  const ticket = {
    id: 't1',
    subject: 'Printer',
    status: 'open' as const,
    priority: 'medium' as const,
    tier: 1 as const,
    owner_id: 'u1',
    owner_name: 'Chloe Martin',
    boost_agent_id: 'b1',
    boost_agent_name: 'Priya Shah',
  };

  it('takes only the five Quick Actions values of a ticket', () => {
    expect(quickActionValuesOf(ticket)).toEqual({
      status: 'open',
      priority: 'medium',
      tier: 1,
      owner_id: 'u1',
      boost_agent_id: 'b1',
    });
  });

  it("names the people offered, and the ticket's own owner and agent even when no longer offered", () => {
    expect(quickActionNames(ticket, [{ id: 'u2', name: 'Sam Taylor' }])).toEqual({
      u1: 'Chloe Martin',
      u2: 'Sam Taylor',
      b1: 'Priya Shah',
    });
    const names = quickActionNames(ticket, []);
    expect(
      quickActionChanges(quickActionValuesOf(ticket), { ...ticket, owner_id: null }, names)[0]?.text,
    ).toBe('Assignee: Chloe Martin → Unassigned');
  });
});

describe('prefixSubject', () => {
  it('prefixes department and category', () => {
    expect(prefixSubject('Laptop will not start', 'IT', 'Hardware')).toBe(
      '[IT - Hardware] Laptop will not start',
    );
    expect(prefixSubject('  Missing payslip ', 'HR/P&T', 'Payroll')).toBe(
      '[HR/P&T - Payroll] Missing payslip',
    );
  });

  it('leaves out blank parts', () => {
    expect(prefixSubject('Help', 'IT', '')).toBe('[IT] Help');
    expect(prefixSubject('Help', null, undefined)).toBe('Help');
  });

  it('is idempotent', () => {
    const once = prefixSubject('Help', 'IT', 'Access');
    expect(prefixSubject(once, 'IT', 'Access')).toBe(once);
  });
});
