/** The ticket update's rules, without a database: who may change what, and what a change does. */
import { DEFAULT_BUSINESS_HOURS, defaultPermissionMap, type Role } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { slaDue, type TicketRow } from '../src/tickets/core.ts';
import {
  authorizeTicketUpdate,
  type PlannedOwner,
  planTicketUpdate,
  type TicketEditor,
} from '../src/tickets/update.ts';

// Monday 2 March 2026, 10:00 in London (GMT): inside working hours.
const created = new Date('2026-03-02T10:00:00Z');
const now = new Date('2026-03-03T10:00:00Z');
const workingHours = DEFAULT_BUSINESS_HOURS;

function ticket(overrides: Partial<TicketRow> = {}): TicketRow {
  return {
    id: 't1',
    number: 42,
    subject: 'Printer',
    description: 'It jams',
    status: 'open',
    priority: 'medium',
    tier: 1,
    category: 'Hardware',
    subcategory: 'Printer',
    classification: 'Incident',
    supportDepartment: 'IT',
    channel: 'Hub',
    source: null,
    justification: null,
    conversationSessionId: null,
    requesterId: 'requester',
    requesterName: 'Jordan',
    requesterEmail: 'jordan@example.com',
    ownerId: null,
    ownerName: null,
    boostAgentId: null,
    boostAgentName: null,
    businessUnitId: null,
    dueAt: null,
    slaPausedAt: null,
    slaPausedSeconds: 0,
    slaBreachedAt: null,
    resolvedAt: null,
    closedAt: null,
    createdAt: created,
    updatedAt: created,
    updatedBy: null,
    ...overrides,
  } as TicketRow;
}

function editor(role: Role, id: string = role): TicketEditor {
  return { id, name: `${role} person`, effectiveRole: role, permissions: defaultPermissionMap(role) };
}

const manager = editor('manager');

function plan(
  before: TicketRow,
  body: Parameters<typeof planTicketUpdate>[0]['body'],
  owner: PlannedOwner | null = null,
) {
  return planTicketUpdate({ before, body, user: manager, owner, now, workingHours });
}

describe('authorizeTicketUpdate', () => {
  it('lets the requester mark their ticket resolved only while it waits on them', () => {
    const requester = editor('user', 'requester');
    expect(() =>
      authorizeTicketUpdate(requester, ticket({ status: 'waiting_customer' }), { status: 'resolved' }),
    ).not.toThrow();
    expect(() =>
      authorizeTicketUpdate(requester, ticket({ status: 'open' }), { status: 'resolved' }),
    ).toThrow('Only the requester can mark this ticket resolved, and only while it is waiting on them');
    expect(() =>
      authorizeTicketUpdate(editor('user', 'someone'), ticket({ status: 'waiting_customer' }), {
        status: 'resolved',
      }),
    ).toThrow(/Only the requester/);
    expect(() => authorizeTicketUpdate(requester, ticket(), { status: 'in_progress' })).toThrow(
      'Only managers and admins can change the status',
    );
  });

  it('keeps priority, tier, owner and department to managers and admins; sending what is already set is no change', () => {
    const agent = editor('agent');
    for (const body of [
      { priority: 'high' },
      { tier: 2 },
      { owner_id: 'x' },
      { support_department: 'HR/P&T' },
    ] as const)
      expect(() => authorizeTicketUpdate(agent, ticket(), body), JSON.stringify(body)).toThrow(
        'Only managers and admins can change priority, tier, owner or department',
      );
    expect(() =>
      authorizeTicketUpdate(agent, ticket(), { priority: 'medium', tier: 1, owner_id: null }),
    ).not.toThrow();
    expect(() => authorizeTicketUpdate(manager, ticket(), { priority: 'high', owner_id: 'x' })).not.toThrow();
  });

  it('needs close_tickets to close and assign_tickets to assign', () => {
    const noClose = { ...manager, permissions: { ...manager.permissions, close_tickets: false } };
    expect(() => authorizeTicketUpdate(noClose, ticket(), { status: 'closed' })).toThrow(
      'Permission required: close_tickets',
    );
    const noAssign = { ...manager, permissions: { ...manager.permissions, assign_tickets: false } };
    expect(() => authorizeTicketUpdate(noAssign, ticket(), { owner_id: 'x' })).toThrow(
      'Permission required: assign_tickets',
    );
  });
});

describe('planTicketUpdate', () => {
  it('changes nothing (and stamps nothing) when every value sent is the current one', () => {
    expect(plan(ticket(), { status: 'open', priority: 'medium', tier: 1, support_department: 'IT' })).toEqual(
      {
        changes: {},
        audit: [],
        events: [],
      },
    );
  });

  it('a status, priority and tier change: one audit row each, stamped by the server', () => {
    const result = plan(ticket(), { status: 'in_progress', priority: 'high', tier: 3 });
    expect(result.changes).toMatchObject({
      status: 'in_progress',
      priority: 'high',
      tier: 3,
      resolvedAt: null,
      closedAt: null,
      updatedAt: now,
      updatedBy: 'manager person',
    });
    expect(result.changes.dueAt).toBeInstanceOf(Date);
    expect(result.audit.map((a) => [a.action, a.description])).toEqual([
      ['status_changed', 'Status: New → In Progress'],
      ['priority_changed', 'Priority: Medium → High'],
      ['tier_changed', 'Tier: 1 - Simple → 3 - Complex'],
    ]);
    expect(result.audit.every((a) => a.userId === 'manager' && a.timestamp === now)).toBe(true);
    expect(result.events).toEqual([
      { type: 'status_changed', message: 'Ticket BST-42 status changed to In Progress' },
      { type: 'activity', message: 'Ticket BST-42 priority changed to High' },
    ]);
  });

  it('pauses the SLA clock entering waiting_customer, and resumes it with the paused business time added', () => {
    const paused = plan(ticket(), { status: 'waiting_customer' });
    expect(paused.changes.slaPausedAt).toBe(now);
    expect(paused.audit.map((a) => a.action)).toEqual(['sla_paused', 'status_changed']);

    // Paused at 08:00, before the working day began at 09:00: one business hour until now.
    const before = ticket({ status: 'waiting_customer', slaPausedAt: new Date('2026-03-03T08:00:00Z') });
    const resumed = plan(before, { status: 'in_progress' });
    expect(resumed.changes).toMatchObject({ slaPausedAt: null, slaPausedSeconds: 3600 });
    expect(resumed.audit[0]).toMatchObject({
      action: 'sla_resumed',
      description: 'SLA clock resumed after 60 business minutes paused',
    });
    expect(resumed.changes.dueAt).toEqual(slaDue(created, 'medium', 3600, workingHours));
  });

  it('resolving and closing stamp their time; a finished ticket keeps its due date when the priority changes', () => {
    expect(plan(ticket(), { status: 'resolved' }).changes).toMatchObject({ resolvedAt: now });
    const closed = plan(ticket(), { status: 'closed' });
    expect(closed.changes).toMatchObject({ closedAt: now });
    expect(closed.audit[0]?.action).toBe('closed');
    expect(plan(ticket({ status: 'closed' }), { priority: 'low' }).changes.dueAt).toBeUndefined();
  });

  it("assigning moves the ticket to the owner's department, with one audit row for each", () => {
    const owner = { id: 'p1', displayName: 'Pat Finance', department: 'Finance' };
    const result = plan(ticket(), { owner_id: 'p1', support_department: 'HR/P&T' }, owner);
    expect(result.changes).toMatchObject({
      ownerId: 'p1',
      ownerName: 'Pat Finance',
      supportDepartment: 'Finance',
    });
    expect(result.audit.map((a) => [a.action, a.description])).toEqual([
      ['assigned', 'Assignee: Unassigned → Pat Finance'],
      ['department_changed', 'Department changed from IT to Finance'],
    ]);
    expect(result.events).toEqual([
      { type: 'ticket_assigned', message: 'Ticket BST-42 was assigned to Pat Finance' },
    ]);
    const unassigned = plan(ticket({ ownerId: 'p1', ownerName: 'Pat' }), { owner_id: null });
    expect(unassigned.changes).toMatchObject({ ownerId: null, ownerName: null });
    expect(unassigned.audit[0]?.description).toBe('Assignee: Pat → Unassigned');
    expect(unassigned.events[0]?.message).toBe('Ticket BST-42 is now unassigned');
  });

  it('a department change on its own is audited; the justification is a manager’s to change', () => {
    const moved = plan(ticket(), { support_department: 'HR/P&T', justification: 'Payroll is down' });
    expect(moved.changes).toMatchObject({ supportDepartment: 'HR/P&T', justification: 'Payroll is down' });
    expect(moved.audit.map((a) => a.action)).toEqual(['department_changed']);
    const requester = editor('user', 'requester');
    const byRequester = planTicketUpdate({
      before: ticket({ status: 'waiting_customer' }),
      body: { status: 'resolved', justification: 'mine' },
      user: requester,
      owner: null,
      now,
      workingHours,
    });
    expect(byRequester.changes).not.toHaveProperty('justification');
  });
});
