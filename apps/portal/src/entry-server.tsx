/**
 * The portal rendered on the server (ADR 0009): built by `vite.server-render.ts` into `dist-server/`
 * and called by the API server's page handler for every page request. The same routes as the
 * browser (`app/routes.tsx`): react-router's static handler runs their loaders (`app/route-loaders.ts`,
 * with an API client bound to the request's session), then React's streaming renderer writes the
 * page, and the browser hydrates it (`main.tsx`) from the first data written after it.
 */
import { createApiClient } from '@portal/api-client';
import { type BootScripts, displayLocale, type RenderRequest, type RenderResult } from '@portal/contract';
import { themeClassNames } from '@portal/ui';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, StaticRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { type FirstData, firstDataElement } from './app/first-data.ts';
import { serverRequestContext, withLoaders } from './app/route-loaders.ts';
import { firstScreenModules, PortalRoutes, portalRoutes, preloadEveryScreen } from './app/routes.tsx';
import { THEME_STORAGE_KEY } from './app/storage.ts';

export { SERVER_RENDERED_ATTRIBUTE } from './app/hydration.tsx';

const handler = createStaticHandler(withLoaders(portalRoutes));
/** Every screen's code, loaded once: a render never suspends on it (nor shows a spinner for it). */
let everyScreen: Promise<void> | undefined;

/** How long a loader's API call may take before the page renders without it. */
const LOADER_CALL_TIMEOUT_MS = 10_000;

export async function renderPage({
  request,
  user,
  fetchApi,
  imageOrigins,
  nonce,
  onRenderError,
}: RenderRequest): Promise<RenderResult> {
  everyScreen ??= preloadEveryScreen();
  await everyScreen;
  const api = createApiClient({
    baseUrl: new URL('/api', request.url).href,
    fetch: fetchApi,
    timeoutMs: LOADER_CALL_TIMEOUT_MS,
  });
  const started = performance.now();
  const context = await handler.query(request, {
    requestContext: serverRequestContext({ api, user }),
  });
  if (context instanceof Response) return { kind: 'response', response: context };
  const loaded = performance.now();
  const url = new URL(request.url);
  const firstData: FirstData = {
    user,
    data: Object.fromEntries(Object.entries(context.loaderData).filter(([, data]) => data != null)),
    errors: Object.fromEntries(
      Object.entries(context.errors ?? {}).map(([routeId, error]) => [
        routeId,
        error instanceof Error ? error.message : String(error),
      ]),
    ),
  };
  for (const error of Object.values(context.errors ?? {})) onRenderError(error);
  const body = await renderToReadableStream(
    <StrictMode>
      <App imageOrigins={imageOrigins}>
        <StaticRouter location={url.pathname + url.search}>
          <PortalRoutes firstData={firstData} />
        </StaticRouter>
      </App>
    </StrictMode>,
    {
      nonce,
      onError: onRenderError,
      // A finished part is written in place, however large. By default React writes a part over
      // ~12 KB later in the stream, hidden, and reveals it by script on a 300 ms throttle: measured,
      // every screen with data (the frame's main area) came that way, behind a spinner.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // The not-found screen (the catch-all route, signed in) is answered as what it is. Signed out, every
  // address shows the sign-in screen, which is what is there for a visitor.
  const notFound = user !== null && context.statusCode === 200 && context.matches.at(-1)?.route.path === '*';
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    modules: firstScreenModules(url.pathname, user !== null),
    body,
    afterRoot: firstDataElement(firstData),
    timings: { data: loaded - started, render: performance.now() - loaded },
  };
}

/**
 * Themes the page before its first paint (run in the head, serialised with `toString`, so it must
 * not close over anything): the stored choice, else the system's, as `ThemeRoot` will once the app
 * runs. The server cannot know either (local storage, the browser's setting); the HTML starts light,
 * so a page whose scripts never run is still styled.
 */
function applyThemeBeforePaint(c: { light: string; dark: string; key: string }) {
  let dark = false;
  try {
    const theme = localStorage.getItem(c.key);
    dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {}
  const root = document.documentElement;
  if (dark) {
    root.classList.remove(c.light);
    root.classList.add(c.dark);
  }
  root.dataset.theme = dark ? 'dark' : 'light';
}

/** What the page's head carries for the theme: <html>'s class and the script above. */
export const themeBeforePaint = {
  htmlClass: themeClassNames.light,
  script: `(${applyThemeBeforePaint.toString()})(${JSON.stringify({
    light: themeClassNames.light,
    dark: themeClassNames.dark,
    key: THEME_STORAGE_KEY,
  })})`,
};

/**
 * Loads the app once the server's page has painted (run at the end of the page, serialised with
 * `toString`, so it must not close over anything): the entry and every chunk the screen needs, as
 * module preloads. The first frame that renders is the page's paint (its stylesheets block it); a
 * hidden tab never renders, so it loads at once. Measured by ADR 0005 for the sign-in page: with the
 * script requested beside the stylesheets, the paint waited for ~150 KB of it on a slow link.
 */
function loadApp(c: BootScripts & { locale: string }) {
  const load = () => {
    // The locale data in a worker while the scripts download (app/intl-warm-up.worker.ts): the main
    // thread's first Intl call would otherwise load it, in one long task. Starting a worker takes a
    // few ms of the main thread: a task of its own.
    setTimeout(() => {
      try {
        new Worker(c.intlWarmUp, { type: 'module' }).postMessage(c.locale);
      } catch {}
    });
    // Every file fetched at once, into the head at once: element by element, the head took ~2 ms per
    // link on a slow CPU.
    const scripts = document.createDocumentFragment();
    for (const href of [...c.preloads, c.entry]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      scripts.append(link);
    }
    document.head.append(scripts);
    // Then the entry's own chunks are run one by one, each once the one before has run, and the entry
    // last: a browser evaluates a script's modules in one task, so the app's ~100 ms of module
    // evaluation on a slow phone's CPU becomes a task per chunk instead of one long one. (Run side by
    // side, a chunk arriving late made the first to run take its imports with it: 130 ms again.)
    const run = (queue: string[]) => {
      const src = queue.shift();
      if (!src) return;
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      script.onload = script.onerror = () => run(queue);
      document.head.append(script);
    };
    run([...c.evaluateApart, c.entry]);
  };
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load));
  else load();
}

/** The script that loads the app after the page's first paint ({@link loadApp}). */
export function loadAppAfterPaint(scripts: BootScripts): string {
  const config: Parameters<typeof loadApp>[0] = { ...scripts, locale: displayLocale };
  return `(${loadApp.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')})`;
}
