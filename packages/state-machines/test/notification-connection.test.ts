import { unreadBadgeText, unreadCount } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  connectionBadge,
  type NotificationConnectionContext,
  type NotificationConnectionEvent,
  type NotificationItem,
  notificationConnectionMachine,
  type StreamAddress,
  UNREAD_COUNT_REFRESH_DELAY_MS,
  unreadCountOf,
} from '../src/index.ts';
import { expectFullGraphCoverage } from './graph-coverage.ts';

function item(id: string, minute: number, read = false): NotificationItem {
  return {
    id,
    created_at: new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString(),
    update_type: 'comment',
    message: `Comment ${id}`,
    ticket_id: 't1',
    read,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(
  options: {
    unread?: NotificationItem[];
    polls?: NotificationItem[][];
    /** The server's unread count, read at each request (a promise to hold the answer back). */
    count?: () => number | null | Promise<number | null>;
    /** Holds a read mark's answer back until the promise settles. */
    markReadGate?: () => Promise<void>;
  } = {},
) {
  const streams: Array<{
    address: StreamAddress;
    send: (e: NotificationConnectionEvent) => void;
    stopped: boolean;
  }> = [];
  const polls: number[] = [];
  const remote: unknown[] = [];
  let countReads = 0;
  let network: ((e: NotificationConnectionEvent) => void) | null = null;
  const clock = new SimulatedClock();
  const machine = notificationConnectionMachine.provide({
    actors: {
      stream: fromCallback<NotificationConnectionEvent, { address: StreamAddress }>(({ sendBack, input }) => {
        const entry = { address: input.address, send: sendBack, stopped: false };
        streams.push(entry);
        return () => {
          entry.stopped = true;
        };
      }),
      pollRecent: fromPromise(async ({ input }) => {
        polls.push(input.since);
        return options.polls?.[polls.length - 1] ?? [];
      }),
      loadUnread: fromPromise(async () => options.unread ?? []),
      loadUnreadCount: fromPromise(async () => {
        countReads += 1;
        return options.count ? options.count() : null;
      }),
      markRead: fromPromise<unknown, { id: string }>(async ({ input }) => {
        remote.push(['read', input.id]);
        await options.markReadGate?.();
      }),
      markAllRead: fromPromise<unknown>(async () => {
        remote.push(['all']);
      }),
      networkStatus: fromCallback<NotificationConnectionEvent>(({ sendBack }) => {
        network = sendBack;
      }),
    },
  });
  const actor = createActor(machine, { clock });
  const arrived: string[] = [];
  actor.on('notification.arrived', (e) => arrived.push(e.notification.id));
  actor.start();
  const badge = () => connectionBadge(actor.getSnapshot());
  const latest = () => streams.at(-1) as (typeof streams)[number];
  return {
    actor,
    clock,
    streams,
    polls,
    remote,
    arrived,
    badge,
    latest,
    network: (e: NotificationConnectionEvent) => network?.(e),
    count: () => unreadCountOf(actor.getSnapshot().context),
    countReads: () => countReads,
  };
}

describe('notificationConnection', () => {
  it('goes live when the stream opens and keeps it alive with heartbeats', () => {
    const h = harness();
    // Connecting: neither Live nor Offline is true yet, so no badge.
    expect(h.badge()).toBeUndefined();
    expect(h.latest().address).toBe('primary');
    h.latest().send({ type: 'notifications.opened' });
    expect(h.badge()).toBe('live');
    h.clock.increment(49_999);
    h.latest().send({ type: 'notifications.heartbeat' });
    h.clock.increment(49_999);
    expect(h.badge()).toBe('live');
    // Two heartbeat intervals with nothing: the stream is presumed dead and retried.
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toBe('retryWait');
    expect(h.streams[0]?.stopped).toBe(true);
  });

  it('retries on the second address after 1 s, then falls back to polling every 15 s', async () => {
    const h = harness({ polls: [[item('p1', 5)], [item('p2', 6)]] });
    h.latest().send({ type: 'notifications.streamFailed' });
    expect(h.actor.getSnapshot().value).toBe('retryWait');
    h.clock.increment(999);
    expect(h.streams).toHaveLength(1);
    h.clock.increment(1);
    expect(h.latest().address).toBe('secondary');
    h.latest().send({ type: 'notifications.streamFailed' });
    expect(h.actor.getSnapshot().matches({ polling: 'fetching' })).toBe(true);
    expect(h.badge()).toBe('polling');
    await flush();
    expect(h.polls).toHaveLength(1);
    expect(h.actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual(['p1']);
    expect(h.arrived).toEqual(['p1']);
    h.clock.increment(14_999);
    expect(h.polls).toHaveLength(1);
    h.clock.increment(1);
    await flush();
    expect(h.polls).toHaveLength(2);
    expect(h.actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual(['p2', 'p1']);
  });

  it('gives up on a stream that does not open within 10 s: second address, then polling', async () => {
    const h = harness({ polls: [[item('p1', 5)]] });
    // A proxy holds the connection without an answer.
    h.clock.increment(9_999);
    expect(h.actor.getSnapshot().matches({ primary: 'opening' })).toBe(true);
    expect(h.streams[0]?.stopped).toBe(false);
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toBe('retryWait');
    expect(h.streams[0]?.stopped).toBe(true);
    expect(h.badge()).toBeUndefined();
    h.clock.increment(1_000);
    expect(h.latest().address).toBe('secondary');
    expect(h.badge()).toBeUndefined();
    h.clock.increment(10_000);
    expect(h.streams[1]?.stopped).toBe(true);
    expect(h.actor.getSnapshot().matches({ polling: 'fetching' })).toBe(true);
    expect(h.badge()).toBe('polling');
    await flush();
    expect(h.polls).toHaveLength(1);
    expect(h.actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual(['p1']);
  });

  it('an open in time cancels the open timeout', () => {
    const h = harness();
    h.clock.increment(9_000);
    h.latest().send({ type: 'notifications.opened' });
    h.clock.increment(5_000);
    expect(h.badge()).toBe('live');
    expect(h.streams).toHaveLength(1);
  });

  it('returns to live when the stream comes back while polling', async () => {
    const h = harness();
    h.latest().send({ type: 'notifications.streamFailed' });
    h.clock.increment(1000);
    h.latest().send({ type: 'notifications.streamFailed' });
    await flush();
    h.clock.increment(60_000);
    await flush();
    expect(h.latest().address).toBe('primary');
    // Still shown as Polling while the probe connects.
    expect(h.badge()).toBe('polling');
    h.latest().send({ type: 'notifications.opened' });
    expect(h.badge()).toBe('live');
  });

  it('is offline while the browser is offline and reconnects when it is back', () => {
    const h = harness();
    h.latest().send({ type: 'notifications.opened' });
    h.network({ type: 'notifications.offline' });
    expect(h.badge()).toBe('offline');
    expect(h.streams[0]?.stopped).toBe(true);
    h.network({ type: 'notifications.online' });
    expect(h.streams).toHaveLength(2);
    expect(h.latest().address).toBe('primary');
    // Reconnecting: no longer offline, not live yet.
    expect(h.badge()).toBeUndefined();
  });

  it('keeps the list newest first, deduplicated, at most 50, with the unread count', async () => {
    const h = harness({ unread: [item('u1', 1), item('u2', 2)] });
    await flush();
    expect(unreadCount(h.actor.getSnapshot().context.notifications)).toBe(2);
    h.latest().send({ type: 'notifications.opened' });
    for (let i = 0; i < 60; i++)
      h.latest().send({ type: 'notifications.received', notification: item(`n${i}`, 10 + i) });
    h.latest().send({ type: 'notifications.received', notification: item('n59', 69) });
    const list = h.actor.getSnapshot().context.notifications;
    expect(list).toHaveLength(50);
    expect(list[0]?.id).toBe('n59');
    expect(h.arrived).toHaveLength(61);
  });

  it('marks one read, all read, and clears all', async () => {
    const h = harness({ unread: [item('a', 1), item('b', 2), item('c', 3)] });
    await flush();
    h.actor.send({ type: 'notifications.markRead', id: 'b' });
    h.actor.send({ type: 'notifications.markRead', id: 'b' });
    await flush();
    expect(unreadCount(h.actor.getSnapshot().context.notifications)).toBe(2);
    expect(h.remote).toEqual([['read', 'b']]);
    h.actor.send({ type: 'notifications.markAllRead' });
    await flush();
    expect(unreadCount(h.actor.getSnapshot().context.notifications)).toBe(0);
    h.actor.send({ type: 'notifications.markAllRead' });
    await flush();
    expect(h.remote).toEqual([['read', 'b'], ['all']]);
    h.actor.send({ type: 'notifications.clearAll' });
    expect(h.actor.getSnapshot().context.notifications).toEqual([]);
  });

  it("counts the server's unread notifications, not the 50 it lists: 150 unread read '99+'", async () => {
    const listed = Array.from({ length: 100 }, (_, i) => item(`u${i}`, i % 60));
    const h = harness({ unread: listed, count: () => 150 });
    await flush();
    expect(h.actor.getSnapshot().context.notifications).toHaveLength(50);
    expect(h.count()).toBe(150);
    expect(unreadBadgeText(h.count())).toBe('99+');
  });

  it('moves the count with arrivals and read marks at once, then reads it again from the server', async () => {
    let server = 120;
    const h = harness({ unread: [item('a', 1), item('b', 2)], count: () => server });
    await flush();
    expect(h.count()).toBe(120);
    expect(h.countReads()).toBe(1);
    h.latest().send({ type: 'notifications.opened' });
    h.clock.increment(UNREAD_COUNT_REFRESH_DELAY_MS);
    await flush();
    expect(h.countReads()).toBe(2);

    // A burst of arrivals: each counts at once, and one read of the server follows.
    server = 125;
    for (let i = 0; i < 5; i++)
      h.latest().send({ type: 'notifications.received', notification: item(`n${i}`, 10 + i) });
    // The same one again, or one already read, does not count.
    h.latest().send({ type: 'notifications.received', notification: item('n4', 14) });
    h.latest().send({ type: 'notifications.received', notification: item('r', 20, true) });
    expect(h.count()).toBe(125);
    h.clock.increment(UNREAD_COUNT_REFRESH_DELAY_MS - 1);
    await flush();
    expect(h.countReads()).toBe(2);
    // Meanwhile someone read ten in another tab: the server's figure wins.
    server = 115;
    h.clock.increment(1);
    await flush();
    expect(h.countReads()).toBe(3);
    expect(h.count()).toBe(115);

    h.actor.send({ type: 'notifications.markRead', id: 'a' });
    expect(h.count()).toBe(114);
    server = 114;
    await flush();
    h.clock.increment(UNREAD_COUNT_REFRESH_DELAY_MS);
    await flush();
    expect(h.countReads()).toBe(4);
    expect(h.count()).toBe(114);

    // 'Mark all read' with no unread item left in the list still clears what only the server counts.
    h.actor.send({ type: 'notifications.markAllRead' });
    h.actor.send({ type: 'notifications.markRead', id: 'b' });
    expect(h.count()).toBe(0);
    expect(h.remote).toEqual([['read', 'a'], ['all']]);
    server = 0;
    await flush();
    h.clock.increment(UNREAD_COUNT_REFRESH_DELAY_MS);
    await flush();
    expect(h.count()).toBe(0);
  });

  it('drops a count read while a read mark is on its way, and reads again once it is done', async () => {
    let server = 10;
    let release: () => void = () => {};
    const h = harness({
      unread: [item('a', 1)],
      count: () => server,
      markReadGate: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    await flush();
    h.latest().send({ type: 'notifications.opened' });
    h.actor.send({ type: 'notifications.markRead', id: 'a' });
    expect(h.count()).toBe(9);
    // The refresh after opening reads the server before the mark reached it: still 10 there.
    h.clock.increment(UNREAD_COUNT_REFRESH_DELAY_MS);
    await flush();
    expect(h.countReads()).toBe(2);
    expect(h.count()).toBe(9);
    server = 9;
    release();
    await flush();
    h.clock.increment(UNREAD_COUNT_REFRESH_DELAY_MS);
    await flush();
    expect(h.countReads()).toBe(3);
    expect(h.count()).toBe(9);
  });

  it("shows the list's own count until the server answers, and keeps the last count when a read fails", async () => {
    let fail = false;
    const h = harness({
      unread: [item('a', 1), item('b', 2)],
      count: () => {
        if (fail) throw new Error('503');
        return null;
      },
    });
    await flush();
    // The server gave no count: the list's.
    expect(h.actor.getSnapshot().context.unreadCount).toBeNull();
    expect(h.count()).toBe(2);
    h.latest().send({ type: 'notifications.opened' });
    h.latest().send({ type: 'notifications.received', notification: item('c', 3) });
    expect(h.count()).toBe(3);
    fail = true;
    h.clock.increment(UNREAD_COUNT_REFRESH_DELAY_MS);
    await flush();
    expect(h.count()).toBe(3);
  });

  it('covers every state and transition', () => {
    const n = item('x', 1);
    expectFullGraphCoverage(notificationConnectionMachine, {
      // The count's bookkeeping (the count, request and write counters) is left out: it only grows,
      // and no transition depends on it but the count answer's guard, taken from the first snapshot.
      serialize: (s) => {
        const c = s.context as NotificationConnectionContext;
        return JSON.stringify([s.value, c.notifications.length, unreadCount(c.notifications), c.hasPolled]);
      },
      events: {
        'notifications.received': [{ type: 'notifications.received', notification: n }],
        'notifications.markRead': [{ type: 'notifications.markRead', id: 'x' }],
        'xstate.done.actor.1.notificationConnection': [
          { type: 'xstate.done.actor.1.notificationConnection', output: [item('u', 0)] },
        ],
        'xstate.done.actor.unreadCount.*': [
          { type: 'xstate.done.actor.unreadCount.0', actorId: 'unreadCount.0', output: 120 },
        ],
        'xstate.done.actor.0.notificationConnection.polling.fetching': [
          { type: 'xstate.done.actor.0.notificationConnection.polling.fetching', output: [item('p', 2)] },
        ],
      },
    });
  });
});
