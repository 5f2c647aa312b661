import { UNREAD_BADGE_MAX, UNREAD_BADGE_OVERFLOW_TEXT } from '@portal/contract';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  connectionBadge,
  type NotificationConnectionMachine,
  unreadCountOf,
} from '../machines/notification-connection.ts';

/** The unread badge text: the count, '99+' above 99, nothing at 0. */
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_MAX ? UNREAD_BADGE_OVERFLOW_TEXT : String(count);
}

/** The bell: list, unread count (the server's, not the list's) and badge text, connection badge, and the list commands. */
export function useNotificationConnection(machine: NotificationConnectionMachine) {
  const actor = useActorRef(machine);
  const notifications = useSelector(actor, (s) => s.context.notifications);
  const count = useSelector(actor, (s) => unreadCountOf(s.context));
  const badge = useSelector(actor, (s) => connectionBadge(s));
  return useMemo(
    () => ({
      actor,
      notifications,
      unreadCount: count,
      unreadBadgeText: unreadBadgeText(count),
      badge,
      markRead: (id: string) => actor.send({ type: 'notifications.markRead', id }),
      markAllRead: () => actor.send({ type: 'notifications.markAllRead' }),
      clearAll: () => actor.send({ type: 'notifications.clearAll' }),
    }),
    [actor, notifications, count, badge],
  );
}
