import { unreadBadgeText } from '@portal/contract';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  connectionBadge,
  type NotificationConnectionMachine,
  unreadCountOf,
} from '../machines/notification-connection.ts';

/**
 * The bell: list, unread count (the server's, not the list's) and badge text (the contract's
 * `unreadBadgeText`: null at 0), connection badge, and the list commands.
 */
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
