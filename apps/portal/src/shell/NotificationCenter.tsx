import { openNotificationStream, polledNotifications } from '@portal/api-client';
import {
  messages,
  NOTIFICATION_SOUND_VOLUME,
  type Notification,
  type NotificationType,
  notificationTypeLabels,
} from '@portal/contract';
import {
  type NotificationConnectionEvent,
  type NotificationItem,
  notificationConnectionMachine,
  type StreamAddress,
} from '@portal/state-machines';
import { useNotificationConnection } from '@portal/state-machines/react';
import { NotificationBell } from '@portal/ui';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromCallback, fromPromise } from 'xstate';
import { api } from '../app/api.ts';
import { useCurrentUser } from '../app/session.tsx';
import { toast } from '../app/toasts.ts';

/** Fired on `window` for every notification that arrives (stream or poll), e.g. to refresh the ticket list. */
export const TICKET_NOTIFICATION_EVENT = 'portal:ticket-notification';

/**
 * The stream's second address. Deployments whose proxy buffers or cuts server-sent events can set
 * `VITE_NOTIFICATION_STREAM_URL` at build time to another address of the stream on the portal's own
 * origin (e.g. /direct/api/notifications/stream, routed past the buffering proxy): the session cookie
 * (host-only, SameSite=Lax) goes nowhere else; without it the second attempt goes to the same
 * address again, one second after the first failed.
 */
const SECONDARY_STREAM_URL: string | undefined = import.meta.env.VITE_NOTIFICATION_STREAM_URL || undefined;

/** Id of the last event a stream delivered, so the next connection resumes right after it. */
let lastEventId: string | undefined;

/** The stream's address: no token in it, the EventSource sends the session cookie. */
function streamUrl(address: StreamAddress): string {
  const primary = new URL(api.notifications.streamUrl(), window.location.href);
  const url =
    address === 'secondary' && SECONDARY_STREAM_URL ? new URL(SECONDARY_STREAM_URL, primary) : primary;
  // The server replays what was created after this event: EventSource resumes by itself only
  // within one connection, and the machine opens a new one after every failure.
  if (lastEventId) url.searchParams.set('last_event_id', lastEventId);
  return url.href;
}

/**
 * The bell's connection machine with its actors wired to the API: the EventSource stream (any error
 * closes it and reports the failure, so the machine's retry-then-poll rule decides what comes next
 * instead of EventSource's own silent reconnects), the 15 s poll of /notifications/recent (with its
 * 404 fallback), the unread list at start, the server's unread count (the list holds only 50), and the
 * read marks.
 */
const portalNotificationMachine = notificationConnectionMachine.provide({
  actors: {
    stream: fromCallback<NotificationConnectionEvent, { address: StreamAddress }>(({ sendBack, input }) => {
      let closed = false;
      const stream = openNotificationStream(streamUrl(input.address), {
        onOpen: () => sendBack({ type: 'notifications.opened' }),
        onEvent: (event) => {
          if (closed) return;
          if (event.id) lastEventId = event.id;
          if (event.type === 'connected') sendBack({ type: 'notifications.opened' });
          else if (event.type === 'heartbeat') sendBack({ type: 'notifications.heartbeat' });
          else sendBack({ type: 'notifications.received', notification: event.notification });
        },
        onError: () => {
          if (closed) return;
          closed = true;
          stream.close();
          sendBack({ type: 'notifications.streamFailed' });
        },
      });
      return () => {
        closed = true;
        stream.close();
      };
    }),
    pollRecent: fromPromise<NotificationItem[], { since: number }>(async ({ input }) => {
      const result = await api.notifications.recent(input.since);
      const items = polledNotifications(result);
      if (result.source !== 'recent') return items;
      // The server's items carry their read flag; keep it, so a poll never revives a read one.
      const read = new Set(
        result.notifications.filter((n) => (n as { read?: boolean }).read === true).map((n) => n.id),
      );
      return items.map((item) => (read.has(item.id) ? { ...item, read: true } : item));
    }),
    loadUnread: fromPromise<NotificationItem[]>(() => api.notifications.unread()),
    loadUnreadCount: fromPromise<number | null>(async () => (await api.notifications.unreadCount()).count),
    markRead: fromPromise<unknown, { id: string }>(({ input }) => api.notifications.markRead(input.id)),
    markAllRead: fromPromise<unknown>(() => api.notifications.markAllRead()),
  },
});

let audio: AudioContext | undefined;

/**
 * A short chime at the spec's volume (0.5). Browsers allow sound only after the person has used the
 * page; before that, or without Web Audio, the toast alone announces the notification.
 */
function chime(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => {});
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    const start = audio.currentTime;
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(NOTIFICATION_SOUND_VOLUME, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.3);
  } catch {
    // No sound available: the toast still shows.
  }
}

function toBellItem(item: NotificationItem, userId: string): Notification {
  return {
    id: item.id,
    user_id: userId,
    ticket_id: item.ticket_id ?? '',
    ticket_number: item.ticket_number == null ? null : String(item.ticket_number),
    update_type: item.update_type as NotificationType,
    message: item.message,
    data: (item.data ?? {}) as Notification['data'],
    read: !!item.read,
    created_at: item.created_at,
  };
}

/**
 * The navigation bar's bell: notifications arrive over the stream (Live), else by polling
 * (Polling), and not at all while the browser is offline (Offline). A new one shows a toast and
 * chimes; pressing one marks it read and opens its ticket.
 */
export function NotificationCenter() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const bell = useNotificationConnection(portalNotificationMachine);
  const { actor } = bell;

  useEffect(() => {
    const subscription = actor.on('notification.arrived', ({ notification }) => {
      const title = notificationTypeLabels[notification.update_type as NotificationType] ?? 'Notification';
      toast.info(title, notification.message);
      chime();
      window.dispatchEvent(new CustomEvent(TICKET_NOTIFICATION_EVENT, { detail: notification }));
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const items = useMemo(
    () => bell.notifications.map((n) => toBellItem(n, user.id)),
    [bell.notifications, user.id],
  );

  return (
    <NotificationBell
      notifications={items}
      unreadCount={bell.unreadCount}
      connection={bell.badge}
      onOpenNotification={(notification) => {
        bell.markRead(notification.id);
        if (!notification.ticket_id) {
          toast.error(messages.navigationError.title, messages.navigationError.description);
          return;
        }
        try {
          navigate(`/boost/tickets/${encodeURIComponent(notification.ticket_id)}`);
        } catch {
          toast.error(messages.navigationError.title, messages.navigationError.description);
        }
      }}
      onMarkAllRead={bell.markAllRead}
      onClearAll={() => {
        // Only unread ones are loaded at start, so marking them read keeps a cleared list cleared.
        bell.markAllRead();
        bell.clearAll();
      }}
    />
  );
}
