/** Keeping the bell's list: newest first, no duplicates, at most 50. */
import { NOTIFICATION_MAX_ITEMS } from '../constants.ts';

/**
 * Merge incoming notifications into the list: an id seen again replaces the old item, the result is
 * sorted newest first by `created_at` and capped at `max` (50).
 */
export function mergeNotifications<T extends { id: string; created_at: string }>(
  current: readonly T[],
  incoming: readonly T[],
  max: number = NOTIFICATION_MAX_ITEMS,
): T[] {
  const byId = new Map<string, T>();
  for (const item of current) byId.set(item.id, item);
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()]
    .sort((a, b) => (Date.parse(b.created_at) || 0) - (Date.parse(a.created_at) || 0))
    .slice(0, Math.max(0, max));
}

/** How many are unread. */
export function unreadCount(items: readonly { read?: boolean | null }[]): number {
  return items.reduce((n, item) => n + (item.read ? 0 : 1), 0);
}
