/**
 * Prometheus metrics (prom-client), served at /api/metrics. One registry per process: every server
 * started in the process (tests start several) counts into the same series, as one process would.
 */
import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'portal_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time to the response headers, by method and route pattern (streams count until their headers)',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const sseConnections = new Gauge({
  name: 'portal_sse_connections',
  help: 'Notification streams open on this instance',
  registers: [registry],
});

export const retrievalDuration = new Histogram({
  name: 'portal_retrieval_duration_seconds',
  help: 'Assistant retrieval of one question part (by words and by meaning)',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** Servers of this process that can read the queue depth; the newest answers (one database). */
const queueDepthSources: Array<() => Promise<number>> = [];
new Gauge({
  name: 'portal_document_processing_queue_depth',
  help: 'Approved documents waiting to be processed (read from the database, so the same on every instance)',
  registers: [registry],
  async collect() {
    const read = queueDepthSources.at(-1);
    if (read) this.set(await read().catch(() => Number.NaN));
  },
});

/** Where the queue depth is read from (a running server's database); answers the unregister. */
export function measureQueueDepth(read: () => Promise<number>): () => void {
  queueDepthSources.push(read);
  return () => {
    const at = queueDepthSources.indexOf(read);
    if (at >= 0) queueDepthSources.splice(at, 1);
  };
}

/**
 * Counts every API answer by its route pattern (`/api/boost/tickets/:id`), never the raw path, so
 * ids do not explode the number of series; unmatched paths count as one `unmatched` route.
 */
export function countRequests(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeOf(c);
      httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) });
      httpDuration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
    }
  };
}

function routeOf(c: Context): string {
  try {
    // The handler that answered (after next(), the index of the last one run), not the last match:
    // the API's catch-all matches every path.
    const pattern = routePath(c);
    return /^(\/api)?\/?\*$/.test(pattern) ? 'unmatched' : pattern;
  } catch {
    return 'unmatched';
  }
}

/** Loopback, reached directly: not through a proxy on the same machine (which adds X-Forwarded-For). */
function directLoopback(c: Context): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded')) return false;
  try {
    const address = getConnInfo(c).remote.address ?? '';
    return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  } catch {
    return false;
  }
}

/**
 * /api/metrics. With METRICS_TOKEN, only `Authorization: Bearer <token>`; without it, only a client
 * on this machine connecting directly (a scraper sidecar, `curl localhost`). Metrics name routes and
 * volumes, which outsiders need not learn; 404 to anyone else, as if it did not exist.
 */
export function metricsHandler(token: string | undefined) {
  return async (c: Context) => {
    const given = Buffer.from(c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
    const allowed = token
      ? given.length === Buffer.byteLength(token) && timingSafeEqual(given, Buffer.from(token))
      : directLoopback(c);
    if (!allowed) return c.json({ detail: `Not found: ${c.req.method} ${c.req.path}` }, 404);
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  };
}
