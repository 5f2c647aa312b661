import { slaDueAt } from '@portal/contract';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { isStaff } from '../auth/sessions.ts';
import type { WorkingHours } from '../config.ts';
import type { CurrentUser } from '../context.ts';
import type { Executor } from '../db/index.ts';
import { auditEntries, businessUnits, tickets } from '../db/schema.ts';
import { PRIORITIES, type Priority, ticketNumber } from '../domain.ts';
import { notFound } from '../http.ts';

export type TicketRow = typeof tickets.$inferSelect;

/** What ticket visibility depends on: a signed-in person, or any user row (see `viewerOf`). */
export type Viewer = Pick<CurrentUser, 'id' | 'department' | 'permissions' | 'effectiveRole'>;

/** Staff (agent, manager, admin) see internal comments and the audit entries about them. */
export const seesInternal = isStaff;

/**
 * Which tickets a person sees, built from their permission map (so changing permissions changes it):
 * view_all_tickets: all; view_department_tickets: their department's; view_own_tickets: those they
 * requested, plus for staff those they own or are boost agent of. With the role defaults this is the
 * spec's rule: admin and manager all, agent own department or requester or owner, user only requested.
 */
export function visibleTo(user: Viewer): SQL {
  if (user.permissions.view_all_tickets) return sql`true`;
  const parts: SQL[] = [];
  if (user.permissions.view_department_tickets && user.department)
    parts.push(sql`${tickets.supportDepartment} = ${user.department}`);
  if (user.permissions.view_own_tickets) {
    parts.push(sql`${tickets.requesterId} = ${user.id}`);
    if (seesInternal(user))
      parts.push(sql`${tickets.ownerId} = ${user.id}`, sql`${tickets.boostAgentId} = ${user.id}`);
  }
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` OR `)})`;
}

export function ticketSelection(user: CurrentUser) {
  const internal = seesInternal(user) ? sql`true` : sql`c.is_internal = false`;
  return {
    ...getTableColumns(tickets),
    businessUnitName: businessUnits.name,
    commentCount: sql<number>`(SELECT count(*)::int FROM ticket_comments c WHERE c.ticket_id = ${tickets.id} AND ${internal})`,
    attachmentCount: sql<number>`(SELECT count(*)::int FROM ticket_attachments a WHERE a.ticket_id = ${tickets.id})`,
  };
}

export type TicketView = TicketRow & {
  businessUnitName: string | null;
  commentCount: number;
  attachmentCount: number;
};

export function selectTickets(tx: Executor, user: CurrentUser) {
  return tx
    .select(ticketSelection(user))
    .from(tickets)
    .leftJoin(businessUnits, eq(businessUnits.id, tickets.businessUnitId));
}

/** A ticket the user may see, else 404 (a ticket you may not see does not exist for you). */
export async function loadVisibleTicket(tx: Executor, user: CurrentUser, id: string): Promise<TicketView> {
  const [row] = await selectTickets(tx, user).where(and(eq(tickets.id, id), visibleTo(user)));
  if (!row) throw notFound('Ticket not found');
  return row;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function ticketDto(row: TicketView) {
  return {
    id: row.id,
    ticket_number: ticketNumber(row.number),
    subject: row.subject,
    description: row.description,
    status: row.status,
    priority: row.priority,
    tier: row.tier,
    category: row.category ?? '',
    subcategory: row.subcategory ?? '',
    classification: row.classification,
    support_department: row.supportDepartment,
    channel: row.channel ?? '',
    source: row.source,
    justification: row.justification,
    conversation_session_id: row.conversationSessionId,
    requester_id: row.requesterId,
    requester_name: row.requesterName ?? '',
    requester_email: row.requesterEmail ?? '',
    owner_id: row.ownerId,
    owner_name: row.ownerName,
    boost_agent_id: row.boostAgentId,
    boost_agent_name: row.boostAgentName,
    business_unit_id: row.businessUnitId,
    business_unit_name: row.businessUnitName,
    due_at: iso(row.dueAt),
    sla_paused_at: iso(row.slaPausedAt),
    sla_paused_seconds: row.slaPausedSeconds,
    sla_breached_at: iso(row.slaBreachedAt),
    resolved_at: iso(row.resolvedAt),
    closed_at: iso(row.closedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
    comment_count: row.commentCount,
    attachment_count: row.attachmentCount,
  };
}

/** SLA due: the priority's resolution target in business hours from creation, pushed back by pauses. */
export function slaDue(createdAt: Date, priority: string, pausedSeconds: number, wh: WorkingHours): Date {
  const p = (PRIORITIES as readonly string[]).includes(priority) ? (priority as Priority) : 'medium';
  return slaDueAt(createdAt, p, { businessHours: wh, pausedMs: pausedSeconds * 1000 });
}

export interface AuditInput {
  ticketId: string;
  action: string;
  description: string;
  details?: Record<string, unknown> | string | null;
  userId: string | null;
  userName: string | null;
  isInternal?: boolean;
  bySystem?: boolean;
  timestamp?: Date;
}

export async function writeAudit(tx: Executor, entries: AuditInput[]) {
  if (entries.length === 0) return [];
  return tx
    .insert(auditEntries)
    .values(
      entries.map((e) => ({
        ticketId: e.ticketId,
        action: e.action,
        description: e.description,
        details: e.details ?? null,
        userId: e.userId,
        userName: e.userName,
        isInternal: e.isInternal ?? false,
        bySystem: e.bySystem ?? true,
        ...(e.timestamp ? { timestamp: e.timestamp } : {}),
      })),
    )
    .returning();
}

export function auditDto(row: typeof auditEntries.$inferSelect) {
  return {
    id: row.id,
    ticket_id: row.ticketId,
    action: row.action,
    description: row.description ?? '',
    details: (row.details as Record<string, unknown> | string | null) ?? null,
    user_id: row.userId,
    user_name: row.userName,
    timestamp: row.timestamp.toISOString(),
  };
}

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
