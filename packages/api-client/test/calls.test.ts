import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ApiError,
  type ChatStreamEvent,
  createApiClient,
  filenameFromDisposition,
  isApiError,
  type NotificationStreamEvent,
  type RetryNotice,
  readChatStream,
} from '../src/index.ts';
import { FetchEventSource } from './fetch-event-source.ts';
import { json, startServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

let token: string | null = 'tok-123';
function client(extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    baseUrl: server.baseUrl,
    getToken: () => token,
    XMLHttpRequest: null,
    EventSource: FetchEventSource,
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

/**
 * An XMLHttpRequest stand-in for uploads: each send reports progress 5/10 then 10/10 and answers
 * `statusOf(attempt)` with `body`; `sent` keeps each attempt's URL and Authorization header.
 */
function fakeXhr(statusOf: (attempt: number) => number, body: unknown) {
  const sent: Array<{ url: string; auth: string | undefined }> = [];
  let attempts = 0;
  class Xhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    #url = '';
    #auth: string | undefined;
    open(_method: string, url: string) {
      this.#url = url;
    }
    setRequestHeader(_name: string, value: string) {
      this.#auth = value;
    }
    abort() {
      this.onabort?.();
    }
    send() {
      attempts++;
      sent.push({ url: this.#url, auth: this.#auth });
      this.upload.onprogress?.({ loaded: 5, total: 10 });
      this.upload.onprogress?.({ loaded: 10, total: 10 });
      this.status = statusOf(attempts);
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  return { Xhr: Xhr as unknown as typeof XMLHttpRequest, sent, attempts: () => attempts };
}

async function collect(events: AsyncIterable<ChatStreamEvent>) {
  const out: ChatStreamEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe('authentication headers', () => {
  it('sends the bearer token on ordinary calls', async () => {
    server.on('GET auth/me', (_req, res) => json(res, 200, { id: 'u1', email: 'a@b.c' }));
    await client().auth.me();
    expect(server.requestsTo('auth/me')[0]?.headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no token to login, azure config and azure callback', async () => {
    server.on('POST auth/login', (_req, res) =>
      json(res, 200, { access_token: 'x', user: { id: 'u', email: 'e' } }),
    );
    server.on('GET auth/azure/config', (_req, res) =>
      json(res, 200, { authority: 'a', client_id: 'c', scopes: ['s'] }),
    );
    server.on('POST auth/azure/callback', (_req, res) => json(res, 200, { ok: true }));
    const c = client();
    await c.auth.login({ email: 'a@b.c', personal_code: '123' });
    await c.auth.azureConfig();
    await c.auth.azureCallback({
      code: 'c',
      state: 's',
      redirect_uri: 'http://x/auth/callback',
      code_verifier: 'v',
    });
    for (const request of server.seen) expect(request.headers.authorization).toBeUndefined();
    expect(JSON.parse(server.requestsTo('auth/login')[0]?.body.toString() ?? '')).toEqual({
      email: 'a@b.c',
      personal_code: '123',
    });
  });

  it('sends the corporate callback form-encoded with credentials', async () => {
    const credentials: string[] = [];
    const spyFetch: typeof fetch = (input, init) => {
      credentials.push((input as Request).credentials);
      return fetch(input, init);
    };
    server.on('POST auth/azure/callback', (_req, res) => json(res, 200, { ok: true, access_token: 't' }));
    await client({ fetch: spyFetch }).auth.azureCallback({
      code: 'c 1',
      state: 's',
      redirect_uri: 'http://x/auth/callback',
      code_verifier: 'v',
    });
    const seen = server.requestsTo('auth/azure/callback')[0];
    expect(seen?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen?.body.toString()))).toEqual({
      code: 'c 1',
      state: 's',
      redirect_uri: 'http://x/auth/callback',
      code_verifier: 'v',
    });
    expect(credentials).toEqual(['include']);
  });

  it('without a token source (the portal: the session cookie) sends no Authorization and keeps credentials same-origin', async () => {
    const credentials: string[] = [];
    const spyFetch: typeof fetch = (input, init) => {
      credentials.push((input as Request).credentials);
      return fetch(input, init);
    };
    server.on('GET auth/me', (_req, res) => json(res, 200, { id: 'u1', email: 'a@b.c' }));
    server.on('PATCH notifications/mark-all-read', (_req, res) => json(res, 200, { count: 0 }));
    const portal = createApiClient({ baseUrl: server.baseUrl, XMLHttpRequest: null, fetch: spyFetch });
    await portal.auth.me();
    await portal.notifications.markAllRead();
    for (const request of server.seen) expect(request.headers.authorization).toBeUndefined();
    expect(server.seen).toHaveLength(2);
    expect(credentials).toEqual(['same-origin', 'same-origin']);
  });

  it('omits the header when there is no token', async () => {
    token = null;
    server.on('GET auth/me', (_req, res) => json(res, 401, {}));
    await failure(client().auth.me());
    expect(server.requestsTo('auth/me')[0]?.headers.authorization).toBeUndefined();
    token = 'tok-123';
  });
});

describe('query building', () => {
  it("omits empty, 'none' and 'all' ticket filters", async () => {
    server.on('GET boost/tickets', (_req, res) => json(res, 200, [{ id: 't1' }]));
    const tickets = await client().tickets.list({
      search: '  ',
      status: 'all',
      priority: 'high',
      support_department: 'none',
      business_unit_id: 'bu1',
    });
    expect(tickets).toEqual([{ id: 't1' }]);
    const url = server.requestsTo('boost/tickets')[0]?.url;
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      priority: 'high',
      business_unit_id: 'bu1',
    });
  });

  it('chat messages accept an array or an object with messages', async () => {
    server.on('GET chat/sessions/s1/messages', (_req, res) =>
      json(res, 200, { messages: [{ role: 'user' }] }),
    );
    server.on('GET chat/sessions/s2/messages', (_req, res) => json(res, 200, [{ role: 'assistant' }]));
    expect(await client().chat.messages('s1')).toEqual([{ role: 'user' }]);
    expect(await client().chat.messages('s2')).toEqual([{ role: 'assistant' }]);
  });

  it('a PATCH with an empty body resolves to undefined', async () => {
    server.on('PATCH notifications/n1/read', (_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(client().notifications.markRead('n1')).resolves.toBeUndefined();
  });
});

describe('recent notifications poll', () => {
  it('uses /notifications/recent?since when it exists', async () => {
    server.on('GET notifications/recent', (_req, res) =>
      json(res, 200, [{ ticket_id: 't1', update_type: 'comment', timestamp: '2026-01-01T00:00:00Z' }]),
    );
    const result = await client().notifications.recent(1234);
    expect(result).toEqual({
      source: 'recent',
      notifications: [{ ticket_id: 't1', update_type: 'comment', timestamp: '2026-01-01T00:00:00Z' }],
    });
    expect(server.requestsTo('notifications/recent')[0]?.url.searchParams.get('since')).toBe('1234');
  });

  it('falls back on 404 to the tickets and recent-activity calls', async () => {
    server.on('GET boost/tickets', (_req, res) =>
      json(res, 200, { items: [{ id: 't9' }], total: 1, page: 1, page_size: 10 }),
    );
    server.on('GET boost/recent-activity', (_req, res) =>
      json(res, 200, [{ ticket_id: 't9', action: 'comment_added' }]),
    );
    const result = await client().notifications.recent(5000);
    expect(result).toEqual({
      source: 'fallback',
      tickets: [{ id: 't9' }],
      activity: [{ ticket_id: 't9', action: 'comment_added' }],
    });
    const tickets = server.requestsTo('boost/tickets')[0]?.url.searchParams;
    expect(Object.fromEntries(tickets ?? [])).toEqual({ limit: '10', updated_since: '5000' });
    expect(server.requestsTo('boost/recent-activity')[0]?.url.searchParams.get('since')).toBe('5000');
  });

  it('other failures are not hidden by the fallback', async () => {
    server.on('GET notifications/recent', (_req, res) => json(res, 500, { detail: 'db down' }));
    const error = await failure(client().notifications.recent(1));
    expect(error.userMessage).toBe('db down');
    expect(server.requestsTo('boost/tickets')).toHaveLength(0);
  });
});

const encoder = new TextEncoder();
function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('chat send stream', () => {
  const body =
    'data: {"type":"content","content":"Annual leave is "}\n' +
    'data: {"type":"content","content":"25 days – café ✓"}\n\n' +
    ': a comment line\n' +
    'data: {"type":"metadata","documents_referenced":2,"referenced_documents":[{"document_id":"d1","source":"Leave.pdf"}],"response_time_seconds":1.5}\n';
  const expected: ChatStreamEvent[] = [
    { type: 'content', content: 'Annual leave is ' },
    { type: 'content', content: '25 days – café ✓' },
    {
      type: 'metadata',
      metadata: {
        documents_referenced: 2,
        referenced_documents: [{ document_id: 'd1', source: 'Leave.pdf' }],
        response_time_seconds: 1.5,
      },
    },
  ];

  it('parses the same events whatever the chunk boundary (every split point, bytes)', async () => {
    const bytes = encoder.encode(body);
    for (let split = 0; split <= bytes.length; split++) {
      const events = await collect(readChatStream(streamOf([bytes.slice(0, split), bytes.slice(split)])));
      expect(events, `split at ${split}`).toEqual(expected);
    }
  });

  it('parses one byte per chunk and a final line without newline', async () => {
    const bytes = encoder.encode(body.trimEnd());
    const chunks = Array.from(bytes, (b) => new Uint8Array([b]));
    expect(await collect(readChatStream(streamOf(chunks)))).toEqual(expected);
  });

  it('reads a real streamed answer split across writes and sends stream true', async () => {
    // Cuts fall inside JSON, inside the 'data: ' prefix and between the two newlines.
    server.on('POST chat/send', async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const bytes = encoder.encode(body);
      const cuts = [0, 7, 37, 38, 98, 200, bytes.length];
      for (let i = 0; i < cuts.length - 1; i++) {
        res.write(bytes.slice(cuts[i], cuts[i + 1]));
        await sleep(2);
      }
      res.end();
    });
    const events = await collect(client().chat.send({ session_id: 's1', message: 'How much leave?' }));
    expect(events).toEqual(expected);
    const sent = JSON.parse(server.requestsTo('chat/send')[0]?.body.toString() ?? '{}');
    expect(sent).toEqual({ session_id: 's1', message: 'How much leave?', document_ids: [], stream: true });
  });

  it('aborts mid-stream with an aborted ApiError and stops reading', async () => {
    let closed = false;
    server.on('POST chat/send', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"type":"content","content":"first"}\n');
      res.on('close', () => {
        closed = true;
      });
      // Never ends on its own.
    });
    const controller = new AbortController();
    const seen: ChatStreamEvent[] = [];
    const run = (async () => {
      for await (const event of client().chat.send(
        { session_id: 's1', message: 'q' },
        { signal: controller.signal },
      )) {
        seen.push(event);
        controller.abort();
      }
    })();
    const error = await failure(run);
    expect(error.kind).toBe('aborted');
    expect(seen).toEqual([{ type: 'content', content: 'first' }]);
    await vi.waitFor(() => expect(closed).toBe(true));
  });

  it('a failing send is an ApiError with the server detail', async () => {
    server.on('POST chat/send', (_req, res) => json(res, 400, { detail: 'Session not found' }));
    const error = await failure(collect(client().chat.send({ session_id: 'x', message: 'q' })));
    expect(error.userMessage).toBe('Session not found');
  });
});

describe('notification stream', () => {
  it('connects with no token in its URL (the cookie authenticates) and delivers typed events with their ids', async () => {
    server.on('GET notifications/stream', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('id: 1\nevent: connected\ndata: {"user_id":"u1"}\n\n');
      res.write('id: 2\ndata: {"type":"heartbeat"}\n\n');
      res.write(
        'id: 3\nevent: ticket_update\ndata: {"id":"n1","ticket_id":"t1","ticket_number":42,"update_type":"comment","message":"New comment","created_at":"2026-01-01T00:00:00Z"}\n\n',
      );
    });
    const events: NotificationStreamEvent[] = [];
    const stream = await client().notifications.stream({ onEvent: (e) => events.push(e) });
    await vi.waitFor(() => expect(events).toHaveLength(3));
    const url = server.requestsTo('notifications/stream')[0]?.url;
    expect(url?.search).toBe('');
    expect(url?.href).not.toContain('tok-123');
    expect(client().notifications.streamUrl('42')).toBe(
      `${server.baseUrl}/notifications/stream?last_event_id=42`,
    );
    expect(events).toEqual([
      { type: 'connected', id: '1', userId: 'u1' },
      { type: 'heartbeat', id: '2' },
      {
        type: 'ticket_update',
        id: '3',
        notification: {
          id: 'n1',
          ticket_id: 't1',
          ticket_number: 42,
          update_type: 'comment',
          message: 'New comment',
          created_at: '2026-01-01T00:00:00Z',
        },
      },
    ]);
    expect(stream.lastEventId).toBe('3');
    stream.close();
  });

  it('reports a failed connection through onError', async () => {
    const onError = vi.fn();
    server.on('GET notifications/stream', (_req, res) => json(res, 503, {}));
    const stream = await client().notifications.stream({ onEvent: () => {}, onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    stream.close();
  });
});

describe('uploads and downloads', () => {
  it('uploads a document as multipart with progress events', async () => {
    server.on('POST documents/upload', (req, res) =>
      json(res, 201, { id: 'd1', size: req.body.length, type: req.headers['content-type'] }),
    );
    const progress: number[] = [];
    const file = new File([new Uint8Array(256 * 1024).fill(65)], 'policy.pdf', { type: 'application/pdf' });
    const result = (await client().documents.upload(
      { file, department: 'Finance', tags: 'leave' },
      { onProgress: (p) => progress.push(p.loaded) },
    )) as unknown as { id: string; size: number; type: string };
    expect(result.id).toBe('d1');
    expect(result.type).toContain('multipart/form-data');
    const body = server.requestsTo('documents/upload')[0]?.body.toString('latin1') ?? '';
    expect(body).toContain('filename="policy.pdf"');
    expect(body).toContain('name="department"\r\n\r\nFinance');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(result.size);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('aborting an upload rejects with an aborted ApiError', async () => {
    server.on('POST boost/tickets/t1/attachments', () => {
      // Never answers.
    });
    const controller = new AbortController();
    const pending = failure(
      client().tickets.uploadAttachment(
        't1',
        { file: new File(['x'], 'a.txt'), uploadedBy: 'Ann' },
        { signal: controller.signal },
      ),
    );
    await vi.waitFor(() => expect(server.requestsTo('boost/tickets/t1/attachments')).toHaveLength(1));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
  });

  it('uploads through XMLHttpRequest when present, with progress, retrying a 503', async () => {
    const xhr = fakeXhr((attempt) => (attempt === 1 ? 503 : 201), { id: 'a1', original_name: 'a.txt' });
    const { sent, Xhr: FakeXhr } = xhr;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const progress: number[] = [];
      const pending = client({
        XMLHttpRequest: FakeXhr,
      }).tickets.uploadAttachment(
        't1',
        { file: new File(['x'], 'a.txt'), uploadedBy: 'Ann' },
        { onProgress: (p) => progress.push(p.percent) },
      );
      await vi.advanceTimersByTimeAsync(999);
      expect(xhr.attempts()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ id: 'a1', original_name: 'a.txt' });
      expect(xhr.attempts()).toBe(2);
      expect(progress).toEqual([0.5, 1, 0.5, 1]);
      expect(sent[0]).toEqual({
        url: `${server.baseUrl}/boost/tickets/t1/attachments`,
        auth: 'Bearer tok-123',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an XMLHttpRequest upload reports its retry, and leaves no abort listener behind', async () => {
    const xhr = fakeXhr((attempt) => (attempt < 3 ? 503 : 201), { id: 'a1' });
    const FakeXhr = xhr.Xhr;
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    const notices: RetryNotice[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = client({
        XMLHttpRequest: FakeXhr,
        onRetry: (notice) => notices.push(notice),
      }).tickets.uploadAttachment(
        't1',
        { file: new File(['x'], 'a.txt'), uploadedBy: 'Ann' },
        { signal: controller.signal },
      );
      await vi.advanceTimersByTimeAsync(999);
      expect(notices).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ attempt: 2, method: 'POST' });
      expect(notices[0]?.error.userMessage).toBe('Service temporarily unavailable - retrying...');
      await vi.advanceTimersByTimeAsync(2000);
      await expect(pending).resolves.toEqual({ id: 'a1' });
      expect(notices.map((n) => n.attempt)).toEqual([2, 3]);
      expect(xhr.attempts()).toBe(3);
      // Three attempts and two waits listened on the signal; every listener was removed again.
      expect(added).toHaveBeenCalledTimes(5);
      expect(removed).toHaveBeenCalledTimes(5);
      for (const [i, call] of added.mock.calls.entries()) expect(removed.mock.calls[i]?.[1]).toBe(call[1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("downloads a document with the server's file name", async () => {
    server.on('GET documents', (req, res) => {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''Leave%20Policy%20%E2%80%93%202026.pdf`,
      });
      res.end(`file ${req.url.searchParams.get('file_id')}`);
    });
    const file = await client().documents.download('d7');
    expect(file.filename).toBe('Leave Policy – 2026.pdf');
    expect(await file.blob.text()).toBe('file d7');
  });

  it('reads plain and quoted Content-Disposition names', () => {
    expect(filenameFromDisposition('attachment; filename="a b.txt"')).toBe('a b.txt');
    expect(filenameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(filenameFromDisposition(null)).toBeUndefined();
  });
});
