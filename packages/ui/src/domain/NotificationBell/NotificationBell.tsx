import type { Notification, NotificationConnection } from '@portal/contract';
import {
  unreadCount as countUnread,
  formatDisplayDate,
  labels,
  notificationTypeLabels,
  ticketStatusLabels,
  unreadBadgeText,
} from '@portal/contract';
import { Bell, BellOff, CheckCheck, Trash2 } from 'lucide-react';
import { Dialog, DialogTrigger, Button as RACButton } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { Popover } from '../../components/Popover/Popover.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../utils.ts';
import { ConnectionBadge } from '../ConnectionBadge/ConnectionBadge.tsx';
import * as styles from './NotificationBell.css.ts';

/**
 * The bell's accessible name: 'Notifications, 3 unread', 'Notifications, 99+ unread' above 99 (the name
 * includes the visible badge text), 'Notifications' when nothing is unread.
 */
export function notificationBellLabel(unread: number): string {
  const badge = unreadBadgeText(unread);
  return badge ? `Notifications, ${badge} unread` : 'Notifications';
}

export interface NotificationBellProps {
  /** The notifications, newest first (at most 50 are kept; see `mergeNotifications`). */
  notifications: readonly Notification[];
  /** Unread count for the badge. @default the number of unread items in `notifications` */
  unreadCount?: number;
  /** How notifications arrive; shows the Live / Polling / Offline badge in the panel. */
  connection?: NotificationConnection;
  /** Called when an item is pressed: open its ticket. The panel closes. */
  onOpenNotification: (notification: Notification) => void;
  /** Called by 'Mark all read'. */
  onMarkAllRead: () => void;
  /** Called by 'Clear All Notifications'. */
  onClearAll: () => void;
  /** Panel open (controlled). */
  isOpen?: boolean;
  /** Panel open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the panel opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** BCP 47 locale of the times. @default 'en-GB' */
  locale?: string;
  /** IANA time zone of the times. @default the browser's */
  timeZone?: string;
  className?: string;
}

/**
 * The bell of the navigation bar: unread count ('99+' above 99) and a panel listing the notifications
 * with 'Mark all read' and 'Clear All Notifications'. Unread items are marked; pressing one opens its ticket.
 */
export function NotificationBell({
  notifications,
  unreadCount,
  connection,
  onOpenNotification,
  onMarkAllRead,
  onClearAll,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  locale,
  timeZone,
  className,
}: NotificationBellProps) {
  const unread = unreadCount ?? countUnread(notifications);
  const badge = unreadBadgeText(unread);

  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RACButton aria-label={notificationBellLabel(unread)} className={cx(styles.trigger, className)}>
        <Bell aria-hidden="true" className={styles.bellIcon} />
        {badge ? (
          <span aria-hidden="true" className={styles.count}>
            {badge}
          </span>
        ) : null}
      </RACButton>
      {/*
        The popover only positions the named dialog inside it. react-aria labels it with the trigger
        (for when it is the dialog itself); that label, with the visible count, made axe count the
        wrapper as page content outside any landmark. An empty label list keeps it nameless.
      */}
      {/* biome-ignore lint/a11y/useValidAriaValues: an empty ID list is valid ARIA (no label), and the only way to drop the one react-aria adds. */}
      <Popover placement="bottom end" className={styles.popover} aria-labelledby="">
        <Dialog aria-label="Notifications" className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading level={2} size="sm">
                  Notifications
                </Heading>
                {connection ? <ConnectionBadge status={connection} /> : null}
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={onMarkAllRead}
                  isDisabled={unread === 0}
                  className={styles.markAll}
                >
                  <CheckCheck aria-hidden="true" className={styles.icon} />
                  {labels.markAllRead}
                </Button>
              </div>
              {notifications.length === 0 ? (
                <div className={styles.empty}>
                  <BellOff aria-hidden="true" className={styles.emptyIcon} />
                  <p className={styles.emptyText}>No notifications</p>
                </div>
              ) : (
                <ul className={styles.list} aria-label="Notification list">
                  {notifications.map((notification) => (
                    <li key={notification.id}>
                      <RACButton
                        className={styles.item({ unread: !notification.read })}
                        onPress={() => {
                          close();
                          onOpenNotification(notification);
                        }}
                      >
                        {!notification.read ? (
                          <span className={styles.dot} aria-hidden="true" />
                        ) : (
                          <span className={styles.dotSpace} aria-hidden="true" />
                        )}
                        <span className={styles.itemText}>
                          <span className={styles.itemTitle}>
                            {!notification.read ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
                            {notificationTypeLabels[notification.update_type]}
                            {notification.ticket_number ? ` · ${notification.ticket_number}` : ''}
                          </span>
                          <span className={styles.message}>{notification.message}</span>
                          {notification.data.ticket_subject || notification.data.new_status ? (
                            <span className={styles.detail}>
                              {[
                                notification.data.ticket_subject,
                                notification.data.new_status
                                  ? ticketStatusLabels[notification.data.new_status]
                                  : null,
                              ]
                                .filter(Boolean)
                                .join(' · ')}
                            </span>
                          ) : null}
                          <time dateTime={notification.created_at} className={styles.time}>
                            {formatDisplayDate(notification.created_at, { locale, timeZone, withTime: true })}
                          </time>
                        </span>
                      </RACButton>
                    </li>
                  ))}
                </ul>
              )}
              <div className={styles.footer}>
                <Button
                  size="sm"
                  variant="ghost"
                  fullWidth
                  onPress={onClearAll}
                  isDisabled={notifications.length === 0}
                >
                  <Trash2 aria-hidden="true" className={styles.icon} />
                  {labels.clearAllNotifications}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
