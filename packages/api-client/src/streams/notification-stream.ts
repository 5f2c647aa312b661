import type { Notification } from '@portal/contract';

/** The message types of `GET /notifications/stream`. */
export const notificationStreamTypes = ['connected', 'ticket_update', 'heartbeat'] as const;
export type NotificationStreamType = (typeof notificationStreamTypes)[number];

/** One server-sent event of the notification stream, with its SSE event id when it had one. */
export type NotificationStreamEvent =
  | { type: 'connected'; id: string | undefined; userId: string | undefined }
  | { type: 'heartbeat'; id: string | undefined }
  | { type: 'ticket_update'; id: string | undefined; notification: Notification };

/** The parts of the DOM EventSource this module uses, so tests and old browsers can supply one. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceConstructor = new (url: string) => EventSourceLike;

/** Callbacks of {@link openNotificationStream}. */
export interface NotificationStreamHandlers {
  onOpen?: () => void;
  onEvent: (event: NotificationStreamEvent) => void;
  /** The connection failed or dropped; the caller decides whether to retry (the machine does). */
  onError?: (event: Event) => void;
}

/** A live notification stream. */
export interface NotificationStream {
  /** Id of the last event received, for resuming. */
  readonly lastEventId: string | undefined;
  close(): void;
}

function toEvent(type: string, message: MessageEvent): NotificationStreamEvent | undefined {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(String(message.data));
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>;
  } catch {
    // A heartbeat may carry no JSON at all.
  }
  const kind = type === 'message' ? data.type : type;
  const id = message.lastEventId || undefined;
  if (kind === 'connected') {
    return { type: 'connected', id, userId: typeof data.user_id === 'string' ? data.user_id : undefined };
  }
  if (kind === 'heartbeat') return { type: 'heartbeat', id };
  if (kind === 'ticket_update') {
    const { type: _type, notification, ...rest } = data;
    const fields = (
      typeof notification === 'object' && notification !== null ? notification : rest
    ) as Notification;
    return { type: 'ticket_update', id, notification: fields };
  }
  return undefined;
}

/**
 * Opens the notification stream with EventSource, which authenticates by the session cookie the
 * browser sends with it (no token in the URL, where proxies and access logs would keep it). Events may arrive as named SSE events or as plain messages
 * whose JSON has a `type`; both are accepted.
 */
export function openNotificationStream(
  url: string,
  handlers: NotificationStreamHandlers,
  EventSourceImpl: EventSourceConstructor | undefined = globalThis.EventSource as
    | EventSourceConstructor
    | undefined,
): NotificationStream {
  if (!EventSourceImpl) throw new Error('EventSource is not available in this environment');
  const source = new EventSourceImpl(url);
  let lastEventId: string | undefined;
  const listen = (type: string) =>
    source.addEventListener(type, (message) => {
      const event = toEvent(type, message);
      if (!event) return;
      if (event.id) lastEventId = event.id;
      handlers.onEvent(event);
    });
  listen('message');
  for (const type of notificationStreamTypes) listen(type);
  source.onopen = () => handlers.onOpen?.();
  source.onerror = (event) => handlers.onError?.(event);
  return {
    get lastEventId() {
      return lastEventId;
    },
    close: () => source.close(),
  };
}
