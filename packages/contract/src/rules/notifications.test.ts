import { describe, expect, it } from 'vitest';
import { mergeNotifications, unreadCount } from './notifications.ts';

const n = (id: string, minute: number, read = false) => ({
  id,
  created_at: `2025-11-21T10:${String(minute).padStart(2, '0')}:00Z`,
  read,
});

describe('mergeNotifications', () => {
  it('sorts newest first and replaces items seen again', () => {
    const merged = mergeNotifications([n('a', 1), n('b', 2)], [n('a', 1, true), n('c', 3)]);
    expect(merged.map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(merged[2]?.read).toBe(true);
  });

  it('keeps at most 50 by default', () => {
    const many = Array.from({ length: 60 }, (_, i) => n(`n${i}`, i));
    const merged = mergeNotifications([], many);
    expect(merged).toHaveLength(50);
    expect(merged[0]?.id).toBe('n59');
    expect(mergeNotifications([], many, 3)).toHaveLength(3);
  });
});

describe('unreadCount', () => {
  it('counts unread', () => {
    expect(unreadCount([n('a', 1), n('b', 2, true), { read: null }])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });
});
