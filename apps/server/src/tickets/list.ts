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
function checkedCursor(text: string, order: ListOrder): Cursor {
  const cursor = decodeCursor(text);
  if (cursor.key !== order.key || cursor.dir !== order.dir)
    throw new HttpError(400, 'cursor: Belongs to another sort order; start again from the first page');
  return cursor;
}

export function afterCursor(text: string, order: ListOrder): SQL {
  const cursor = checkedCursor(text, order);
  const column = orderColumn(order);
  return order.dir === 'desc'
    ? sql`(${column}, ${tickets.number}) < (${cursor.at}::timestamptz, ${cursor.number})`
    : sql`(${column}, ${tickets.number}) > (${cursor.at}::timestamptz, ${cursor.number})`;
}

/**
 * How many tickets match, by the planner's estimate from the table's statistics: one EXPLAIN, no rows
 * read. The list counts exactly only when this says the matches are few (ESTIMATE_TRUSTED_ABOVE): an
 * exact count of 700,000 open tickets took 170 ms alone and seconds under load.
 */
export async function estimateTickets(db: Executor, condition: SQL | undefined) {
  const [plan] = (
    await db.execute<{ 'QUERY PLAN': unknown }>(
      sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${tickets} WHERE ${condition ?? sql`true`}`,
    )
  ).rows;
  const text = plan?.['QUERY PLAN'];
  const parsed = (typeof text === 'string' ? JSON.parse(text) : text) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * Above this estimate the matches are not read to be counted. Ten times the exact limit: PostgreSQL's
 * estimates of plain filters are within a few percent, and of text searches within a factor of a few
 * (measured on the 1,000,000-ticket bench), so a true total at or under the limit is not mistaken for one
 * above it.
 */
export const ESTIMATE_TRUSTED_ABOVE = TICKET_COUNT_EXACT_LIMIT * 10;

/**
 * The ids of one page out of all the matches' keys (at most TICKET_COUNT_EXACT_LIMIT): sorted in the
 * list's order, after the cursor's row or skipping `offset`, `size` of them. The sort times are the fixed
 * width UTC text of cursorTime, so comparing them as strings is comparing the times.
 */
export function pageOfKeys(
  keys: { id: string; at: string; number: number }[],
  order: ListOrder,
  cursorText: string | undefined,
  offset: number,
  size: number,
) {
  const sign = order.dir === 'desc' ? -1 : 1;
  const compare = (a: { at: string; number: number }, b: { at: string; number: number }) =>
    sign * (a.at < b.at ? -1 : a.at > b.at ? 1 : a.number - b.number);
  const sorted = [...keys].sort(compare);
  const cursor = cursorText ? checkedCursor(cursorText, order) : undefined;
  const rest = cursor ? sorted.filter((k) => compare(k, cursor) > 0) : sorted.slice(offset);
  return rest.slice(0, size).map((k) => k.id);
}

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
