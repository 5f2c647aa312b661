import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/index.ts';
import { startServer } from '../src/server.ts';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';
import { openStream } from './sse.ts';

/**
 * A notification stream lives only as long as its session (issue 15 #17): before, the token was
 * checked only at connect, so a stream opened before logout kept delivering ticket updates after it.
 * Heartbeats are 10 minutes apart here, so a stream that ends must have been ended by the check
 * before a delivery, not by a heartbeat.
 */
let s: TestServer;
let manager: string;
let admin: string;
let ticketId: string;

beforeAll(async () => {
  s = await startTestServer({ SSE_HEARTBEAT_SECONDS: '600' });
  manager = await s.login(...DEMO.manager);
  admin = await s.login(...DEMO.admin);
  const user = await s.login(...DEMO.user);
  const mine = await s.call('GET', '/api/boost/tickets?scope=created_by_me&status=all_open', { token: user });
  ticketId = mine.body.items[0].id;
});
afterAll(() => s?.stop());

/** A fresh session of Jordan's (the requester of `ticketId`), answering its token. */
async function freshUserToken() {
  const res = await s.call('POST', '/api/auth/login', {
    body: { email: DEMO.user[0], personal_code: DEMO.user[1] },
  });
  return res.body.access_token as string;
}

/** Something that notifies Jordan: a public comment by the manager on Jordan's ticket. */
async function notifyJordan(text: string) {
  const res = await s.call('POST', `/api/boost/tickets/${ticketId}/comments`, {
    token: manager,
    body: { body: text },
  });
  expect(res.status).toBe(201);
}

/** The stream's end, or a failure after `ms` (instead of the test's own 30 s timeout). */
function endOf(stream: ReturnType<typeof openStream>, ms = 5000) {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    stream.ended.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms);
    }),
  ]);
}

const updates = (stream: ReturnType<typeof openStream>) =>
  stream.events.filter((e) => e.data.type === 'ticket_update');

describe('a notification stream ends with its session', () => {
  it('delivers while signed in; after logout the next notification is not delivered and the stream ends', async () => {
    const token = await freshUserToken();
    const stream = openStream(`${s.base}/api/notifications/stream`, { authorization: `Bearer ${token}` });
    await stream.ready;
    await stream.next((e) => e.data.type === 'connected');
    await notifyJordan('Before logout');
    await stream.next((e) => e.data.type === 'ticket_update');
    expect(updates(stream)).toHaveLength(1);

    expect((await s.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    await notifyJordan('PRIVATE-AFTER-LOGOUT');
    await endOf(stream);
    expect(updates(stream)).toHaveLength(1);
    expect(JSON.stringify(stream.events)).not.toContain('PRIVATE-AFTER-LOGOUT');
    // And it cannot be reopened with that token.
    const reopened = await fetch(`${s.base}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reopened.status).toBe(401);
  });

  it('a logout through one instance ends the stream held by another (one database)', async () => {
    const database = connect(s.database.url, 3);
    const other = await startServer({ ...s.config, port: 0 }, { database });
    try {
      const token = await freshUserToken();
      const stream = openStream(`http://127.0.0.1:${other.port}/api/notifications/stream`, {
        authorization: `Bearer ${token}`,
      });
      await stream.ready;
      await stream.next((e) => e.data.type === 'connected');
      await notifyJordan('Seen on B');
      await stream.next((e) => e.data.type === 'ticket_update');
      expect((await s.call('POST', '/api/auth/logout', { token })).status).toBe(200);
      await notifyJordan('PRIVATE-AFTER-LOGOUT-ON-A');
      await endOf(stream);
      expect(updates(stream)).toHaveLength(1);
      expect(JSON.stringify(stream.events)).not.toContain('PRIVATE-AFTER-LOGOUT-ON-A');
    } finally {
      await other.close();
      await database.close();
    }
  });

  it('ends at the next heartbeat when the account is deactivated or the session expires (idle or absolute)', async () => {
    const database = connect(s.database.url, 3);
    // Heartbeats every second on this instance.
    const other = await startServer({ ...s.config, port: 0, sseHeartbeatMs: 1000 }, { database });
    try {
      // A deactivated person is sent no notifications, so the heartbeat's check is what ends it.
      const token = await freshUserToken();
      const jordan = (await s.call('GET', '/api/auth/me', { token })).body.id as string;
      const stream = openStream(`http://127.0.0.1:${other.port}/api/notifications/stream`, {
        authorization: `Bearer ${token}`,
      });
      await stream.ready;
      await stream.next((e) => e.data.type === 'connected');
      const off = await s.call('PUT', `/api/admin/users/${jordan}`, {
        token: admin,
        body: { is_active: false },
      });
      expect(off.status).toBe(200);
      try {
        await notifyJordan('While deactivated');
        await endOf(stream);
        expect(updates(stream)).toHaveLength(0);
      } finally {
        await s.call('PUT', `/api/admin/users/${jordan}`, { token: admin, body: { is_active: true } });
      }

      for (const expire of [
        `UPDATE sessions SET last_used_at = now() - interval '9 hours' WHERE id = $1`,
        `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      ]) {
        const token = await freshUserToken();
        const stream = openStream(`http://127.0.0.1:${other.port}/api/notifications/stream`, {
          authorization: `Bearer ${token}`,
        });
        await stream.ready;
        await stream.next((e) => e.data.type === 'connected');
        await stream.next((e) => e.data.type === 'heartbeat', 5000);
        const { rows } = await s.database.pool.query<{ id: string }>(
          'SELECT id FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1) ORDER BY created_at DESC LIMIT 1',
          [DEMO.user[0]],
        );
        await s.database.pool.query(expire, [rows[0]?.id]);
        const heartbeats = stream.events.filter((e) => e.data.type === 'heartbeat').length;
        await endOf(stream);
        // At most one heartbeat was already on its way when the session expired.
        expect(stream.events.filter((e) => e.data.type === 'heartbeat').length).toBeLessThanOrEqual(
          heartbeats + 1,
        );
      }
    } finally {
      await other.close();
      await database.close();
    }
  });
});
