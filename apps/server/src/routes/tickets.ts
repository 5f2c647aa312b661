import { isServerAuditAction, quickActionChangeText, TICKET_COUNT_EXACT_LIMIT } from '@portal/contract';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { Hono } from 'hono';
import { assertPermission, isManager } from '../auth/sessions.ts';
import type { AppContext, AppEnv } from '../context.ts';
import type { Executor } from '../db/index.ts';
import { auditEntries, businessUnits, comments, tickets, users } from '../db/schema.ts';
import { CLOSED_STATUSES, TICKET_NUMBER_PREFIX, ticketNumber } from '../domain.ts';
import { forbidden, HttpError, idParam, jsonBody, notFound, parse } from '../http.ts';
import {
  auditCreateRequestSchema,
  boostAgentUpdateRequestSchema,
  commentCreateRequestSchema,
  sinceQuerySchema,
  ticketCreateRequestSchema,
  ticketListQuerySchema,
  ticketUpdateRequestSchema,
} from '../schemas.ts';
import {
  type AuditInput,
  auditDto,
  likePattern,
  loadVisibleTicket,
  seesInternal,
  selectTickets,
  slaDue,
  ticketDto,
  ticketSelection,
  visibleTo,
  writeAudit,
} from '../tickets/core.ts';
import { notifyTicketEvent } from '../tickets/events.ts';
import {
  afterCursor,
  cursorTime,
  ESTIMATE_TRUSTED_ABOVE,
  encodeCursor,
  estimateTickets,
  type ListOrder,
  numberMatches,
  orderColumn,
  pageOfKeys,
} from '../tickets/list.ts';
import { authorizeTicketUpdate, changesOwner, planTicketUpdate } from '../tickets/update.ts';
import { displayName } from '../users.ts';

async function activeUser(tx: Executor, id: string, field: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, department: users.department })
    .from(users)
    .where(and(sql`${users.id}::text = ${id}`, eq(users.isActive, true)));
  if (!row) throw new HttpError(400, `${field}: No active user with this id`);
  return { ...row, displayName: displayName(row) };
}

export function ticketRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const { db } = ctx.database;

  app.get('/tickets', async (c) => {
    const user = c.get('user');
    const q = parse(ticketListQuerySchema, c.req.query());
    const where: SQL[] = [visibleTo(user)];
    const on = <T>(v: T | '' | 'all' | 'none' | undefined): v is T =>
      v !== undefined && v !== '' && v !== 'all' && v !== 'none';
    if (q.search) {
      const pattern = likePattern(q.search);
      where.push(
        // Each part answered by a trigram index (migration 0400); the number's part, see numberMatches.
        sql`(${tickets.subject} ILIKE ${pattern} OR ${tickets.description} ILIKE ${pattern} OR ${numberMatches(q.search, TICKET_NUMBER_PREFIX)})`,
      );
    }
    if (q.status === 'all_open') where.push(notInArray(tickets.status, [...CLOSED_STATUSES]));
    else if (on(q.status)) where.push(eq(tickets.status, q.status));
    if (on(q.priority)) where.push(eq(tickets.priority, q.priority));
    if (on(q.support_department)) where.push(eq(tickets.supportDepartment, q.support_department));
    if (on(q.business_unit_id)) where.push(sql`${tickets.businessUnitId}::text = ${q.business_unit_id}`);
    if (q.assigned_filter === 'assigned_to_me') where.push(eq(tickets.ownerId, user.id));
    else if (q.assigned_filter === 'assigned') where.push(isNotNull(tickets.ownerId));
    else if (q.assigned_filter === 'unassigned') where.push(isNull(tickets.ownerId));
    if (q.scope === 'assigned_to_me') where.push(eq(tickets.ownerId, user.id));
    else if (q.scope === 'created_by_me') where.push(eq(tickets.requesterId, user.id));
    if (q.updated_since !== undefined) where.push(gt(tickets.updatedAt, new Date(q.updated_since)));
    if (q.overdue !== undefined) {
      // The contract's `isOverdue`, in SQL: past due and neither resolved nor closed (never NULL, so
      // `false` is its exact complement).
      const overdue = and(
        notInArray(tickets.status, [...CLOSED_STATUSES]),
        isNotNull(tickets.dueAt),
        lt(tickets.dueAt, ctx.now()),
      );
      if (overdue) where.push(q.overdue === 'true' ? overdue : not(overdue));
    }

    const pageSize = q.limit ?? q.page_size;
    const order: ListOrder =
      q.limit !== undefined || q.updated_since !== undefined
        ? { key: 'updated', dir: 'desc' }
        : { key: 'created', dir: q.sort === 'oldest' ? 'asc' : 'desc' };
    const by = order.dir === 'desc' ? desc : asc;
    const condition = and(...where);
    const offset = q.cursor ? 0 : (q.page - 1) * pageSize;
    const select = () =>
      db
        .select({ ...ticketSelection(user), cursorAt: cursorTime(order) })
        .from(tickets)
        .leftJoin(businessUnits, eq(businessUnits.id, tickets.businessUnitId));
    const answer = (rows: Awaited<ReturnType<typeof select>>, total: number, estimated: boolean) => {
      // One row more than the page was read: it tells whether another page follows.
      const items = rows.slice(0, pageSize);
      const last = items.at(-1);
      return c.json({
        items: items.map(ticketDto),
        total,
        ...(estimated ? { total_is_estimate: true } : {}),
        page: q.page,
        page_size: pageSize,
        next_cursor: rows.length > pageSize && last ? encodeCursor(order, last.cursorAt, last.number) : null,
      });
    };

    const page = () =>
      select()
        .where(q.cursor ? and(condition, afterCursor(q.cursor, order)) : condition)
        .orderBy(by(orderColumn(order)), by(tickets.number))
        .limit(pageSize + 1)
        .offset(offset);

    // Few matches by the planner's estimate (at most ten times the exact-count limit): count them, up to
    // the limit. Above it the estimate is trusted and nothing is counted: on 1,000,000 tickets a bounded
    // count in front of every list had halved a manager's list (200 -> 93 req/s at 200 offered).
    const estimate = await estimateTickets(db, condition);
    if (estimate <= ESTIMATE_TRUSTED_ABOVE) {
      if (!q.search) {
        // Filters alone are answered by b-tree indexes: a count that stops after the limit, then the page
        // in index order. (Reading the matches' keys, as a search does below, had sent 1,001 rows to the
        // server for every page of a list with a few thousand matches: 10,000 tickets, 134 -> 200 req/s.)
        const [bounded] = (
          await db.execute<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${tickets} WHERE ${condition ?? sql`true`} LIMIT ${TICKET_COUNT_EXACT_LIMIT + 1}) AS matches`,
          )
        ).rows;
        const count = bounded?.n ?? 0;
        if (count <= TICKET_COUNT_EXACT_LIMIT) return answer(await page(), count, false);
      } else {
        // A search: read the matches' keys once, up to the limit, and take both the total and the page
        // from them, instead of one pass for the page and another to count (a trigram search pays its
        // index scans once).
        const keys = await db
          .select({ id: tickets.id, at: cursorTime(order), number: tickets.number })
          .from(tickets)
          .where(condition)
          .limit(TICKET_COUNT_EXACT_LIMIT + 1);
        if (keys.length <= TICKET_COUNT_EXACT_LIMIT) {
          const ids = pageOfKeys(keys, order, q.cursor, offset, pageSize + 1);
          const rows =
            ids.length === 0
              ? []
              : await select()
                  .where(inArray(tickets.id, ids))
                  .orderBy(by(orderColumn(order)), by(tickets.number));
          return answer(rows, keys.length, false);
        }
      }
    }
    // Many: the page in index order, stopping after page_size + 1 rows; the total is the estimate (never
    // below the limit + 1), unless an offset page that is not full shows the exact total.
    const rows = await page();
    if (!q.cursor && rows.length <= pageSize && (rows.length > 0 || offset === 0))
      return answer(rows, offset + rows.length, false);
    return answer(rows, Math.max(estimate, TICKET_COUNT_EXACT_LIMIT + 1), true);
  });

  app.get('/tickets/:id', async (c) => {
    const ticket = await loadVisibleTicket(db, c.get('user'), idParam(c));
    return c.json(ticketDto(ticket));
  });

  app.post('/tickets', async (c) => {
    const user = c.get('user');
    assertPermission(user, 'create_tickets');
    const body = parse(ticketCreateRequestSchema, await jsonBody(c));
    const now = ctx.now();
    let businessUnitName: string | null = null;
    const created = await db.transaction(async (tx) => {
      if (body.business_unit_id) {
        const [bu] = await tx
          .select({ id: businessUnits.id, name: businessUnits.name })
          .from(businessUnits)
          .where(sql`${businessUnits.id}::text = ${body.business_unit_id}`);
        if (!bu) throw new HttpError(400, 'business_unit_id: Unknown business unit');
        businessUnitName = bu.name;
      }
      const owner = body.assignee_id ? await activeUser(tx, body.assignee_id, 'assignee_id') : null;
      const [row] = await tx
        .insert(tickets)
        .values({
          subject: body.subject,
          description: body.description,
          status: 'open',
          priority: body.priority,
          tier: 1,
          category: body.category,
          subcategory: body.subcategory,
          classification: body.classification,
          supportDepartment: body.support_department,
          channel: body.channel,
          source: body.source ?? (body.conversation_session_id ? 'chat' : 'boost'),
          justification: body.justification?.trim() || null,
          conversationSessionId: body.conversation_session_id ?? null,
          // The requester is whoever is signed in, whatever the body claims.
          requesterId: user.id,
          requesterName: user.name,
          requesterEmail: user.email,
          ownerId: owner?.id ?? null,
          ownerName: owner?.displayName ?? null,
          businessUnitId: body.business_unit_id ?? null,
          dueAt: slaDue(now, body.priority, 0, ctx.config.workingHours),
          createdAt: now,
          updatedAt: now,
          updatedBy: user.name,
        })
        .returning();
      if (!row) throw new Error('Ticket insert returned nothing');
      const audit: AuditInput[] = [
        {
          ticketId: row.id,
          action: 'created',
          description: `Ticket ${ticketNumber(row.number)} created by ${user.name}`,
          details: { priority: row.priority, support_department: row.supportDepartment },
          userId: user.id,
          userName: user.name,
          timestamp: now,
        },
      ];
      if (owner)
        audit.push({
          ticketId: row.id,
          action: 'assigned',
          description: `Assigned to ${owner.displayName}`,
          details: { from: null, to: owner.id, to_name: owner.displayName },
          userId: user.id,
          userName: user.name,
          timestamp: now,
        });
      await writeAudit(tx, audit);
      if (owner)
        await notifyTicketEvent(tx, row, user, {
          type: 'ticket_assigned',
          message: `Ticket ${ticketNumber(row.number)} was assigned to ${owner.displayName}`,
        });
      return row;
    });
    // A new ticket has no comments or attachments yet: answer from the inserted row, no reload.
    return c.json(ticketDto({ ...created, businessUnitName, commentCount: 0, attachmentCount: 0 }), 201);
  });

  app.put('/tickets/:id', async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    const body = parse(ticketUpdateRequestSchema, await jsonBody(c));
    const now = ctx.now();
    await db.transaction(async (tx) => {
      // Lock first, so concurrent updates each see the state the other left.
      await tx.execute(sql`SELECT 1 FROM tickets WHERE id = ${id} FOR UPDATE`);
      const before = await loadVisibleTicket(tx, user, id);
      authorizeTicketUpdate(user, before, body);
      const owner =
        changesOwner(before, body) && body.owner_id ? await activeUser(tx, body.owner_id, 'owner_id') : null;
      const plan = planTicketUpdate({
        before,
        body,
        user,
        owner,
        now,
        workingHours: ctx.config.workingHours,
      });
      if (Object.keys(plan.changes).length === 0) return;
      const [after] = await tx.update(tickets).set(plan.changes).where(eq(tickets.id, id)).returning();
      if (!after) throw notFound('Ticket not found');
      await writeAudit(tx, plan.audit);
      for (const event of plan.events) await notifyTicketEvent(tx, after, user, event);
    });
    return c.json(ticketDto(await loadVisibleTicket(db, user, id).catch(() => missingAfterUpdate())));
  });

  app.patch('/tickets/:id/boost-agent', async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    const body = parse(boostAgentUpdateRequestSchema, await jsonBody(c));
    const now = ctx.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM tickets WHERE id = ${id} FOR UPDATE`);
      const before = await loadVisibleTicket(tx, user, id);
      if (!isManager(user)) throw forbidden('Only managers and admins can change the boost agent');
      assertPermission(user, 'assign_tickets');
      const agent = body.boost_agent_id ? await activeUser(tx, body.boost_agent_id, 'boost_agent_id') : null;
      if ((agent?.id ?? null) === before.boostAgentId) return;
      const [after] = await tx
        .update(tickets)
        .set({
          boostAgentId: agent?.id ?? null,
          boostAgentName: agent?.displayName ?? null,
          updatedAt: now,
          updatedBy: user.name,
        })
        .where(eq(tickets.id, id))
        .returning();
      if (!after) throw notFound('Ticket not found');
      await writeAudit(tx, [
        {
          ticketId: id,
          action: 'boost_agent_assigned',
          description: quickActionChangeText('boost_agent_id', before.boostAgentId, agent?.id ?? null, {
            ...(before.boostAgentId && before.boostAgentName
              ? { [before.boostAgentId]: before.boostAgentName }
              : {}),
            ...(agent ? { [agent.id]: agent.displayName } : {}),
          }),
          details: { from: before.boostAgentId, to: agent?.id ?? null, to_name: agent?.displayName ?? null },
          userId: user.id,
          userName: user.name,
          timestamp: now,
        },
      ]);
      await notifyTicketEvent(tx, after, user, {
        type: 'boost_agent_assignment',
        message: agent
          ? `${agent.displayName} is now the boost agent of ticket ${ticketNumber(after.number)}`
          : `Ticket ${ticketNumber(after.number)} no longer has a boost agent`,
      });
    });
    return c.json(ticketDto(await loadVisibleTicket(db, user, id)));
  });

  app.get('/tickets/:id/comments', async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    await loadVisibleTicket(db, user, id);
    const rows = await db
      .select()
      .from(comments)
      .where(and(eq(comments.ticketId, id), seesInternal(user) ? undefined : eq(comments.isInternal, false)))
      .orderBy(asc(comments.createdAt));
    return c.json(rows.map(commentDto));
  });

  app.post('/tickets/:id/comments', async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    const body = parse(commentCreateRequestSchema, await jsonBody(c));
    const now = ctx.now();
    const row = await db.transaction(async (tx) => {
      // The ticket's row first, as every change to a ticket takes it: inserting the comment would take
      // a key-share lock on it and the notifications their own locks, and two transactions taking
      // those in different orders deadlocked (found by the OpenAPI conformance run).
      await tx.execute(sql`SELECT 1 FROM tickets WHERE id = ${id} FOR UPDATE`);
      const ticket = await loadVisibleTicket(tx, user, id);
      if (body.is_internal && !seesInternal(user)) throw forbidden('Only staff can post internal comments');
      const [comment] = await tx
        .insert(comments)
        .values({
          ticketId: id,
          authorId: user.id,
          authorName: user.name,
          body: body.body,
          isInternal: body.is_internal,
          createdAt: now,
        })
        .returning();
      if (!comment) throw new Error('Comment insert returned nothing');
      // updated_at and updated_by are shown to the requester (and drive the `updated_since` polling):
      // an internal comment must not tell them that, or who, staff wrote about their ticket.
      if (!body.is_internal)
        await tx.update(tickets).set({ updatedAt: now, updatedBy: user.name }).where(eq(tickets.id, id));
      await writeAudit(tx, [
        {
          ticketId: id,
          action: 'comment_added',
          description: body.is_internal
            ? `Internal comment added by ${user.name}`
            : `Comment added by ${user.name}`,
          details: { comment_id: comment.id, is_internal: body.is_internal },
          userId: user.id,
          userName: user.name,
          isInternal: body.is_internal,
          timestamp: now,
        },
      ]);
      await notifyTicketEvent(tx, ticket, user, {
        type: 'comment',
        message: `${user.name} commented on ticket ${ticketNumber(ticket.number)}`,
        staffOnly: body.is_internal,
      });
      return comment;
    });
    return c.json(commentDto(row), 201);
  });

  app.get('/tickets/:id/audit', async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    await loadVisibleTicket(db, user, id);
    const rows = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.ticketId, id),
          seesInternal(user) ? undefined : eq(auditEntries.isInternal, false),
        ),
      )
      .orderBy(asc(auditEntries.timestamp));
    return c.json(rows.map(auditDto));
  });

  // A plain append for other clients: the server records its own changes in their transactions, so
  // an entry posted here is stored as sent (known actions only; the server's own are refused).
  app.post('/tickets/:id/audit', async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    const body = parse(auditCreateRequestSchema, await jsonBody(c));
    await loadVisibleTicket(db, user, id);
    if (isServerAuditAction(body.action))
      throw new HttpError(
        403,
        `action: '${body.action}' is recorded by the server only and cannot be posted`,
      );
    const [row] = await writeAudit(db, [
      {
        ticketId: id,
        action: body.action,
        description: body.description,
        details: body.details ?? null,
        userId: user.id,
        userName: user.name,
        // A staff member's free text may describe internal matters: keep it staff-only.
        isInternal: seesInternal(user) && body.action === 'comment_added',
        bySystem: false,
        timestamp: ctx.now(),
      },
    ]);
    if (!row) throw new Error('Audit insert returned nothing');
    return c.json(auditDto(row), 201);
  });

  app.get('/my-assigned-tickets', async (c) => {
    const user = c.get('user');
    const rows = await selectTickets(db, user)
      .where(
        and(visibleTo(user), sql`(${tickets.ownerId} = ${user.id} OR ${tickets.boostAgentId} = ${user.id})`),
      )
      .orderBy(desc(tickets.updatedAt))
      .limit(500);
    return c.json(rows.map(ticketDto));
  });

  app.get('/recent-activity', async (c) => {
    const user = c.get('user');
    const { since } = parse(sinceQuerySchema, c.req.query());
    const from = new Date(since ?? ctx.now().getTime() - 24 * 3_600_000);
    const rows = await db
      .select({
        audit: auditEntries,
        number: tickets.number,
        subject: tickets.subject,
        status: tickets.status,
      })
      .from(auditEntries)
      .innerJoin(tickets, eq(tickets.id, auditEntries.ticketId))
      .where(
        and(
          visibleTo(user),
          gt(auditEntries.timestamp, from),
          seesInternal(user) ? undefined : eq(auditEntries.isInternal, false),
        ),
      )
      .orderBy(desc(auditEntries.timestamp))
      .limit(100);
    return c.json(
      rows.map((r) => ({
        id: r.audit.id,
        ticket_id: r.audit.ticketId,
        ticket_number: ticketNumber(r.number),
        update_type: updateTypeOf(r.audit.action),
        message: r.audit.description ?? '',
        data: { ticket_subject: r.subject, new_status: r.status },
        timestamp: r.audit.timestamp.toISOString(),
      })),
    );
  });

  return app;
}

function missingAfterUpdate(): never {
  // The change itself succeeded, but it took the ticket out of the caller's sight (e.g. reassigned
  // to another department); report it like any ticket they may not see.
  throw notFound('Ticket not found');
}

export function updateTypeOf(action: string) {
  switch (action) {
    case 'comment_added':
      return 'comment';
    case 'attachment_added':
      return 'document_attachment';
    case 'assigned':
      return 'ticket_assigned';
    case 'boost_agent_assigned':
      return 'boost_agent_assignment';
    case 'status_changed':
    case 'resolved':
    case 'closed':
      return 'status_changed';
    default:
      return 'activity';
  }
}

export function commentDto(row: typeof comments.$inferSelect) {
  return {
    id: row.id,
    ticket_id: row.ticketId,
    body: row.body,
    is_internal: row.isInternal,
    author_id: row.authorId,
    author_name: row.authorName ?? '',
    created_at: row.createdAt.toISOString(),
  };
}
