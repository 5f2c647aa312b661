import { sql } from 'drizzle-orm';
import type { Tx } from '../db/index.ts';
import { notifications } from '../db/schema.ts';
import type { NotificationType } from '../domain.ts';
import { NOTIFY_CHANNEL, type NotificationEvent } from './hub.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function notificationDto(row: NotificationRow) {
  return {
    id: row.id,
    seq: row.seq,
    user_id: row.userId,
    ticket_id: row.ticketId,
    ticket_number: row.ticketNumber,
    update_type: row.updateType,
    message: row.message,
    data: row.data,
    read: row.read,
    created_at: row.createdAt.toISOString(),
    timestamp: row.createdAt.toISOString(),
  };
}

export interface NewNotification {
  userId: string;
  ticketId: string | null;
  ticketNumber: string | null;
  updateType: NotificationType;
  message: string;
  data: Record<string, unknown>;
}

// NOTIFY payloads must stay under 8000 bytes; bigger ones carry only the id and are re-read.
const MAX_PAYLOAD = 7000;

/** Class of the transaction-level advisory locks that order each person's notifications (two-key form). */
const STREAM_LOCK_CLASS = 0x6e6f7469; // 'noti'

/**
 * Stores notifications and announces them with pg_notify in the same transaction, so listeners
 * only hear about committed rows (PostgreSQL delivers NOTIFY at commit).
 *
 * Streams deliver a person's notifications in `seq` order and resume after the last `seq` seen, so
 * for each person `seq` must follow commit order. A sequence value is taken at insert, not at commit:
 * two transactions could otherwise commit out of order and the stream would skip the lower one.
 * Each recipient's lock (held to commit, taken in a fixed order so two transactions cannot deadlock
 * on them) serialises the transactions notifying the same person from insert to commit.
 */
export async function createNotifications(tx: Tx, items: NewNotification[]) {
  if (items.length === 0) return [];
  for (const userId of [...new Set(items.map((i) => i.userId))].sort())
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext(${userId}))`);
  const rows = await tx.insert(notifications).values(items).returning();
  for (const row of rows) {
    const dto = notificationDto(row);
    let payload = JSON.stringify({
      seq: row.seq,
      user_id: row.userId,
      notification: dto,
    } satisfies NotificationEvent);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD)
      payload = JSON.stringify({
        seq: row.seq,
        user_id: row.userId,
        notification: { ...dto, message: '', data: {} },
      });
    await tx.execute(sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
  }
  return rows;
}
