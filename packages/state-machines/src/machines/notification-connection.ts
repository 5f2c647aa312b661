import {
  mergeNotifications,
  NOTIFICATION_HEARTBEAT_INTERVAL_MS,
  NOTIFICATION_POLL_INTERVAL_MS,
  NOTIFICATION_STREAM_RETRY_DELAY_MS,
  unreadCount,
} from '@portal/contract';
import {
  assertEvent,
  assign,
  type DoneActorEvent,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  spawnChild,
} from 'xstate';

/** A notification in the bell. */
export interface NotificationItem {
  id: string;
  created_at: string;
  update_type: string;
  message: string;
  data?: { ticket_subject?: string; new_status?: string; [key: string]: unknown } | null;
  ticket_id?: string | null;
  ticket_number?: string | number | null;
  read?: boolean;
}

/** Which address the stream is opened on: the first, or the second after a failure. */
export type StreamAddress = 'primary' | 'secondary';

/** The connection badge: Live (stream), Polling (fallback), Offline. */
export type ConnectionBadge = 'live' | 'polling' | 'offline';

/**
 * How long a stream may take to open before the attempt counts as failed (a proxy that holds the
 * connection without answering). An EventSource normally opens well within a second; 10 s leaves
 * room for a slow network while keeping the bell from waiting a heartbeat timeout (50 s) for nothing.
 */
export const NOTIFICATION_STREAM_OPEN_TIMEOUT_MS = 10_000;

/**
 * How long after a change the unread count is asked from the server again: a burst of arrivals
 * (a hundred comments on a ticket) costs one request, not a hundred.
 */
export const UNREAD_COUNT_REFRESH_DELAY_MS = 500;

export interface NotificationConnectionContext {
  notifications: NotificationItem[];
  /** Epoch ms of the last poll, sent as `since` by the next one. */
  since: number;
  /** Whether the fallback has polled at least once (the badge stays Polling while reconnecting). */
  hasPolled: boolean;
  /**
   * Every unread notification, as the server counts them (the list keeps only 50), kept up to date
   * between two reads of the server by what arrives and what is marked read here; null until the
   * server first answered (then the list's own count stands in).
   */
  unreadCount: number | null;
  /** Which read of the count is the latest; an answer from an older one is stale and dropped. */
  countRequest: number;
  /** Read marks sent and not yet answered: a count read meanwhile may predate them and is dropped. */
  pendingWrites: number;
}

/** Events the injected stream actor sends back. */
export type NotificationStreamFeedback =
  | { type: 'notifications.opened' }
  | { type: 'notifications.received'; notification: NotificationItem }
  | { type: 'notifications.heartbeat' }
  | { type: 'notifications.streamFailed' };

export type NotificationConnectionEvent =
  | NotificationStreamFeedback
  | { type: 'notifications.offline' }
  | { type: 'notifications.online' }
  | { type: 'notifications.markRead'; id: string }
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.clearAll' }
  /** Internal: a change happened a moment ago; read the unread count again. */
  | { type: 'notifications.countStale' };

export type NotificationConnectionEmitted = { type: 'notification.arrived'; notification: NotificationItem };

/**
 * The bell's connection: the stream connects first (Live); on failure it retries on the second
 * address after 1 s, then falls back to polling every 15 s (Polling), probing the stream again
 * from time to time; Offline while the browser is offline. A stream that does not open within
 * the open timeout, or misses its heartbeats, counts as a failure. Keeps the list (newest first, at
 * most 50) and read flags. The unread count is the server's (`loadUnreadCount`, at start and
 * shortly after every change), moved at once by what arrives and what is marked read in between, so
 * it goes past the 50 listed ('99+' above 99).
 * Injected actors: stream (fromCallback, input {address}), pollRecent, loadUnread, loadUnreadCount,
 * markRead, markAllRead, networkStatus (fromCallback sending notifications.offline / .online).
 */
export const notificationConnectionMachine = setup({
  types: {
    context: {} as NotificationConnectionContext,
    events: {} as NotificationConnectionEvent,
    emitted: {} as NotificationConnectionEmitted,
  },
  actors: {
    stream: fromCallback<NotificationConnectionEvent, { address: StreamAddress }>(({ sendBack }) => {
      sendBack({ type: 'notifications.streamFailed' });
    }),
    pollRecent: fromPromise<NotificationItem[], { since: number }>(async () => []),
    loadUnread: fromPromise<NotificationItem[]>(async () => []),
    /** How many are unread on the server; null when it cannot tell (the list's count is shown). */
    loadUnreadCount: fromPromise<number | null>(async () => null),
    markRead: fromPromise<unknown, { id: string }>(async () => undefined),
    markAllRead: fromPromise<unknown>(async () => undefined),
    networkStatus: fromCallback<NotificationConnectionEvent>(({ sendBack }) => {
      if (typeof window === 'undefined') return;
      const offline = () => sendBack({ type: 'notifications.offline' });
      const online = () => sendBack({ type: 'notifications.online' });
      window.addEventListener('offline', offline);
      window.addEventListener('online', online);
      if (typeof navigator !== 'undefined' && navigator.onLine === false) offline();
      return () => {
        window.removeEventListener('offline', offline);
        window.removeEventListener('online', online);
      };
    }),
  },
  actions: {
    addNotification: assign(({ context, event }) => {
      assertEvent(event, 'notifications.received');
      return {
        unreadCount: withArrivals(context, [event.notification]),
        notifications: mergeNotifications(context.notifications, [
          { ...event.notification, read: !!event.notification.read },
        ]),
      };
    }),
    announce: emit(({ event }) => {
      assertEvent(event, 'notifications.received');
      return { type: 'notification.arrived' as const, notification: event.notification };
    }),
    markReadLocally: assign({
      unreadCount: ({ context }) =>
        context.unreadCount === null ? null : Math.max(0, context.unreadCount - 1),
      notifications: ({ context, event }) => {
        assertEvent(event, 'notifications.markRead');
        return context.notifications.map((n) => (n.id === event.id ? { ...n, read: true } : n));
      },
    }),
    markReadRemotely: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'notifications.markRead');
      enqueue.assign({ pendingWrites: ({ context }) => context.pendingWrites + 1 });
      enqueue.spawnChild('markRead', { id: `markRead.${event.id}`, input: { id: event.id } });
    }),
    markAllReadLocally: assign({
      unreadCount: ({ context }) => (context.unreadCount === null ? null : 0),
      notifications: ({ context }) => context.notifications.map((n) => ({ ...n, read: true })),
    }),
    markAllReadRemotely: enqueueActions(({ enqueue }) => {
      enqueue.assign({ pendingWrites: ({ context }) => context.pendingWrites + 1 });
      enqueue.spawnChild('markAllRead', { id: 'markAllRead' });
    }),
    clearAll: assign({ notifications: [] }),
    writeEnded: assign({ pendingWrites: ({ context }) => Math.max(0, context.pendingWrites - 1) }),
    /**
     * Asks the server for the count again shortly (a newer request supersedes an older one, whose
     * answer is then dropped): it corrects anything the local bookkeeping could not know, such as
     * notifications beyond the list or read in another tab.
     */
    refreshCountSoon: enqueueActions(({ enqueue }) => {
      enqueue.assign({ countRequest: ({ context }) => context.countRequest + 1 });
      enqueue.cancel('unreadCountRefresh');
      enqueue.raise(
        { type: 'notifications.countStale' },
        { id: 'unreadCountRefresh', delay: 'countRefresh' },
      );
    }),
    loadCount: spawnChild('loadUnreadCount', { id: ({ context }) => countActorId(context.countRequest) }),
    setCount: assign({
      unreadCount: ({ context, event }) => {
        const done = event as unknown as DoneActorEvent<number | null>;
        return typeof done.output === 'number' ? done.output : context.unreadCount;
      },
    }),
  },
  guards: {
    isUnread: ({ context, event }) =>
      event.type === 'notifications.markRead' &&
      context.notifications.some((n) => n.id === event.id && !n.read),
    // The server may count unread ones the list does not hold (it keeps the newest 50).
    hasUnread: ({ context }) => !!context.unreadCount || context.notifications.some((n) => !n.read),
    /** The answer of the latest count request, with no read mark in flight that it could predate. */
    isCurrentCount: ({ context, event }) =>
      (event as unknown as DoneActorEvent).actorId === countActorId(context.countRequest) &&
      context.pendingWrites === 0,
  },
  delays: {
    streamRetry: NOTIFICATION_STREAM_RETRY_DELAY_MS,
    pollInterval: NOTIFICATION_POLL_INTERVAL_MS,
    // Two missed heartbeats and the stream is presumed dead.
    heartbeatTimeout: NOTIFICATION_HEARTBEAT_INTERVAL_MS * 2,
    // How often polling tries the stream again.
    streamProbe: NOTIFICATION_POLL_INTERVAL_MS * 4,
    // A stream that has not opened by then has failed (see NOTIFICATION_STREAM_OPEN_TIMEOUT_MS).
    openTimeout: NOTIFICATION_STREAM_OPEN_TIMEOUT_MS,
    countRefresh: UNREAD_COUNT_REFRESH_DELAY_MS,
  },
}).createMachine({
  id: 'notificationConnection',
  context: () => ({
    notifications: [],
    since: Date.now(),
    hasPolled: false,
    unreadCount: null,
    countRequest: 0,
    pendingWrites: 0,
  }),
  entry: 'loadCount',
  invoke: [
    { src: 'networkStatus' },
    {
      src: 'loadUnread',
      onDone: {
        actions: assign({
          notifications: ({ context, event }) =>
            mergeNotifications(
              context.notifications,
              event.output.map((n) => ({ ...n, read: !!n.read })),
            ),
        }),
      },
    },
  ],
  initial: 'primary',
  on: {
    'notifications.offline': { target: '.offline' },
    'notifications.markRead': { guard: 'isUnread', actions: ['markReadLocally', 'markReadRemotely'] },
    'notifications.markAllRead': {
      guard: 'hasUnread',
      actions: ['markAllReadLocally', 'markAllReadRemotely'],
    },
    'notifications.clearAll': { actions: 'clearAll' },
    // Read flags are kept locally even when the server call fails; the count is read again either way.
    'xstate.done.actor.markRead.*': { actions: ['writeEnded', 'refreshCountSoon'] },
    'xstate.error.actor.markRead.*': { actions: ['writeEnded', 'refreshCountSoon'] },
    'xstate.done.actor.markAllRead': { actions: ['writeEnded', 'refreshCountSoon'] },
    'xstate.error.actor.markAllRead': { actions: ['writeEnded', 'refreshCountSoon'] },
    'notifications.countStale': { actions: 'loadCount' },
    'xstate.done.actor.unreadCount.*': { guard: 'isCurrentCount', actions: 'setCount' },
    // A failed read keeps the count as it is; the next change reads it again.
    'xstate.error.actor.unreadCount.*': {},
  },
  states: {
    primary: streamAttempt('primary', '#notificationConnection.retryWait'),
    retryWait: {
      after: { streamRetry: { target: 'secondary' } },
    },
    secondary: streamAttempt('secondary', '#notificationConnection.polling'),
    polling: {
      tags: ['polling'],
      initial: 'fetching',
      after: { streamProbe: { target: 'primary' } },
      states: {
        fetching: {
          invoke: {
            src: 'pollRecent',
            input: ({ context }) => ({ since: context.since }),
            onDone: {
              target: 'waiting',
              actions: [
                // Before the merge, so 'fresh' means not yet in the list.
                enqueueActions(({ context, event, enqueue }) => {
                  const known = new Set(context.notifications.map((n) => n.id));
                  const fresh = event.output.find((n) => !known.has(n.id));
                  if (fresh) enqueue.emit({ type: 'notification.arrived', notification: fresh });
                }),
                assign({
                  unreadCount: ({ context, event }) => withArrivals(context, event.output),
                  notifications: ({ context, event }) =>
                    mergeNotifications(
                      context.notifications,
                      event.output.map((n) => ({ ...n, read: !!n.read })),
                    ),
                  since: () => Date.now(),
                  hasPolled: true,
                }),
                'refreshCountSoon',
              ],
            },
            // A failed poll is retried at the next interval.
            onError: { target: 'waiting', actions: assign({ hasPolled: true }) },
          },
        },
        waiting: {
          after: { pollInterval: { target: 'fetching' } },
        },
      },
    },
    offline: {
      tags: ['offline'],
      on: { 'notifications.online': { target: 'primary' } },
    },
  },
});

/**
 * The badge for a snapshot of {@link notificationConnectionMachine}, or undefined for none.
 * While a stream is connecting (or waiting to retry) nothing is delivered yet, so neither Live nor
 * Offline would be true and the spec has no word for connecting: no badge is shown, except that
 * once polling has delivered, the bell keeps saying Polling while it tries the stream again.
 */
export function connectionBadge(snapshot: {
  hasTag: (tag: string) => boolean;
  context: NotificationConnectionContext;
}): ConnectionBadge | undefined {
  if (snapshot.hasTag('live')) return 'live';
  if (snapshot.hasTag('polling')) return 'polling';
  if (snapshot.hasTag('offline')) return 'offline';
  return snapshot.context.hasPolled ? 'polling' : undefined;
}

export type NotificationConnectionMachine = typeof notificationConnectionMachine;

/** The id of the count request number `n`. */
function countActorId(n: number): string {
  return `unreadCount.${n}`;
}

/** The count after `incoming` arrived: plus the unread ones the list did not hold yet. */
function withArrivals(context: NotificationConnectionContext, incoming: readonly NotificationItem[]) {
  if (context.unreadCount === null) return null;
  const known = new Set(context.notifications.map((n) => n.id));
  return context.unreadCount + unreadCount(incoming.filter((n) => !known.has(n.id)));
}

/** The badge's count: the server's, or the list's own until the server has answered. */
export function unreadCountOf(context: NotificationConnectionContext): number {
  return context.unreadCount ?? unreadCount(context.notifications);
}

/**
 * The stream is tried on two addresses; both attempts behave alike and differ only in where a
 * failure (or a silent stream) leads next.
 */
function streamAttempt(address: 'primary' | 'secondary', onFailure: string) {
  return {
    invoke: { src: 'stream', input: { address } },
    initial: 'opening',
    states: {
      opening: {
        // A connection held open without an answer must not leave the bell without updates.
        after: { openTimeout: { target: onFailure } },
        // A new connection: read the count again (it may have changed while nothing was connected).
        on: { 'notifications.opened': { target: 'live', actions: 'refreshCountSoon' } },
      },
      live: {
        tags: ['live'],
        after: { heartbeatTimeout: { target: onFailure } },
        on: {
          // Any message proves the stream alive; re-entering restarts the heartbeat timeout.
          'notifications.heartbeat': { target: 'live', reenter: true },
          'notifications.received': {
            target: 'live',
            reenter: true,
            actions: ['addNotification', 'announce', 'refreshCountSoon'],
          },
        },
      },
    },
    on: { 'notifications.streamFailed': { target: onFailure } },
  } as const;
}
