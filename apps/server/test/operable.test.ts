/**
 * Operating the server (issue 17, parts 4 and 5) on real parts: health and readiness against a
 * database that stops answering, request ids, logs without secrets, Prometheus metrics, instances
 * starting together on one fresh database, and a graceful stop with an upload in flight.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashSecret } from '../src/auth/crypto.ts';
import { connect } from '../src/db/index.ts';
import { users } from '../src/db/schema.ts';
import { captureLogs, log } from '../src/log.ts';
import { type RunningServer, SHUTDOWN_RETRY_MS, startServer } from '../src/server.ts';
import { DEMO, freshDatabase, startTestServer, type TestServer } from './helpers.ts';
import { uploadInTwoHalves } from './slow-upload.ts';
import { openStream } from './sse.ts';

const admin = connect(inject('pgAdminUrl'), 1);
afterAll(() => admin.close());

/** An empty database (no schema: not the migrated template), answering its URL. */
async function emptyDatabase() {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin.pool.query(`CREATE DATABASE ${name}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

/** A TCP relay to PostgreSQL that can be cut (connections ended, new ones refused) and restored. */
function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const listening = createServer((client) => {
        const upstream = createConnection(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  return { open, cut, url: () => Object.assign(new URL(target), { port: String(port) }).toString() };
}

describe('health and readiness', () => {
  it('live answers while the process runs; ready and /health answer 503 with a detail while the database refuses connections or LISTEN stays lost past LISTEN_GRACE_MS, 200 again after', async () => {
    // A clone of the migrated template: the schema is there, only the demo data loads.
    const database = await freshDatabase();
    const name = new URL(database.url).pathname.slice(1);
    // LISTEN goes through a relay that the test can cut, as a network or a pooler would.
    const listen = relay(new URL(database.url));
    await listen.open();
    const other = await startServer(
      { ...s.config, port: 0, databaseListenUrl: listen.url(), listenGraceMs: 500 },
      { database },
    );
    const base = `http://127.0.0.1:${other.port}`;
    const ready = async () => {
      const res = await fetch(`${base}/api/health/ready`);
      const { detail } = (await res.json()) as { detail?: string };
      return { code: res.status, detail };
    };
    try {
      for (const path of ['/api/health/live', '/api/health/ready', '/api/health'])
        expect((await fetch(`${base}${path}`)).status, path).toBe(200);
      const logs = captureLogs('warn');
      try {
        // The database stops answering this server: no new connections, and its open ones are cut.
        await admin.pool.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
        await admin.pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        for (const path of ['/api/health/ready', '/api/health']) {
          const res = await fetch(`${base}${path}`);
          expect(res.status, path).toBe(503);
          // A pooled connection may hear of its termination only when used.
          expect(((await res.json()) as { detail: string }).detail).toMatch(
            /^The database does not answer: .*(not currently accepting connections|terminating connection)/,
          );
        }
        expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
        await admin.pool.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
        // LISTEN was cut too; it is back within a second of the database.
        await expect.poll(ready, { timeout: 10_000 }).toEqual({ code: 200, detail: undefined });
        expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok' });

        // Only LISTEN lost, past its grace: requests would be served, but this instance's streams
        // no longer hear the others.
        await listen.cut();
        await expect.poll(ready, { timeout: 10_000 }).toEqual({
          code: 503,
          detail: expect.stringMatching(/^Live notifications are not connected \(LISTEN lost \d+ s ago\)$/),
        });
        await listen.open();
        await expect.poll(ready, { timeout: 10_000 }).toEqual({ code: 200, detail: undefined });
      } finally {
        logs.stop();
      }
    } finally {
      await admin.pool.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
      await listen.cut();
      await other.close();
      await database.close();
    }
  }, 60_000);
});

describe('request ids and logs', () => {
  it('echoes a sane X-Request-Id and logs the request under it; makes one up otherwise', async () => {
    const logs = captureLogs('info');
    let given: Response;
    let made: Response;
    try {
      given = await fetch(`${s.base}/api/health/live`, { headers: { 'X-Request-Id': 'lb-1234' } });
      made = await fetch(`${s.base}/api/nothing-here`, { headers: { 'X-Request-Id': 'bad id with spaces' } });
    } finally {
      logs.stop();
    }
    expect(given.headers.get('x-request-id')).toBe('lb-1234');
    const madeId = made.headers.get('x-request-id') ?? '';
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    const records = logs.records();
    expect(records.find((r) => r.reqId === madeId)).toMatchObject({
      msg: 'request',
      req: { method: 'GET', url: '/api/nothing-here' },
      res: { statusCode: 404 },
    });
    // Probes are logged at debug, not at info.
    expect(records.some((r) => r.reqId === 'lb-1234')).toBe(false);
  });

  it('no log line carries a personal code, a hash, a token or a cookie: failed and successful sign-ins, a stream, a failed query, the first administrator', async () => {
    const wrong = 'wrong-code-7777';
    const logs = captureLogs('trace');
    let token = '';
    let firstAdmin: TestServer | undefined;
    const hash = await hashSecret('a-secret-code');
    try {
      const failed = await s.call('POST', '/api/auth/login', {
        body: { email: DEMO.user[0], personal_code: wrong },
        headers: { cookie: 'portal_session=cookie-value-123' },
      });
      expect(failed.status).toBe(401);
      const ok = await s.call('POST', '/api/auth/login', {
        body: { email: DEMO.user[0], personal_code: DEMO.user[1] },
      });
      expect(ok.status).toBe(200);
      token = ok.body.access_token;
      expect((await s.call('GET', '/api/auth/me', { token })).status).toBe(200);
      // The browser's way: the session cookie (its value must not reach a line either).
      const stream = openStream(`${s.base}/api/notifications/stream`, { cookie: `portal_session=${token}` });
      await stream.ready;
      await stream.next((e) => e.data.type === 'connected');
      // An older client still putting its token in the URL: refused, and the URL's token blanked.
      expect((await fetch(`${s.base}/api/notifications/stream?token=${token}`)).status).toBe(401);
      // A failing statement whose bound parameters hold a hash (the review saw every account's hash
      // printed when two instances seeded at once).
      const failure = await s.database.db
        .insert(users)
        .values({ email: DEMO.user[0], name: 'Duplicate', role: 'user', personalCodeHash: hash })
        .catch((error: unknown) => error);
      log.error({ err: failure }, 'Seeding failed');
      firstAdmin = await startTestServer({ DEMO: '0', USER_ADMIN_EMAIL: 'first.admin@example.com' });
    } finally {
      logs.stop();
      await firstAdmin?.stop();
    }
    const text = logs.text();
    expect(text).toContain('/api/auth/login');
    expect(text).toContain('/api/notifications/stream?token=[Redacted]');
    expect(text).toContain('duplicate key value violates unique constraint');
    expect(text).toContain('First start: created administrator first.admin@example.com');
    for (const secret of [wrong, DEMO.user[1], token, hash, 'scrypt$', 'cookie-value-123'])
      expect(text, secret).not.toContain(secret);
  });

  it('warns once when requests carry X-Forwarded-For while TRUST_PROXY is off', async () => {
    const logs = captureLogs('warn');
    try {
      for (let i = 0; i < 3; i++)
        await fetch(`${s.base}/api/health/live`, { headers: { 'X-Forwarded-For': `203.0.113.${i}` } });
    } finally {
      logs.stop();
    }
    const warnings = logs.records().filter((r) => String(r.msg).includes('X-Forwarded-For'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/TRUST_PROXY is off/);
  });
});

describe('metrics', () => {
  it('counts requests by route pattern and status, open streams and the processing queue, for loopback only', async () => {
    const token = await s.login(...DEMO.user);
    const mine = await s.call('GET', '/api/boost/tickets?scope=created_by_me', { token });
    await s.call('GET', `/api/boost/tickets/${mine.body.items[0].id}`, { token });
    const stream = openStream(`${s.base}/api/notifications/stream`, { authorization: `Bearer ${token}` });
    await stream.ready;
    await stream.next((e) => e.data.type === 'connected');
    const asked = await s.call('POST', '/api/chat/send', {
      token,
      body: { session_id: randomUUID(), message: 'How many days of annual leave do I get?', stream: false },
    });
    expect(asked.status).toBe(200);
    const res = await fetch(`${s.base}/api/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /portal_http_requests_total\{method="GET",route="\/api\/boost\/tickets\/:id",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="0.5",method="GET",route="\/api\/boost\/tickets"\} [1-9]/,
    );
    expect(text).toMatch(/^portal_sse_connections [1-9]/m);
    expect(text).toMatch(/^portal_document_processing_queue_depth \d+/m);
    // The question was retrieved for, and timed.
    expect(text).toMatch(/^portal_retrieval_duration_seconds_count [1-9]/m);
    // Through a proxy (it adds X-Forwarded-For) the metrics do not exist.
    expect(
      (await fetch(`${s.base}/api/metrics`, { headers: { 'X-Forwarded-For': '198.51.100.7' } })).status,
    ).toBe(404);
  });

  it('with METRICS_TOKEN, only that bearer token reads them', async () => {
    const metricsToken = 'a-metrics-token-of-enough-length';
    const other = await startServer(
      { ...s.config, port: 0, metricsToken },
      { database: connect(s.database.url, 3) },
    );
    const base = `http://127.0.0.1:${other.port}`;
    try {
      expect((await fetch(`${base}/api/metrics`)).status).toBe(404);
      expect(
        (await fetch(`${base}/api/metrics`, { headers: { authorization: 'Bearer wrong' } })).status,
      ).toBe(404);
      const res = await fetch(`${base}/api/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}`, 'x-forwarded-for': '198.51.100.7' },
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('portal_http_requests_total');
    } finally {
      await other.close();
      await other.ctx.database.close();
    }
  });
});

describe('instances starting together on one fresh database', () => {
  it('both come up with DEMO=1: the schema and the demo data exist once, and both sign in', async () => {
    const { url } = await emptyDatabase();
    const databases = [connect(url, 5), connect(url, 5)];
    const started = await Promise.allSettled(
      databases.map((database) => startServer({ ...s.config, port: 0 }, { database })),
    );
    const running = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    try {
      expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up']);
      const count = await databases[0]?.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@example.com'`,
      );
      expect(count?.rows[0]?.n).toBe(Object.keys(DEMO).length);
      for (const server of running) {
        const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO.admin[0], personal_code: DEMO.admin[1] }),
        });
        expect(res.status).toBe(200);
      }
    } finally {
      for (const server of running) await server.close();
      for (const database of databases) await database.close();
    }
  }, 120_000);

  it('both come up with DEMO=0: exactly one first administrator; an instance without DEMO retires nothing', async () => {
    const { url } = await emptyDatabase();
    const [first, second, third] = [connect(url, 5), connect(url, 5), connect(url, 5)];
    const databases = [first, second, third];
    const plain = {
      ...s.config,
      port: 0,
      demo: false,
      retireDemo: true,
      userAdminEmail: 'it.admin@example.com',
      documentAdminEmail: 'it.admin@example.com',
    };
    const logs = captureLogs('warn');
    const started = await Promise.allSettled(
      [first, second].map((database) => startServer(plain, { database })),
    ).finally(() => logs.stop());
    const running = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    try {
      expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up']);
      const admins = await first.pool.query<{ email: string }>('SELECT email FROM users');
      expect(admins.rows).toEqual([{ email: 'it.admin@example.com' }]);
      expect(
        logs.records().filter((r) => String(r.msg).startsWith('First start: created administrator')),
      ).toHaveLength(1);
    } finally {
      for (const server of running) await server.close();
    }
    // The demo data set, then one more instance with DEMO absent (neither on nor off): codes stay.
    const demo = await startServer({ ...s.config, port: 0 }, { database: second });
    await demo.close();
    const absent = await startServer(
      { ...s.config, port: 0, demo: false, retireDemo: false },
      {
        database: third,
      },
    );
    try {
      const res = await fetch(`http://127.0.0.1:${absent.port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO.user[0], personal_code: DEMO.user[1] }),
      });
      expect(res.status).toBe(200);
    } finally {
      await absent.close();
      for (const database of databases) await database.close();
    }
  }, 120_000);
});

describe('a graceful stop', () => {
  it('finishes an upload in flight, ends notification streams with a retry hint, and accepts nothing new', async () => {
    const database = connect(s.database.url, 5);
    const other: RunningServer = await startServer({ ...s.config, port: 0 }, { database });
    const base = `http://127.0.0.1:${other.port}`;
    const token = await s.login(...DEMO.user);
    const mine = await s.call('GET', '/api/boost/tickets?scope=created_by_me', { token });
    const ticket = mine.body.items[0].id as string;
    try {
      // A stream, read raw to see the SSE `retry:` field.
      const streamRes = await fetch(`${base}/api/notifications/stream`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const streamText = streamRes.text();

      let halfSent = () => {};
      const inFlight = new Promise<void>((resolve) => {
        halfSent = resolve;
      });
      const upload = uploadInTwoHalves(
        `${base}/api/boost/tickets/${ticket}/attachments`,
        token,
        { name: 'slow.txt', content: Buffer.alloc(2_000_000, 'a') },
        { pauseMs: 1500, halfSent: () => halfSent() },
      );
      await inFlight;
      const closing = other.close();
      // The listener is closed at once: a new connection is refused while the upload goes on.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();

      const done = await upload;
      expect(done.status, done.body).toBe(201);
      expect(JSON.parse(done.body)).toMatchObject({ original_name: 'slow.txt', file_size: 2_000_000 });
      const raw = await streamText;
      const events = raw.trim().split('\n\n');
      expect(events.at(-1)).toContain(`retry: ${SHUTDOWN_RETRY_MS}`);
      await closing;
      // The upload is really there (read through the instance that stays).
      const list = await s.call('GET', `/api/boost/tickets/${ticket}/attachments`, { token });
      expect(list.body.some((a: { original_name: string }) => a.original_name === 'slow.txt')).toBe(true);
    } finally {
      await other.close();
      await database.close();
    }
  }, 60_000);
});
