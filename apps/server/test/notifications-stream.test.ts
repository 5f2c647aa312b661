import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/index.ts';
import { createNotifications } from '../src/notifications/service.ts';
import { startServer } from '../src/server.ts';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';
import { openStream } from './sse.ts';

let s: TestServer;
let user: string;
let manager: string;
let ticketId: string;
let userId: string;

beforeAll(async () => {
  s = await startTestServer({ SSE_HEARTBEAT_SECONDS: '1' });
  user = await s.login(...DEMO.user);
  manager = await s.login(...DEMO.manager);
  const mine = await s.call('GET', '/api/boost/tickets?scope=created_by_me&status=all_open', { token: user });
  ticketId = mine.body.items[0].id;
  userId = (await s.call('GET', '/api/auth/me', { token: user })).body.id;
});
afterAll(() => s?.stop());

const isUpdate = (ticket: string) => (e: { data: { type: string; notification?: { ticket_id: string } } }) =>
  e.data.type === 'ticket_update' && e.data.notification?.ticket_id === ticket;

describe('notification stream', () => {
  it('refuses a missing or bad token, and takes none from the URL', async () => {
    const stream = `${s.base}/api/notifications/stream`;
    expect((await fetch(stream)).status).toBe(401);
    expect((await fetch(stream, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    // A valid token in the URL (where proxies and access logs keep it) is no way in any more.
    expect((await fetch(`${stream}?token=${user}`)).status).toBe(401);
  });

  it('says connected, delivers a ticket update in under a second with an event id, and sends heartbeats', async () => {
    const stream = openStream(`${s.base}/api/notifications/stream`, { authorization: `Bearer ${user}` });
    await stream.ready;
    const connected = await stream.next((e) => e.data.type === 'connected');
    expect(connected.data.user_id).toBe(userId);
    const started = performance.now();
    const put = await s.call('PUT', `/api/boost/tickets/${ticketId}`, {
      token: manager,
      body: { status: 'in_progress' },
    });
    expect(put.status).toBe(200);
    const update = await stream.next(isUpdate(ticketId));
    expect(update.at - started).toBeLessThan(1000);
    expect(update.id).toMatch(/^\d+$/);
    expect(update.data.notification).toMatchObject({
      update_type: 'status_changed',
      data: { new_status: 'in_progress' },
    });
    await stream.next((e) => e.data.type === 'heartbeat', 3000);
    stream.close();
  });

  it('resumes from Last-Event-ID with what was missed while disconnected', async () => {
    const first = openStream(`${s.base}/api/notifications/stream`, { authorization: `Bearer ${user}` });
    await first.ready;
    await first.next((e) => e.data.type === 'connected');
    const current = (await s.call('GET', `/api/boost/tickets/${ticketId}`, { token: user })).body.priority;
    const priority = current === 'low' ? 'high' : 'low';
    await s.call('PUT', `/api/boost/tickets/${ticketId}`, { token: manager, body: { priority } });
    const seen = await first.next(isUpdate(ticketId));
    first.close();
    // Missed while offline:
    await s.call('POST', `/api/boost/tickets/${ticketId}/comments`, {
      token: manager,
      body: { body: 'While you were away' },
    });
    await s.call('POST', `/api/boost/tickets/${ticketId}/comments`, {
      token: manager,
      body: { body: 'Staff note', is_internal: true },
    });
    const again = openStream(`${s.base}/api/notifications/stream`, {
      authorization: `Bearer ${user}`,
      'Last-Event-ID': String(seen.id),
    });
    await again.ready;
    const missed = await again.next(
      (e) => isUpdate(ticketId)(e) && e.data.notification.update_type === 'comment',
    );
    expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
    await new Promise((r) => setTimeout(r, 200));
    // Exactly one comment notification: the internal one never reaches a user.
    expect(again.events.filter((e) => e.data.type === 'ticket_update')).toHaveLength(1);
    again.close();
  });

  it('delivers notifications whose transactions commit in another order than they were created, live and on resume', async () => {
    const url = `${s.base}/api/notifications/stream`;
    const auth = { authorization: `Bearer ${user}` };
    const live = openStream(url, auth);
    await live.ready;
    await live.next((e) => e.data.type === 'connected');
    const { rows } = await s.database.pool.query<{ seq: number }>(
      'SELECT coalesce(max(seq), 0)::int AS seq FROM notifications WHERE user_id = $1',
      [userId],
    );
    const before = rows[0]?.seq ?? 0;
    const item = (message: string) => ({
      userId,
      ticketId,
      ticketNumber: null,
      updateType: 'activity' as const,
      message,
      data: {},
    });
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let inserted = () => {};
    const firstInserted = new Promise<void>((r) => {
      inserted = r;
    });
    // The first transaction creates its notification, then is slow to commit ...
    const first = s.database.db.transaction(async (tx) => {
      await createNotifications(tx, [item('created first, committed late')]);
      inserted();
      await gate;
    });
    await firstInserted;
    // ... while a second one creates another and tries to commit at once.
    const second = s.database.db.transaction(async (tx) => {
      await createNotifications(tx, [item('created second')]);
    });
    await Promise.race([second, new Promise((r) => setTimeout(r, 300))]);
    release();
    await Promise.all([first, second]);

    const message = (text: string) => (e: { data: { notification?: { message: string } } }) =>
      e.data.notification?.message === text;
    const a = await live.next(message('created first, committed late'), 3000);
    const b = await live.next(message('created second'), 3000);
    const ids = live.events.filter((e) => e.data.type === 'ticket_update').map((e) => Number(e.id));
    // Ids on a stream only ever grow, so resuming after the last one seen is sound.
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    live.close();

    // Resuming after either one brings what followed it; resuming from before both brings both.
    const fromFirstSeen = Math.min(Number(a.id), Number(b.id));
    const resumed = openStream(url, { ...auth, 'Last-Event-ID': String(fromFirstSeen) });
    await resumed.ready;
    await resumed.next(
      (e) => e.data.type === 'ticket_update' && Number(e.id) === Math.max(Number(a.id), Number(b.id)),
    );
    resumed.close();
    const all = openStream(url, { ...auth, 'Last-Event-ID': String(before) });
    await all.ready;
    await all.next(message('created first, committed late'));
    await all.next(message('created second'));
    all.close();
  });

  it('fans out across server processes through PostgreSQL LISTEN/NOTIFY', async () => {
    const secondDb = connect(s.database.url, 5);
    // A second instance of the same demo installation (DEMO=0 would revoke the demo codes).
    const second = await startServer({ ...s.config, port: 0 }, { database: secondDb });
    try {
      const stream = openStream(`http://127.0.0.1:${second.port}/api/notifications/stream`, {
        authorization: `Bearer ${user}`,
      });
      await stream.ready;
      await stream.next((e) => e.data.type === 'connected');
      const started = performance.now();
      await s.call('PUT', `/api/boost/tickets/${ticketId}`, { token: manager, body: { status: 'on_hold' } });
      const update = await stream.next(isUpdate(ticketId));
      expect(update.at - started).toBeLessThan(1000);
      stream.close();
    } finally {
      await second.close();
      await secondDb.close();
    }
  });
});

describe('listener connection loss', () => {
  it('catches streams up from the table after the LISTEN connection comes back', async () => {
    const stream = openStream(`${s.base}/api/notifications/stream`, { authorization: `Bearer ${user}` });
    await stream.ready;
    await stream.next((e) => e.data.type === 'connected');
    // Kill this process's LISTEN connection from the server side, then cause an event at once.
    await s.database.pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE 'LISTEN%' AND datname = current_database()",
    );
    await s.call('POST', `/api/boost/tickets/${ticketId}/comments`, {
      token: manager,
      body: { body: 'During the outage' },
    });
    const update = await stream.next(isUpdate(ticketId), 8000);
    expect(update.data.notification.update_type).toBe('comment');
    stream.close();
  });
});
