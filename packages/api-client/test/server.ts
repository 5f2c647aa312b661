import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
  at: number;
}

export type Handler = (req: SeenRequest, res: ServerResponse) => void | Promise<void>;

/**
 * A real HTTP server on loopback whose routes are set per test. Unrouted paths answer 404
 * with a JSON detail, like the API does.
 */
export async function startServer() {
  const routes = new Map<string, Handler>();
  let fallback: Handler | undefined;
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        url,
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      seen.push(request);
      const handler = routes.get(`${request.method} ${url.pathname}`) ?? fallback;
      if (!handler) return json(res, 404, { detail: 'Not Found' });
      Promise.resolve(handler(request, res)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    seen,
    /** Sets the handler of `METHOD /api/path`. */
    on(route: string, handler: Handler) {
      const [method, path] = route.split(' ');
      routes.set(`${method} /api/${path?.replace(/^\//, '')}`, handler);
    },
    /** Answers every unrouted request with `handler`. */
    any(handler: Handler) {
      fallback = handler;
    },
    requestsTo(path: string) {
      return seen.filter((r) => r.url.pathname === `/api/${path}`);
    },
    reset() {
      routes.clear();
      fallback = undefined;
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

/** Writes a JSON answer. */
export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
