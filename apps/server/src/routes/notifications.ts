import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { authenticate, requireAuth, sessionInForce } from '../auth/sessions.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { notifications, tickets } from '../db/schema.ts';
import { ticketNumber } from '../domain.ts';
import { forbidden, HttpError, idParam, jsonBody, notFound, parse } from '../http.ts';
import { sseConnections } from '../metrics.ts';
import type { NotificationEvent } from '../notifications/hub.ts';
import { createNotifications, notificationDto } from '../notifications/service.ts';
import { notificationCreateRequestSchema, sinceQuerySchema } from '../schemas.ts';
import { loadVisibleTicket, seesInternal, visibleTo } from '../tickets/core.ts';
import { findUserById, viewerOf } from '../users.ts';

export function notificationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const { db } = ctx.database;

  // The browser's EventSource sends the session cookie (it cannot send headers, which is why a token
  // once travelled in the URL, where proxies and access logs kept it); other apps send a Bearer header.
  app.get('/stream', async (c) => {
    const user = await authenticate(ctx, c);
    const lastIdRaw = c.req.header('last-event-id') ?? c.req.query('last_event_id');
    const resumeFrom = lastIdRaw && /^\d{1,15}$/.test(lastIdRaw) ? Number(lastIdRaw) : undefined;
    // A fresh stream starts after the newest existing notification; it is read before subscribing, and
    // the replay below covers anything committed in between.
    const [newest] =
      resumeFrom === undefined
        ? await db
            .select({ seq: sql<number>`coalesce(max(${notifications.seq}), 0)` })
            .from(notifications)
            .where(eq(notifications.userId, user.id))
        : [];
    const lastId = resumeFrom ?? Number(newest?.seq ?? 0);
    c.header('X-Accel-Buffering', 'no');
    c.header('Cache-Control', 'no-cache, no-transform');
    return streamSSE(c, async (stream) => {
      let sentUpTo = lastId;
      let replaying = true;
      let ended = false;
      const buffered: NotificationEvent[] = [];
      let endStream = () => {};
      const closed = new Promise<void>((resolve) => {
        endStream = resolve;
        stream.onAbort(resolve);
      });
      /**
       * The stream lives only as long as its session. Checked in the database before every delivery and
       * every heartbeat, rather than announced over LISTEN/NOTIFY when a session ends: the table is the
       * one truth for every way a session ends (logout, deactivation, revocation, idle and absolute
       * expiry, which no event announces), on every instance, and a notice missed while a LISTEN
       * connection was down cannot leave a stream open. The cost is one primary-key read per delivery
       * and per heartbeat; a dead session's stream ends at its next delivery (which it does not get)
       * or heartbeat at the latest.
       */
      const inForce = async () => {
        if (!ended && (await sessionInForce(ctx, user.sessionId))) return true;
        ended = true;
        endStream();
        return false;
      };
      const write = async (event: NotificationEvent) => {
        if (event.seq <= sentUpTo) return;
        sentUpTo = event.seq;
        await stream.writeSSE({
          id: String(event.seq),
          data: JSON.stringify({ type: 'ticket_update', notification: event.notification }),
        });
      };
      // Every write goes through one queue: the session check before each is asynchronous, and two
      // events checked at once could otherwise be written out of order (the later one would then
      // move `sentUpTo` past the earlier, which would be dropped).
      let queue = Promise.resolve();
      const serial = (task: () => Promise<void>) => {
        queue = queue.then(task, task).catch(() => {});
        return queue;
      };
      // Subscribe before replaying so nothing created in between is lost. While a replay runs, live
      // events wait in `buffered`: sent at once, a newer live event would move `sentUpTo` past rows
      // the replay is about to send, and those would be dropped.
      const unsubscribe = ctx.hub.subscribe(user.id, (event) => {
        if (replaying) buffered.push(event);
        else
          void serial(async () => {
            if (await inForce()) await write(event);
          });
      });
      const replay = async () => {
        const missed = await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, user.id), gt(notifications.seq, sentUpTo)))
          .orderBy(asc(notifications.seq))
          .limit(500);
        for (const row of missed)
          await write({ seq: row.seq, user_id: row.userId, notification: notificationDto(row) });
      };
      const catchUpOnce = async () => {
        replaying = true;
        try {
          if (await inForce()) await replay();
        } finally {
          // Events arriving while one is written join the queue; live delivery resumes only once
          // it is empty (checked and switched without an await in between).
          if (buffered.length > 0 && (await inForce().catch(() => false))) {
            for (;;) {
              buffered.sort((a, b) => a.seq - b.seq);
              const next = buffered.shift();
              if (!next) break;
              await write(next).catch(() => {});
            }
          }
          buffered.length = 0;
          replaying = false;
        }
      };
      // The first catch-up, then one per LISTEN reconnect.
      const catchUp = () => serial(catchUpOnce);
      const stopCatchUp = ctx.hub.onReconnect(() => void catchUp());
      const heartbeat = setInterval(() => {
        void serial(async () => {
          if (await inForce())
            await stream.writeSSE({
              data: JSON.stringify({ type: 'heartbeat', timestamp: new Date().toISOString() }),
            });
        });
      }, ctx.config.sseHeartbeatMs);
      // A stopping server ends the stream with a retry hint: the browser comes back after it, through
      // the load balancer, to an instance that stays (and replays from its Last-Event-ID).
      const forget = ctx.lifecycle?.stream(async (retryMs) => {
        await serial(async () => {
          if (ended) return;
          ended = true;
          // A heartbeat (a message the contract knows) carrying the SSE `retry:` field.
          await stream.writeSSE({
            retry: retryMs,
            data: JSON.stringify({ type: 'heartbeat', timestamp: new Date().toISOString() }),
          });
        });
        endStream();
      });
      sseConnections.inc();
      try {
        await stream.writeSSE({ retry: 1000, data: JSON.stringify({ type: 'connected', user_id: user.id }) });
        await catchUp();
        await closed;
      } finally {
        ended = true;
        sseConnections.dec();
        forget?.();
        clearInterval(heartbeat);
        unsubscribe();
        stopCatchUp();
      }
    });
  });

  app.use('*', requireAuth(ctx));

  app.get('/unread', async (c) => {
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.get('user').id), eq(notifications.read, false)))
      .orderBy(desc(notifications.seq))
      .limit(100);
    return c.json(rows.map(notificationDto));
  });

  // Every unread one, however many: the bell's list keeps only the newest 50, so its badge cannot
  // count them itself (the badge says '99+' above 99).
  app.get('/unread-count', async (c) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, c.get('user').id), eq(notifications.read, false)));
    return c.json({ count: row?.count ?? 0 });
  });

  app.get('/recent', async (c) => {
    const { since } = parse(sinceQuerySchema, c.req.query());
    const from = new Date(since ?? ctx.now().getTime() - 24 * 3_600_000);
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.get('user').id), gt(notifications.createdAt, from)))
      .orderBy(desc(notifications.seq))
      .limit(50);
    return c.json(rows.map(notificationDto));
  });

  /**
   * A person tells someone about a ticket (the original client did this after its own changes; the
   * server now notifies ticket events itself). Allowed only about a ticket the sender can see, to an
   * active person who can see it too; a user (not staff) may only notify the people working on their
   * ticket (owner, boost agent), so nobody can message arbitrary colleagues through the bell.
   */
  app.post('/', async (c) => {
    const user = c.get('user');
    const body = parse(notificationCreateRequestSchema, await jsonBody(c));
    const ticket = await loadVisibleTicket(db, user, body.ticket_id).catch(() => {
      throw new HttpError(404, 'Ticket not found');
    });
    const target = await findUserById(db, body.user_id).catch(() => undefined);
    if (!target?.isActive) throw new HttpError(400, 'user_id: No active user with this id');
    const [seen] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.id, ticket.id), visibleTo(viewerOf(target))));
    if (!seen) throw forbidden('user_id: This person cannot see the ticket');
    const onTicket = [ticket.requesterId, ticket.ownerId, ticket.boostAgentId].includes(target.id);
    if (!seesInternal(user) && !onTicket)
      throw forbidden('user_id: You can only notify the people working on your ticket');
    const [row] = await db.transaction((tx) =>
      createNotifications(tx, [
        {
          userId: target.id,
          ticketId: ticket.id,
          ticketNumber: ticketNumber(ticket.number),
          updateType: body.update_type,
          message: body.message,
          // The ticket's own subject and status, whatever the sender claims.
          data: { ...body.data, ticket_subject: ticket.subject, new_status: ticket.status },
        },
      ]),
    );
    if (!row) throw new Error('Notification insert returned nothing');
    return c.json(notificationDto(row), 201);
  });

  app.patch('/mark-all-read', async (c) => {
    const rows = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, c.get('user').id), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    return c.json({ count: rows.length });
  });

  app.patch('/:id/read', async (c) => {
    const id = idParam(c);
    const [row] = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, c.get('user').id)))
      .returning();
    if (!row) throw notFound('Notification not found');
    return c.json(notificationDto(row));
  });

  return app;
}
