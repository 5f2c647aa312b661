import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiError, createApiClient, isApiError, type RetryNotice } from '../src/index.ts';
import { json, startServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  vi.useRealTimers();
});

function client(extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    baseUrl: server.baseUrl,
    getToken: () => 'tok-123',
    XMLHttpRequest: null,
    timeoutMs: false,
    ...extra,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Advances fake time in steps so real socket I/O can complete in between. */
/** `fetch` that counts the requests that failed at the network level. */
function countNetworkFailures() {
  let failed = 0;
  const countingFetch: typeof fetch = async (input, init) => {
    try {
      return await fetch(input, init);
    } catch (error) {
      failed++;
      throw error;
    }
  };
  return { countingFetch, failures: () => failed };
}

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  // Let the loopback round trip finish on real I/O.
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(check()).toBe(true);
}

describe('retry rule: 3 attempts on 503 or network error, 1 s then 2 s', () => {
  it('retries a 503 after exactly 1000 ms and then 2000 ms, then succeeds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    server.on('GET auth/me', (_req, res) => {
      calls++;
      if (calls < 3) json(res, 503, { detail: 'restarting' });
      else json(res, 200, { id: 'u1', email: 'a@b.c' });
    });
    const result = client().auth.me();
    await until(() => calls === 1);
    await advance(999);
    expect(calls).toBe(1);
    await advance(1);
    await until(() => calls === 2);
    await advance(1999);
    expect(calls).toBe(2);
    await advance(1);
    await until(() => calls === 3);
    await expect(result).resolves.toEqual({ id: 'u1', email: 'a@b.c' });
  });

  it('gives up after the third 503 with the spec messages and the service-restarting toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.on('GET boost/tickets', (_req, res) => json(res, 503, {}));
    const pending = failure(client().tickets.list());
    await until(() => server.requestsTo('boost/tickets').length === 1);
    await advance(1000);
    await until(() => server.requestsTo('boost/tickets').length === 2);
    await advance(2000);
    const error = await pending;
    expect(server.requestsTo('boost/tickets')).toHaveLength(3);
    expect(error.status).toBe(503);
    expect(error.userMessage).toBe('Service temporarily unavailable - retrying...');
    expect(error.connectionIssue).toBe('service-restarting');
    expect(error.connectionToast).toEqual({
      title: 'Connection Issue',
      description: 'Service is restarting, please try again in a moment',
    });
  });

  it('retries POST on 503 too (the rule covers every call)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    server.on('POST boost/tickets', (_req, res) => {
      calls++;
      json(res, calls === 1 ? 503 : 201, { id: 't1' });
    });
    const pending = client().tickets.create({
      support_department: 'IT',
      category: 'a',
      subcategory: 'b',
      subject: 's',
      description: 'd',
      classification: 'Incident',
      priority: 'medium',
      channel: 'Hub',
    });
    await until(() => calls === 1);
    await advance(1000);
    await expect(pending).resolves.toEqual({ id: 't1' });
    expect(calls).toBe(2);
  });

  it('retries network failures and ends with the check-your-connection toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.on('GET auth/me', (_req, res) => {
      res.socket?.destroy();
    });
    const { countingFetch, failures } = countNetworkFailures();
    const pending = failure(client({ fetch: countingFetch }).auth.me());
    await until(() => failures() === 1);
    await advance(999);
    expect(server.requestsTo('auth/me')).toHaveLength(1);
    await advance(1);
    await until(() => failures() === 2);
    await advance(1999);
    expect(server.requestsTo('auth/me')).toHaveLength(2);
    await advance(1);
    const error = await pending;
    expect(server.requestsTo('auth/me')).toHaveLength(3);
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.connectionToast).toEqual({
      title: 'Connection Issue',
      description: 'Please check your connection and try again',
    });
  });

  it.each([500, 502, 504, 429, 404, 400])('does not retry status %i', async (status) => {
    server.on('GET auth/me', (_req, res) => json(res, status, {}));
    const onRetry = vi.fn();
    const error = await failure(client({ onRetry }).auth.me());
    expect(onRetry).not.toHaveBeenCalled();
    expect(server.requestsTo('auth/me')).toHaveLength(1);
    expect(error.status).toBe(status);
    expect(error.connectionIssue).toBeUndefined();
  });
});

describe('onRetry: the retrying message while the call still tries', () => {
  it("reports each 503 retry as it starts, with 'Service temporarily unavailable - retrying...'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    server.on('GET auth/me', (_req, res) => {
      calls++;
      if (calls < 3) json(res, 503, { detail: 'restarting' });
      else json(res, 200, { id: 'u1', email: 'a@b.c' });
    });
    const notices: RetryNotice[] = [];
    const result = client({ onRetry: (notice) => notices.push(notice) }).auth.me();
    await until(() => calls === 1);
    await advance(999);
    expect(notices).toHaveLength(0);
    await advance(1);
    await until(() => calls === 2);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ attempt: 2, method: 'GET', url: `${server.baseUrl}/auth/me` });
    expect(notices[0]?.error).toMatchObject({
      kind: 'http',
      status: 503,
      userMessage: 'Service temporarily unavailable - retrying...',
      connectionIssue: undefined,
    });
    await advance(2000);
    await until(() => calls === 3);
    await expect(result).resolves.toEqual({ id: 'u1', email: 'a@b.c' });
    expect(notices.map((n) => n.attempt)).toEqual([2, 3]);
  });

  it('reports network retries too, and not the final failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.on('GET auth/me', (_req, res) => {
      res.socket?.destroy();
    });
    const { countingFetch, failures } = countNetworkFailures();
    const notices: RetryNotice[] = [];
    const pending = failure(
      client({ fetch: countingFetch, onRetry: (notice) => notices.push(notice) }).auth.me(),
    );
    await until(() => failures() === 1);
    await advance(1000);
    await until(() => failures() === 2);
    await advance(2000);
    const error = await pending;
    expect(error.connectionIssue).toBe('network');
    expect(notices.map((n) => [n.attempt, n.error.kind, n.error.status])).toEqual([
      [2, 'network', 0],
      [3, 'network', 0],
    ]);
  });
});

describe('error mapping', () => {
  it("401 is 'Authentication failed' and calls onUnauthorized once", async () => {
    const onUnauthorized = vi.fn();
    server.on('GET auth/me', (_req, res) => json(res, 401, { detail: 'Token expired' }));
    const error = await failure(client({ onUnauthorized }).auth.me());
    expect(error.userMessage).toBe('Authentication failed');
    expect(error.detail).toBe('Token expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 from login (no token) does not call onUnauthorized and keeps the server detail', async () => {
    const onUnauthorized = vi.fn();
    server.on('POST auth/login', (_req, res) => json(res, 401, { detail: 'Invalid email or personal code' }));
    const error = await failure(
      client({ onUnauthorized }).auth.login({ email: 'a@b.c', personal_code: 'x' }),
    );
    expect(error.status).toBe(401);
    expect(error.detail).toBe('Invalid email or personal code');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('other statuses use the server detail', async () => {
    server.on('GET boost/tickets/t1', (_req, res) => json(res, 403, { detail: 'Not your ticket' }));
    const error = await failure(client().tickets.get('t1'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      detail: 'Not your ticket',
      userMessage: 'Not your ticket',
    });
  });

  it("without a detail: 'Request failed with status N'", async () => {
    server.on('GET boost/tickets/t1', (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('boom');
    });
    const error = await failure(client().tickets.get('t1'));
    expect(error.userMessage).toBe('Request failed with status 500');
    expect(error.detail).toBeUndefined();
  });

  it('validation details given as a list are joined', async () => {
    server.on('POST auth/login', (_req, res) =>
      json(res, 422, { detail: [{ msg: 'email required' }, { msg: 'code required' }] }),
    );
    const error = await failure(client().auth.login({ email: '', personal_code: '' }));
    expect(error.userMessage).toBe('email required; code required');
  });

  it('errors are ApiError values, never strings', async () => {
    server.on('GET auth/me', (_req, res) => json(res, 418, { detail: 'teapot' }));
    const error = await failure(client().auth.me());
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
  });
});
