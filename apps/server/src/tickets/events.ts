import { inArray } from 'drizzle-orm';
import { isStaff } from '../auth/sessions.ts';
import type { CurrentUser } from '../context.ts';
import type { Tx } from '../db/index.ts';
import { users } from '../db/schema.ts';
import { effectiveRole, type NotificationType, ticketNumber } from '../domain.ts';
import { createNotifications } from '../notifications/service.ts';
import type { TicketRow } from './core.ts';

/**
 * Notifies the requester, owner and boost agent of a ticket event, except whoever caused it.
 * Staff-only events (internal comments) reach staff only.
 */
export async function notifyTicketEvent(
  tx: Tx,
  ticket: Pick<
    TicketRow,
    'id' | 'number' | 'subject' | 'status' | 'requesterId' | 'ownerId' | 'boostAgentId'
  >,
  actor: CurrentUser | null,
  event: { type: NotificationType; message: string; staffOnly?: boolean; extra?: Record<string, unknown> },
) {
  const ids = [...new Set([ticket.requesterId, ticket.ownerId, ticket.boostAgentId])].filter(
    (id): id is string => !!id && id !== actor?.id,
  );
  if (ids.length === 0) return [];
  const people = await tx
    .select({ id: users.id, role: users.role, boostRole: users.boostRole, isActive: users.isActive })
    .from(users)
    .where(inArray(users.id, ids));
  const recipients = people.filter((p) => {
    if (!p.isActive) return false;
    if (!event.staffOnly) return true;
    return isStaff({ effectiveRole: effectiveRole({ role: p.role, boost_role: p.boostRole }) });
  });
  return createNotifications(
    tx,
    recipients.map((p) => ({
      userId: p.id,
      ticketId: ticket.id,
      ticketNumber: ticketNumber(ticket.number),
      updateType: event.type,
      message: event.message,
      data: { ticket_subject: ticket.subject, new_status: ticket.status, ...event.extra },
    })),
  );
}
