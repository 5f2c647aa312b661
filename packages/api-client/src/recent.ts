import {
  type Notification,
  notificationTypeLabels,
  type RecentNotificationItem,
  type Ticket,
} from '@portal/contract';
import type { RecentNotificationsResult } from './client.ts';

/** A bell entry built from the polling answer (same shape as a streamed notification, minus user_id). */
export type PolledNotification = Pick<
  Notification,
  'id' | 'created_at' | 'update_type' | 'message' | 'data' | 'ticket_id' | 'ticket_number' | 'read'
>;

function fromItem(item: RecentNotificationItem): PolledNotification {
  return {
    // Items without an id get a stable one, so the next poll does not add them twice.
    id: item.id ?? `${item.ticket_id}:${item.update_type}:${item.timestamp}`,
    created_at: item.timestamp,
    update_type: item.update_type,
    message: item.message ?? notificationTypeLabels[item.update_type] ?? 'Ticket activity',
    data: item.data ?? {},
    ticket_id: item.ticket_id,
    ticket_number: item.ticket_number ?? null,
    read: false,
  };
}

function fromTicket(ticket: Ticket): PolledNotification {
  const at = ticket.updated_at ?? ticket.created_at;
  return {
    id: `${ticket.id}:activity:${at}`,
    created_at: at,
    update_type: 'activity',
    message: `${ticket.ticket_number} updated: ${ticket.subject}`,
    data: { ticket_subject: ticket.subject, new_status: ticket.status },
    ticket_id: ticket.id,
    ticket_number: ticket.ticket_number,
    read: false,
  };
}

/**
 * Turns a recent-notifications poll (or its 404 fallback) into bell entries, for the
 * notification machine's `pollRecent` actor. In the fallback, a ticket that also has an activity
 * entry is described by the activity entry only.
 */
export function polledNotifications(result: RecentNotificationsResult): PolledNotification[] {
  if (result.source === 'recent') return result.notifications.map(fromItem);
  const activity = result.activity.map(fromItem);
  const covered = new Set(activity.map((a) => a.ticket_id));
  // A ticket already described by an activity entry would only repeat it.
  const tickets = result.tickets.filter((t) => !covered.has(t.id)).map(fromTicket);
  return [...activity, ...tickets];
}
