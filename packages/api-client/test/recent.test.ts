import type { Ticket } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { polledNotifications } from '../src/index.ts';

describe('polledNotifications', () => {
  it('maps recent items, giving id-less ones a stable id and the type label as message', () => {
    const items = polledNotifications({
      source: 'recent',
      notifications: [
        {
          ticket_id: 't1',
          update_type: 'status_changed',
          data: { new_status: 'resolved' },
          timestamp: '2026-01-01T10:00:00Z',
        },
        {
          id: 'n2',
          ticket_id: 't2',
          update_type: 'comment',
          message: 'Pat commented',
          data: {},
          timestamp: '2026-01-01T11:00:00Z',
        },
      ],
    });
    expect(items).toEqual([
      {
        id: 't1:status_changed:2026-01-01T10:00:00Z',
        created_at: '2026-01-01T10:00:00Z',
        update_type: 'status_changed',
        message: 'Status changed',
        data: { new_status: 'resolved' },
        ticket_id: 't1',
        ticket_number: null,
        read: false,
      },
      expect.objectContaining({ id: 'n2', message: 'Pat commented' }),
    ]);
  });

  it('in the fallback, keeps activity and adds tickets not already described', () => {
    const ticket = (id: string) =>
      ({
        id,
        ticket_number: `BST-${id}`,
        subject: `Subject ${id}`,
        status: 'in_progress',
        created_at: '2026-01-01T09:00:00Z',
        updated_at: '2026-01-01T12:00:00Z',
      }) as Ticket;
    const items = polledNotifications({
      source: 'fallback',
      tickets: [ticket('t1'), ticket('t2')],
      activity: [{ ticket_id: 't1', update_type: 'comment', data: {}, timestamp: '2026-01-01T12:00:00Z' }],
    });
    expect(items.map((i) => [i.ticket_id, i.update_type, i.message])).toEqual([
      ['t1', 'comment', 'New comment'],
      ['t2', 'activity', 'BST-t2 updated: Subject t2'],
    ]);
  });
});
