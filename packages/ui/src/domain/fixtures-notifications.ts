/** Story fixtures of the Notifications area, typed with contract types. */
import type { Notification } from '@portal/contract';

export const notifications: Notification[] = [
  {
    id: 'n-1',
    user_id: 'u-1',
    ticket_id: 't-1042',
    ticket_number: 'BST-1042',
    update_type: 'comment',
    message: 'Priya Raman commented on your ticket.',
    data: { ticket_subject: 'VPN drops every 10 minutes' },
    read: false,
    created_at: '2025-11-21T10:05:00.000Z',
  },
  {
    id: 'n-2',
    user_id: 'u-1',
    ticket_id: 't-1038',
    ticket_number: 'BST-1038',
    update_type: 'status_changed',
    message: 'Status changed to Waiting on User.',
    data: { ticket_subject: 'Laptop replacement request', new_status: 'waiting_customer' },
    read: false,
    created_at: '2025-11-21T09:40:00.000Z',
  },
  {
    id: 'n-3',
    user_id: 'u-1',
    ticket_id: 't-1031',
    ticket_number: 'BST-1031',
    update_type: 'ticket_assigned',
    message: 'Ticket assigned to you.',
    data: { ticket_subject: 'Per diem rates for the Nairobi workshop' },
    read: true,
    created_at: '2025-11-20T16:12:00.000Z',
  },
  {
    id: 'n-4',
    user_id: 'u-1',
    ticket_id: 't-1027',
    ticket_number: null,
    update_type: 'document_attachment',
    message: 'A new attachment was added: invoice-0231.pdf.',
    data: {},
    read: true,
    created_at: '2025-11-19T11:00:00.000Z',
  },
];

const types = ['comment', 'status_changed', 'ticket_assigned', 'activity', 'boost_agent_assignment'] as const;

/** 50 notifications (the kept maximum), all unread. */
export const manyNotifications: Notification[] = Array.from({ length: 50 }, (_, i) => ({
  id: `n-many-${i + 1}`,
  user_id: 'u-1',
  ticket_id: `t-${2000 + i}`,
  ticket_number: `BST-${2000 + i}`,
  update_type: types[i % types.length] ?? 'activity',
  message:
    i === 0
      ? 'A very long notification message about the ticket that keeps going to show how the text wraps inside the panel without overflowing its width.'
      : `Update ${i + 1} on your ticket.`,
  data: { ticket_subject: `Ticket subject ${i + 1}` },
  read: false,
  created_at: new Date(Date.UTC(2025, 10, 21, 10, 0) - i * 3_600_000).toISOString(),
}));
