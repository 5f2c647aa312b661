/**
 * The portal's pages rendered on the server (ADR 0009). For a page request: whose session the cookie
 * is (`/api/auth/me`, answered in process), then the portal's own render (`apps/portal/dist-server/`,
 * built with the portal), streamed into the built `index.html` with the screen's stylesheets named in
 * the head and its scripts loaded after the first paint. Without a server build (a fixture portal, an
 * old build) the page is the static shell and the browser renders it, as before.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PortalServerEntry, User } from '@portal/contract';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { log } from './log.ts';
import { servePage } from './security-headers.ts';

interface Renderer {
  entry: PortalServerEntry;
  /**
   * The app's entry script and the chunks it imports at once (out of index.html: loaded after the
   * paint), and the worker that loads the locale data meanwhile.
   */
  app: { js: string; preloads: string[]; intlWarmUp: string };
  /** Every lazily loaded module's scripts and stylesheets, by its path in the app. */
  assets: Record<string, { js: string[]; css: string[] }>;
  /** index.html around #root, the theme's head script in, ready for a page's own head and body. */
  before: string;
  after: string;
}

const ROOT = '<div id="root"></div>';

async function loadRenderer(portalDir: string, serverDir: string): Promise<Renderer | null> {
  const entryFile = path.join(serverDir, 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as PortalServerEntry;
  const { entry: app, modules } = JSON.parse(await readFile(path.join(serverDir, 'assets.json'), 'utf8')) as {
    entry: Renderer['app'];
    modules: Renderer['assets'];
  };
  const html = (await readFile(path.join(portalDir, 'index.html'), 'utf8'))
    .replace('<html lang="en">', `<html lang="en" class="${entry.themeBeforePaint.htmlClass}">`)
    // Before the stylesheets: an inline script after them would wait for them.
    .replace('</title>', `</title><script>${entry.themeBeforePaint.script}</script>`);
  const at = html.indexOf(ROOT);
  if (at < 0 || !html.includes(entry.themeBeforePaint.script)) {
    throw new Error('The built portal index.html has no <html lang="en">, <title> or empty #root');
  }
  return { entry, app, assets: modules, before: html.slice(0, at), after: html.slice(at + ROOT.length) };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page handler: renders the page asked for as the cookie's session sees it. `app` answers the
 * render's API calls in process, through every rule an API call from the browser meets.
 */
export function pageRenderer(
  app: Hono<AppEnv>,
  options: { portalDir: string; serverDir: string; imageOrigins: readonly string[] },
) {
  let renderer: Promise<Renderer | null> | undefined;
  return async (c: Context<AppEnv>, staticShell: () => Promise<Response>): Promise<Response> => {
    renderer ??= loadRenderer(options.portalDir, options.serverDir);
    const loaded = await renderer;
    if (!loaded) return staticShell();

    const cookie = c.req.header('cookie');
    const requestId = c.get('requestId');
    const fetchApi: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (cookie) request.headers.set('cookie', cookie);
      if (requestId) request.headers.set('x-request-id', requestId);
      return app.request(request, undefined, c.env);
    };

    // Whose session the cookie is: the browser's own question, answered here before the page.
    const started = performance.now();
    let user: User | null = null;
    const setCookies: string[] = [];
    if (cookie) {
      const me = await fetchApi(new URL('/api/auth/me', c.req.url));
      // This server's own answer (its contract's User), read in process.
      if (me.ok) user = (await me.json()) as User;
      // A cookie whose session has ended is cleared with the 401: the page passes that on.
      setCookies.push(...me.headers.getSetCookie());
    }

    const session = performance.now() - started;
    const nonce = randomBytes(16).toString('base64');
    const result = await loaded.entry.renderPage({
      request: c.req.raw,
      user,
      fetchApi,
      imageOrigins: options.imageOrigins,
      nonce,
      onRenderError: (error) => log.error({ err: error, reqId: requestId }, 'Rendering a page failed'),
    });
    if (result.kind === 'response') {
      for (const value of setCookies) result.response.headers.append('Set-Cookie', value);
      return result.response;
    }

    // The screen's stylesheets (not already named by index.html) in the head: they are its paint.
    // Its scripts are loaded with the app's, after that paint (`loadAppAfterPaint`).
    const files = result.modules.map((module) => loaded.assets[module] ?? { js: [], css: [] });
    const stylesheets = [...new Set(files.flatMap((file) => file.css))]
      .filter((href) => !loaded.before.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`);
    const scripts = {
      entry: loaded.app.js,
      preloads: [...new Set([...loaded.app.preloads, ...files.flatMap((file) => file.js)])].filter(
        (href) => href !== loaded.app.js,
      ),
      evaluateApart: loaded.app.preloads,
      intlWarmUp: loaded.app.intlWarmUp,
    };
    const page = servePage(
      loaded.before.replace('</head>', `${stylesheets.join('')}</head>`),
      options.imageOrigins,
      nonce,
    );
    const encoder = new TextEncoder();
    const reader = result.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(`${page.html}<div id="root" ${loaded.entry.SERVER_RENDERED_ATTRIBUTE}>`),
        );
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (!done) {
          controller.enqueue(value);
          return;
        }
        const boot = `<script nonce="${nonce}">${loaded.entry.loadAppAfterPaint(scripts)}</script>`;
        controller.enqueue(encoder.encode(`</div>${result.afterRoot}${boot}${loaded.after}`));
        controller.close();
      },
      cancel: (reason) => reader.cancel(reason),
    });
    const ms = (value: number) => value.toFixed(1);
    const headers = new Headers({
      'Content-Type': 'text/html; charset=UTF-8',
      'Content-Security-Policy': page.policy,
      'Cache-Control': 'no-store',
      // Where the time to first byte went (browsers' developer tools show it; the bench reads it).
      'Server-Timing': `session;dur=${ms(session)}, data;dur=${ms(result.timings.data)}, render;dur=${ms(result.timings.render)}`,
    });
    for (const value of setCookies) headers.append('Set-Cookie', value);
    return new Response(body, { status: result.status, headers });
  };
}
