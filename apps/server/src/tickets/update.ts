/**
 * The rules of a ticket update (`PUT /boost/tickets/:id`), apart from the database: who may change
 * what, and the plan of what a change does (fields, SLA pause and resume, audit rows, notifications).
 * The route handler parses, loads, authorises, plans and applies the plan in one transaction.
 */
import {
  businessTimeBetween,
  canMarkResolved,
  quickActionChangeText,
  type TicketUpdateRequest,
  ticketPriorityLabels,
  ticketStatusLabels,
} from '@portal/contract';
import { assertPermission, isManager } from '../auth/sessions.ts';
import type { WorkingHours } from '../config.ts';
import type { CurrentUser } from '../context.ts';
import type { tickets } from '../db/schema.ts';
import {
  CLOSED_STATUSES,
  type NotificationType,
  PAUSED_STATUSES,
  type Status,
  ticketNumber,
} from '../domain.ts';
import { forbidden } from '../http.ts';
import { type AuditInput, slaDue, type TicketRow } from './core.ts';

/** Who is changing the ticket. */
export type TicketEditor = Pick<CurrentUser, 'id' | 'name' | 'effectiveRole' | 'permissions'>;

/** The new owner, looked up (active users only) by the handler when the update changes the owner. */
export interface PlannedOwner {
  id: string;
  displayName: string;
  department: string | null;
}

/** A notification the update sends to the people on the ticket (`notifyTicketEvent`). */
export interface TicketEventInput {
  type: NotificationType;
  message: string;
}

export interface TicketUpdatePlan {
  /** The columns to set; empty when nothing changes (then nothing is written at all). */
  changes: Partial<typeof tickets.$inferInsert>;
  audit: AuditInput[];
  events: TicketEventInput[];
}

/** Whether the body changes the owner (then the handler looks the new one up). */
export function changesOwner(before: Pick<TicketRow, 'ownerId'>, body: TicketUpdateRequest): boolean {
  return body.owner_id !== undefined && (body.owner_id ?? null) !== before.ownerId;
}

/**
 * Who may change what (403 otherwise): managers and admins change anything their permissions allow
 * (closing needs close_tickets, assigning assign_tickets); anyone else only marks their own ticket
 * resolved while it waits on them (the contract's `canMarkResolved`).
 */
export function authorizeTicketUpdate(
  user: TicketEditor,
  before: TicketRow,
  body: TicketUpdateRequest,
): void {
  const manager = isManager(user);
  if (!manager) {
    const changingOther =
      (body.priority !== undefined && body.priority !== before.priority) ||
      (body.tier !== undefined && body.tier !== before.tier) ||
      changesOwner(before, body) ||
      (body.support_department !== undefined && body.support_department !== before.supportDepartment);
    if (changingOther)
      throw forbidden('Only managers and admins can change priority, tier, owner or department');
    const requesterResolving =
      body.status === 'resolved' &&
      canMarkResolved(user, { requester_id: before.requesterId, status: before.status });
    if (body.status !== undefined && body.status !== before.status && !requesterResolving)
      throw forbidden(
        body.status === 'resolved'
          ? 'Only the requester can mark this ticket resolved, and only while it is waiting on them'
          : 'Only managers and admins can change the status',
      );
  }
  if (body.status === 'closed' && before.status !== 'closed') {
    if (!manager) throw forbidden('Only managers and admins can close tickets');
    assertPermission(user, 'close_tickets');
  }
  if (changesOwner(before, body)) assertPermission(user, 'assign_tickets');
}

/**
 * What an (authorised) update changes. Pure: the same inputs give the same plan.
 * - status: pauses the SLA clock entering waiting_customer/on_hold, resumes it leaving them (the
 *   paused business time pushes the due date back), stamps resolved_at/closed_at;
 * - priority: recomputes the due date of an open ticket;
 * - owner: the ticket moves to the new owner's department;
 * - one audit row per field changed (plus the SLA clock's), one notification per kind of change.
 */
export function planTicketUpdate(input: {
  before: TicketRow;
  body: TicketUpdateRequest;
  user: TicketEditor;
  /** The new owner when `changesOwner` (null = unassigned). */
  owner: PlannedOwner | null;
  now: Date;
  workingHours: WorkingHours;
}): TicketUpdatePlan {
  const { before, body, user, owner, now, workingHours } = input;
  const changes: TicketUpdatePlan['changes'] = {};
  const audit: AuditInput[] = [];
  const events: TicketEventInput[] = [];
  const by = { userId: user.id, userName: user.name, ticketId: before.id, timestamp: now };
  const number = ticketNumber(before.number);

  let status = before.status as Status;
  if (body.status && body.status !== before.status) {
    status = body.status;
    changes.status = status;
    const wasPaused = PAUSED_STATUSES.includes(before.status as Status);
    const nowPaused = PAUSED_STATUSES.includes(status);
    // Also from resolved or closed: a ticket reopened straight into a waiting status is paused.
    if (!wasPaused && nowPaused) {
      changes.slaPausedAt = now;
      audit.push({
        ...by,
        action: 'sla_paused',
        description: `SLA clock paused (${ticketStatusLabels[status]})`,
      });
    } else if (wasPaused && !nowPaused && before.slaPausedAt) {
      const pausedMs = businessTimeBetween(before.slaPausedAt, now, workingHours);
      const pausedSeconds = before.slaPausedSeconds + Math.round(pausedMs / 1000);
      changes.slaPausedAt = null;
      changes.slaPausedSeconds = pausedSeconds;
      changes.dueAt = slaDue(before.createdAt, body.priority ?? before.priority, pausedSeconds, workingHours);
      audit.push({
        ...by,
        action: 'sla_resumed',
        description: `SLA clock resumed after ${Math.round(pausedMs / 60_000)} business minutes paused`,
        details: { paused_seconds: Math.round(pausedMs / 1000), due_at: changes.dueAt.toISOString() },
      });
    }
    if (status === 'resolved') changes.resolvedAt = now;
    if (status === 'closed') changes.closedAt = now;
    if (!CLOSED_STATUSES.includes(status)) {
      changes.resolvedAt = null;
      changes.closedAt = null;
    }
    audit.push({
      ...by,
      action: status === 'resolved' ? 'resolved' : status === 'closed' ? 'closed' : 'status_changed',
      description: quickActionChangeText('status', before.status, status),
      details: { from: before.status, to: status },
    });
    events.push({
      type: 'status_changed',
      message: `Ticket ${number} status changed to ${ticketStatusLabels[status]}`,
    });
  }

  if (body.priority && body.priority !== before.priority) {
    changes.priority = body.priority;
    if (changes.dueAt === undefined && !CLOSED_STATUSES.includes(status))
      changes.dueAt = slaDue(before.createdAt, body.priority, before.slaPausedSeconds, workingHours);
    audit.push({
      ...by,
      action: 'priority_changed',
      description: quickActionChangeText('priority', before.priority, body.priority),
      details: { from: before.priority, to: body.priority },
    });
    events.push({
      type: 'activity',
      message: `Ticket ${number} priority changed to ${ticketPriorityLabels[body.priority]}`,
    });
  }

  if (body.tier !== undefined && body.tier !== before.tier) {
    changes.tier = body.tier;
    audit.push({
      ...by,
      action: 'tier_changed',
      description: quickActionChangeText('tier', before.tier, body.tier),
      details: { from: before.tier, to: body.tier },
    });
  }

  if (changesOwner(before, body)) {
    changes.ownerId = owner?.id ?? null;
    changes.ownerName = owner?.displayName ?? null;
    // Choosing an assignee moves the ticket to their department.
    if (owner?.department) changes.supportDepartment = owner.department;
    audit.push({
      ...by,
      action: 'assigned',
      description: quickActionChangeText('owner_id', before.ownerId, owner?.id ?? null, {
        ...(before.ownerId && before.ownerName ? { [before.ownerId]: before.ownerName } : {}),
        ...(owner ? { [owner.id]: owner.displayName } : {}),
      }),
      details: { from: before.ownerId, to: owner?.id ?? null, to_name: owner?.displayName ?? null },
    });
    events.push({
      type: 'ticket_assigned',
      message: owner
        ? `Ticket ${number} was assigned to ${owner.displayName}`
        : `Ticket ${number} is now unassigned`,
    });
  }

  // The department asked for, unless the new owner's department already decided it.
  if (
    body.support_department &&
    changes.supportDepartment === undefined &&
    body.support_department !== before.supportDepartment
  )
    changes.supportDepartment = body.support_department;
  if (changes.supportDepartment && changes.supportDepartment !== before.supportDepartment)
    audit.push({
      ...by,
      action: 'department_changed',
      description: `Department changed from ${before.supportDepartment} to ${changes.supportDepartment}`,
      details: { from: before.supportDepartment, to: changes.supportDepartment },
    });

  if (
    isManager(user) &&
    body.justification !== undefined &&
    (body.justification || null) !== before.justification
  )
    changes.justification = body.justification || null;

  if (Object.keys(changes).length > 0) {
    changes.updatedAt = now;
    changes.updatedBy = user.name;
  }
  return { changes, audit, events };
}
