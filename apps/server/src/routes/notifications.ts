import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { requireAuth, unauthenticated, userForToken } from '../auth/sessions.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { notifications, users } from '../db/schema.ts';
import { HttpError, idParam, jsonBody, notFound, parse } from '../http.ts';
import type { NotificationEvent } from '../notifications/hub.ts';
import { createNotifications, notificationDto } from '../notifications/service.ts';
import { notificationCreateRequestSchema, sinceQuerySchema } from '../schemas.ts';
import { loadVisibleTicket } from '../tickets/core.ts';

export function notificationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const { db } = ctx.database;

  // The stream authenticates with ?token= because EventSource cannot send headers.
  app.get('/stream', async (c) => {
    const token = c.req.query('token') ?? c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    const user = token ? await userForToken(ctx, token) : undefined;
    if (!user) throw unauthenticated();
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
      const buffered: NotificationEvent[] = [];
      const send = async (event: NotificationEvent) => {
        if (event.seq <= sentUpTo) return;
        sentUpTo = event.seq;
        await stream.writeSSE({
          id: String(event.seq),
          data: JSON.stringify({ type: 'ticket_update', notification: event.notification }),
        });
      };
      // Subscribe before replaying so nothing created in between is lost.
      const unsubscribe = ctx.hub.subscribe(user.id, (event) => {
        if (replaying) buffered.push(event);
        else void send(event).catch(() => {});
      });
      const replay = async () => {
        const missed = await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, user.id), gt(notifications.seq, sentUpTo)))
          .orderBy(asc(notifications.seq))
          .limit(500);
        for (const row of missed)
          await send({ seq: row.seq, user_id: row.userId, notification: notificationDto(row) });
      };
      const stopCatchUp = ctx.hub.onReconnect(() => void replay().catch(() => {}));
      const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
      const heartbeat = setInterval(() => {
        void stream
          .writeSSE({ data: JSON.stringify({ type: 'heartbeat', timestamp: new Date().toISOString() }) })
          .catch(() => {});
      }, ctx.config.sseHeartbeatMs);
      try {
        await stream.writeSSE({ retry: 1000, data: JSON.stringify({ type: 'connected', user_id: user.id }) });
        await replay();
        replaying = false;
        for (const event of buffered.sort((a, b) => a.seq - b.seq)) await send(event);
        buffered.length = 0;
        await closed;
      } finally {
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

  app.post('/', async (c) => {
    const user = c.get('user');
    const body = parse(notificationCreateRequestSchema, await jsonBody(c));
    // Only about a ticket the sender can see, and only to someone who can see it too.
    let ticketNumber = body.ticket_number ?? null;
    if (body.ticket_id) {
      const ticket = await loadVisibleTicket(db, user, body.ticket_id).catch(() => {
        throw new HttpError(404, 'Ticket not found');
      });
      ticketNumber = `BST-${ticket.number}`;
    }
    const [target] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`${users.id}::text = ${body.user_id}`, eq(users.isActive, true)));
    if (!target) throw new HttpError(400, 'user_id: No active user with this id');
    const [row] = await db.transaction((tx) =>
      createNotifications(tx, [
        {
          userId: target.id,
          ticketId: body.ticket_id ?? null,
          ticketNumber,
          updateType: body.update_type,
          message: body.message,
          data: body.data,
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
