/**
 * The ticket list at scale (issue 17): keyset cursors and a count that does not read every match.
 * Measured on 1,000,000 tickets by apps/server/bench/tickets-scale.ts (`npm run bench tickets-scale`).
 */
import { TICKET_COUNT_EXACT_LIMIT } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/index.ts';
import { tickets } from '../db/schema.ts';
import { HttpError } from '../http.ts';

/** The list's orders: by creation (the screen) or by last update (the notification fallback). */
export type ListOrder = { key: 'created' | 'updated'; dir: 'desc' | 'asc' };

export function orderColumn(order: ListOrder) {
  return order.key === 'created' ? tickets.createdAt : tickets.updatedAt;
}

/**
 * The sort time of a row as exact text (microseconds, UTC): a JavaScript Date keeps milliseconds only,
 * and a cursor rounded to them would skip or repeat tickets created within the same millisecond.
 */
export function cursorTime(order: ListOrder): SQL<string> {
  return sql<string>`to_char(${orderColumn(order)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

interface Cursor extends ListOrder {
  at: string;
  number: number;
}

/** Opaque to clients: the order it belongs to and the last row's (sort time, number). */
export function encodeCursor(order: ListOrder, at: string, number: number) {
  return Buffer.from(JSON.stringify({ k: order.key, d: order.dir, t: at, n: number })).toString('base64url');
}

const timePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function decodeCursor(text: string): Cursor {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    raw = undefined;
  }
  const c = raw as { k?: unknown; d?: unknown; t?: unknown; n?: unknown } | undefined;
  if (
    !c ||
    (c.k !== 'created' && c.k !== 'updated') ||
    (c.d !== 'desc' && c.d !== 'asc') ||
    typeof c.t !== 'string' ||
    !timePattern.test(c.t) ||
    !Number.isSafeInteger(c.n)
  )
    throw new HttpError(400, 'cursor: Not a cursor this list gave out');
  return { key: c.k, dir: c.d, at: c.t, number: c.n as number };
}

/**
 * The condition "after the cursor's row" in the list's order, a row comparison that the b-tree indexes
 * on (created_at, number) and (updated_at, number) answer directly. A cursor from another order is refused
 * rather than silently giving a page that belongs to neither.
 */
export function afterCursor(text: string, order: ListOrder): SQL {
  const cursor = decodeCursor(text);
  if (cursor.key !== order.key || cursor.dir !== order.dir)
    throw new HttpError(400, 'cursor: Belongs to another sort order; start again from the first page');
  const column = orderColumn(order);
  return order.dir === 'desc'
    ? sql`(${column}, ${tickets.number}) < (${cursor.at}::timestamptz, ${cursor.number})`
    : sql`(${column}, ${tickets.number}) > (${cursor.at}::timestamptz, ${cursor.number})`;
}

/**
 * How many tickets match, without reading every match. First the planner's estimate (one EXPLAIN, from
 * the table's statistics, no rows read): far above TICKET_COUNT_EXACT_LIMIT, counting would read most of a
 * large table on every request (an exact count of 700,000 open tickets took 170 ms alone, seconds under
 * load), so the estimate is the answer. Otherwise an exact count that stops after the limit + 1 rows; if
 * it reaches that, the total is the estimate, never below the limit + 1 since that many were seen.
 */
export async function countTickets(db: Executor, condition: SQL | undefined) {
  const where = condition ?? sql`true`;
  const [plan] = (
    await db.execute<{ 'QUERY PLAN': unknown }>(
      sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${tickets} WHERE ${where}`,
    )
  ).rows;
  const text = plan?.['QUERY PLAN'];
  const parsed = (typeof text === 'string' ? JSON.parse(text) : text) as [{ Plan: { 'Plan Rows': number } }];
  const estimate = Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
  const asEstimate = { total: Math.max(estimate, TICKET_COUNT_EXACT_LIMIT + 1), estimated: true };
  if (estimate > ESTIMATE_TRUSTED_ABOVE) return asEstimate;
  const [capped] = (
    await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${tickets} WHERE ${where} LIMIT ${TICKET_COUNT_EXACT_LIMIT + 1}) s`,
    )
  ).rows;
  const n = capped?.n ?? 0;
  return n <= TICKET_COUNT_EXACT_LIMIT ? { total: n, estimated: false } : asEstimate;
}

/**
 * Above this estimate the count is not attempted. Ten times the exact limit: PostgreSQL's estimates of
 * plain filters are within a few percent, and of text searches within a factor of a few (measured on the
 * 1,000,000-ticket bench), so a true total at or under the limit is not mistaken for one above it.
 */
const ESTIMATE_TRUSTED_ABOVE = TICKET_COUNT_EXACT_LIMIT * 10;

/**
 * "The ticket number contains the search text", as `('BST-' || number) ILIKE '%text%'` means it, but in
 * terms of `number::text` alone, which its trigram index (migration 0400) answers: every ticket's number
 * starts with the prefix, so the prefix's trigrams are in all million rows and an index over the whole
 * 'BST-…' text read every row for a search such as 'BST-654321'. The text either lies within the prefix
 * (every ticket), runs from a tail of the prefix into the digits (the number starts with those digits),
 * lies within the digits, or cannot be in any number.
 */
export function numberMatches(search: string, prefix: string): SQL {
  const text = search.toLowerCase();
  const head = prefix.toLowerCase();
  if (head.includes(text)) return sql`true`;
  for (let k = 0; k < head.length; k++) {
    const tail = head.slice(k);
    const digits = text.slice(tail.length);
    if (text.startsWith(tail) && /^\d+$/.test(digits))
      return sql`${tickets.number}::text LIKE ${`${digits}%`}`;
  }
  if (/^\d+$/.test(text)) return sql`${tickets.number}::text LIKE ${`%${text}%`}`;
  return sql`false`;
}
