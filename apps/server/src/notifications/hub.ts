import pg from 'pg';
import { log } from '../log.ts';

export const NOTIFY_CHANNEL = 'portal_notifications';

/** What travels through LISTEN/NOTIFY: the notification as the wire shows it, plus its sequence. */
export interface NotificationEvent {
  seq: number;
  user_id: string;
  notification: Record<string, unknown>;
}

type Listener = (event: NotificationEvent) => void;

/**
 * Fans notifications out to the SSE streams of this process. Every process LISTENs on one channel,
 * so a notification created by any instance reaches subscribers connected to any other. LISTEN holds
 * session state, so its URL is a direct one (DATABASE_LISTEN_URL, server.ts): through PgBouncer in
 * transaction mode notifications are dropped (0 of 5 in the scale review), while the NOTIFY side,
 * sent inside the change's transaction, works through it.
 */
export class NotificationHub {
  private readonly url: string;
  private client: pg.Client | undefined;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly reconnectListeners = new Set<() => void>();
  private everConnected = false;
  /** When the LISTEN connection was lost; undefined while it holds. */
  private lostAt: number | undefined;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(url: string) {
    this.url = url;
  }

  async start(): Promise<void> {
    // TCP keep-alive: a connection that died without a word (a pooler or a NAT dropping it) is
    // noticed in about a minute instead of never.
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 30_000,
    });
    client.on('notification', (message) => {
      if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
      try {
        this.dispatch(JSON.parse(message.payload) as NotificationEvent);
      } catch (error) {
        log.error({ err: error }, 'Bad notification payload');
      }
    });
    const lost = (reason: string) => {
      // Only the current connection matters; an old one ending late must not drop its successor.
      if (this.client !== client || this.stopped) return;
      log.error({ reason }, `Notification listener lost its connection: ${reason}`);
      this.lostAt ??= Date.now();
      this.scheduleReconnect();
    };
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('connection ended'));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      this.client = undefined;
      await client.end().catch(() => {});
      throw error;
    }
    // Anything sent while the listener was down is only in the table: streams catch up from it.
    if (this.everConnected) for (const listener of this.reconnectListeners) listener();
    this.everConnected = true;
    this.lostAt = undefined;
  }

  /**
   * How long live notifications from other instances have not been arriving here (0 while LISTEN
   * holds). Streams catch up from the table when it comes back; readiness reports a long outage.
   */
  get listenerDownForMs(): number {
    return this.lostAt === undefined ? 0 : Date.now() - this.lostAt;
  }

  /** Called after the LISTEN connection was lost and re-established. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private scheduleReconnect() {
    const old = this.client;
    this.client = undefined;
    old?.end().catch(() => {});
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.start().catch(() => this.scheduleReconnect());
    }, 1000);
  }

  dispatch(event: NotificationEvent) {
    const set = this.listeners.get(event.user_id);
    if (!set) return;
    for (const listener of set) listener(event);
  }

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  get subscriberCount() {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }
}
