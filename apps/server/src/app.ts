import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, type Handler, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requireAuth } from './auth/sessions.ts';
import type { ServerConfig } from './config.ts';
import type { AppContext, AppEnv } from './context.ts';
import { errorResponse, HttpError } from './http.ts';
import { createKnowledgeRoutes } from './knowledge/routes.ts';
import { log, requestIdFrom, scrub } from './log.ts';
import { countRequests, metricsHandler } from './metrics.ts';
import { openApiDocument } from './openapi.ts';
import { pageRenderer } from './pages.ts';
import { attachmentRoutes } from './routes/attachments.ts';
import { authRoutes } from './routes/auth.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { peopleRoutes } from './routes/people.ts';
import { ticketRoutes } from './routes/tickets.ts';
import { securityHeaders, servePage } from './security-headers.ts';

const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Builds the HTTP application: the API under /api, and the built portal for every other path.
 * Without a context (no database) only the health check and the static portal answer.
 */
export function createApp(
  config: ServerConfig,
  ctx?: AppContext,
  { resumeDocumentProcessing = false }: { resumeDocumentProcessing?: boolean } = {},
) {
  const app = new Hono<AppEnv>();
  const api = new Hono<AppEnv>();
  app.use('*', requestLog(config, ctx));
  // Before the headers, so that it sees every answer: pages, API, downloads, errors and 404s.
  app.use('*', securityHeaders());
  app.onError((error, c) => errorResponse(c, error));
  api.onError((error, c) => errorResponse(c, error));
  api.use('*', countRequests());

  // Liveness: the process answers. Readiness: it can serve (the database answers, not stopping).
  // /health is what the start script and the e2e harness poll: ready, with its original body.
  api.get('/health/live', (c) => c.json({ status: 'ok' }));
  const ready = async (c: Context) => {
    const problem = ctx ? await notReady(ctx) : undefined;
    if (problem) return c.json({ status: 'unavailable', detail: problem }, 503);
    return c.json({ status: 'ok' });
  };
  api.get('/health/ready', ready);
  api.get('/health', ready);
  api.get('/metrics', metricsHandler(config.metricsToken));

  if (ctx) {
    const jsonLimit = bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => {
        throw new HttpError(413, 'Request body too large');
      },
    });
    // Attachment uploads have their own, larger limit.
    const limitBodies: MiddlewareHandler = (c, next) =>
      c.req.method === 'POST' && /\/(attachments|documents\/upload)\/?$/.test(c.req.path)
        ? next()
        : jsonLimit(c, next);
    api.use('*', limitBodies);
    api.use('*', async (c, next) => {
      if (/%00/.test(c.req.url)) throw new HttpError(400, 'query: Text must not contain NUL characters');
      await next();
    });
    api.use('*', async (c, next) => {
      await next();
      // Answers are per user: never stored by shared caches.
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    });
    api.get('/openapi.json', (c) => c.json(openApiDocument()));
    api.route('/auth', authRoutes(ctx));
    api.route('/notifications', notificationRoutes(ctx));
    const auth = requireAuth(ctx);
    for (const prefix of ['/boost/*', '/admin/*', '/assignees']) api.use(prefix, auth);
    api.route('/boost', ticketRoutes(ctx));
    api.route('/boost', attachmentRoutes(ctx));
    api.route('/', peopleRoutes(ctx));
    api.route('/', createKnowledgeRoutes(ctx, { resumePending: resumeDocumentProcessing }));
  }

  api.all('*', (c) => c.json({ detail: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.route('/api', api);

  if (existsSync(config.portalDir)) {
    const root = path.relative(process.cwd(), config.portalDir) || '.';
    // Vite names assets by content hash, so they can be cached for good.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // The portal's JS and CSS shrink to a third with gzip (measured: sign-in 494 KB -> 166 KB,
    // first contentful paint 3.8 s -> 2.0 s on the Lighthouse mobile preset). Registered after the
    // API, so streams and downloads there are never buffered by it.
    app.use('*', compress());
    // The app shell, with its policy: at / and for every client-side route (/chat, /boost/tickets/...).
    const indexHtml = path.join(config.portalDir, 'index.html');
    const shell = async (c: Context) => {
      const page = servePage(await readFile(indexHtml, 'utf8'), config.imageOrigins);
      c.header('Content-Security-Policy', page.policy);
      return c.html(page.html);
    };
    // Every page rendered on the server with its first data, when the portal's server build is there.
    const render = pageRenderer(app, {
      portalDir: config.portalDir,
      serverDir: config.portalServerDir,
      imageOrigins: config.imageOrigins,
    });
    const page: Handler<AppEnv> = (c) => render(c, () => shell(c));
    app.get('/', page);
    app.get('/index.html', shell);
    app.use('*', serveStatic({ root }));
    app.get('*', page);
  }
  return app;
}

/** How long readiness waits for the database: a load balancer's probe must not hang on it. */
const READY_TIMEOUT_MS = 2000;

async function notReady(ctx: AppContext): Promise<string | undefined> {
  if (ctx.lifecycle?.draining) return 'The server is shutting down';
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ctx.database.pool.query('SELECT 1'),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)),
          READY_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    log.warn({ err: error }, 'Readiness: the database does not answer');
    return `The database does not answer: ${(error as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
  // Requests would still be served, but this instance's streams would miss what other instances
  // announce until LISTEN returns.
  const down = ctx.hub.listenerDownForMs;
  if (down > ctx.config.listenGraceMs) {
    const problem = `Live notifications are not connected (LISTEN lost ${Math.round(down / 1000)} s ago)`;
    log.warn(`Readiness: ${problem}`);
    return problem;
  }
  return undefined;
}

/** The X-Forwarded-For warning once per this long per process, not per request. */
const FORWARDED_WARNING_EVERY_MS = 60 * 60_000;
let forwardedWarnedAt = 0;

/**
 * Every request gets an id (the client's X-Request-Id when sane, else a new one), echoed in the answer
 * and on its log line: method, path (secret query values blanked), status and time. While the server
 * drains, answers close their connection so keep-alive clients move to another instance.
 */
function requestLog(config: ServerConfig, ctx: AppContext | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    if (config.trustProxy === 0 && c.req.header('x-forwarded-for')) {
      const now = Date.now();
      if (now - forwardedWarnedAt > FORWARDED_WARNING_EVERY_MS) {
        forwardedWarnedAt = now;
        log.warn(
          { reqId: requestId },
          "Requests carry X-Forwarded-For but TRUST_PROXY is off: every client behind the proxy counts as the proxy's address (one sign-in lock-out for all of them). Set TRUST_PROXY to the number of proxies in front.",
        );
      }
    }
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      c.header('X-Request-Id', requestId);
      if (ctx?.lifecycle?.draining) c.header('Connection', 'close');
      const url = new URL(c.req.url);
      const status = failed ? 500 : c.res.status;
      // Probes and scrapes every few seconds would drown the log: they are logged at debug.
      const quiet = /^\/api\/(health|metrics)/.test(url.pathname) && status < 400;
      log[quiet ? 'debug' : 'info'](
        {
          reqId: requestId,
          req: { method: c.req.method, url: scrub(url.pathname + url.search) },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
