import { isApiError } from '@portal/api-client';
import { canAccessAdmin, isRedirectableTicketId, type User } from '@portal/contract';
import { ErrorFallback, ToastRegion } from '@portal/ui';
import { type ComponentType, lazy, Suspense, useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import {
  type LoaderFunctionArgs,
  matchPath,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  redirect,
  useLoaderData,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
import { RouteSpinner } from '../shell/RouteSpinner.tsx';
import type { PortalApi } from './api.ts';
import { AriaRouter } from './aria-router.tsx';
import type { FirstDataLoader } from './first-data.ts';
import { InteractiveMark } from './hydration.ts';
import { CALLBACK_PATH } from './paths.ts';
import { SessionProvider, useSession } from './session.tsx';

/**
 * A lazily loaded screen that can be preloaded, and that renders at once, without suspending, when
 * its code has already arrived. `React.lazy` alone suspends on first render even when the module is
 * there (its own promise is new), and React then shows the fallback and holds the content back for
 * its reveal throttle (300 ms after the last fallback shown): traced on a cold signed-in load of the
 * dashboard, the frame's fallback and then the screen's each held the next reveal, and the screen's
 * content and API calls came ~270 ms later than with this and the boot gate below.
 */
function preloadable(module: string, load: () => Promise<{ default: ComponentType }>) {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const entry: {
    /** The module's path in the app (`src/...`): the server finds its built files by it. */
    module: string;
    loaded?: ComponentType;
    preload: () => Promise<unknown>;
    Lazy: ComponentType;
  } = {
    module,
    preload: () => {
      pending ??= load().then((module) => {
        entry.loaded = module.default;
        return module;
      });
      return pending;
    },
    Lazy: lazy(() => entry.preload() as Promise<{ default: ComponentType }>),
  };
  return entry;
}
type PreloadableScreen = ReturnType<typeof preloadable>;

/**
 * Renders a preloadable screen: directly when its code is already there, else through `React.lazy`.
 * The choice is made once per screen shown: switching from the lazy wrapper to the loaded component
 * on a later render would be another component type to React, which would remount the screen and
 * lose its state.
 */
function Screen({ of, marksInteractive = false }: { of: PreloadableScreen; marksInteractive?: boolean }) {
  const Component = useMemo(() => of.loaded ?? of.Lazy, [of]);
  return (
    <>
      <Component />
      {/* Beside the screen, in its Suspense boundary: React hydrates each boundary in its own pass,
          the frame's before the screen's, so only the screen's says when the page answers presses. */}
      {marksInteractive ? <InteractiveMark /> : null}
    </>
  );
}

// Route-level code splitting: each screen is its own chunk, loaded on first visit.
// The signed-in frame (navigation bar, bell) is its own chunk: the sign-in screen does not need it.
const screens = {
  layout: preloadable('src/shell/Layout.tsx', () => import('../shell/Layout.tsx')),
  signIn: preloadable(
    'src/screens/SignIn/SignInScreen.tsx',
    () => import('../screens/SignIn/SignInScreen.tsx'),
  ),
  authCallback: preloadable(
    'src/screens/AuthCallback/AuthCallbackScreen.tsx',
    () => import('../screens/AuthCallback/AuthCallbackScreen.tsx'),
  ),
  dashboard: preloadable(
    'src/screens/Dashboard/DashboardScreen.tsx',
    () => import('../screens/Dashboard/DashboardScreen.tsx'),
  ),
  chat: preloadable('src/screens/Chat/ChatScreen.tsx', () => import('../screens/Chat/ChatScreen.tsx')),
  documents: preloadable(
    'src/screens/Documents/DocumentsScreen.tsx',
    () => import('../screens/Documents/DocumentsScreen.tsx'),
  ),
  ticketList: preloadable(
    'src/screens/Boost/TicketListScreen.tsx',
    () => import('../screens/Boost/TicketListScreen.tsx'),
  ),
  boostAdmin: preloadable(
    'src/screens/BoostAdmin/BoostAdminScreen.tsx',
    () => import('../screens/BoostAdmin/BoostAdminScreen.tsx'),
  ),
  admin: preloadable('src/screens/Admin/AdminScreen.tsx', () => import('../screens/Admin/AdminScreen.tsx')),
  notFound: preloadable(
    'src/screens/NotFound/NotFoundScreen.tsx',
    () => import('../screens/NotFound/NotFoundScreen.tsx'),
  ),
};

/**
 * The signed-in screens inside the frame, by path: one table for the routes below and for
 * `preloadFirstScreen`'s guess, so the two cannot disagree. The entry without a path is the index
 * route (the dashboard, or the ticket of `/?ticketId=`); `/admin` exists only for admins.
 */
const signedInScreens: Array<{
  path?: string;
  screen: Exclude<keyof typeof screens, 'layout'>;
}> = [
  { screen: 'dashboard' },
  { path: 'chat', screen: 'chat' },
  { path: 'documents', screen: 'documents' },
  { path: 'boost', screen: 'ticketList' },
  { path: 'boost/tickets/:ticketId', screen: 'ticketList' },
  { path: 'boost/admin', screen: 'boostAdmin' },
  { path: 'admin', screen: 'admin' },
  { path: '*', screen: 'notFound' },
];

/** The signed-in screen a path shows (an admin's view: a wrong guess only costs a download). */
function screenFor(pathname: string): keyof typeof screens {
  const matches = matchRoutes(
    [
      {
        path: '/',
        children: signedInScreens.map(({ path, screen }) =>
          path ? { path, screen } : { index: true, screen },
        ),
      },
    ],
    pathname,
  );
  const route = matches?.at(-1)?.route as { screen?: keyof typeof screens } | undefined;
  return route?.screen ?? 'notFound';
}

/**
 * Starts downloading the first screen's code while the page boots, instead of after the session
 * is restored (signed in: frame and screen side by side with /api/auth/me, which saves two round
 * trips on a slow network). A stored user is only a guess at the outcome: a wrong guess costs one
 * unused download, never a wrong screen (the routes below still decide). A failed download is
 * ignored here: the lazy screen awaits the same import and shows the error fallback. Settles when
 * the code has arrived or failed (a server render waits for it).
 */
export function preloadFirstScreen(pathname: string, hasStoredSession: boolean): Promise<void> {
  return settleFirstScreen(firstScreens(pathname, hasStoredSession));
}

function firstScreens(pathname: string, signedIn: boolean): PreloadableScreen[] {
  if (pathname === CALLBACK_PATH) return [screens.authCallback];
  return signedIn ? [screens.layout, screens[screenFor(pathname)]] : [screens.signIn];
}

/** The modules (`src/...`) a page shows first: a server render names their stylesheets and scripts. */
export function firstScreenModules(pathname: string, signedIn: boolean): string[] {
  return firstScreens(pathname, signedIn).map((screen) => screen.module);
}

/** On a server: every screen's code, once, so that no render ever suspends on it. */
export function preloadEveryScreen(): Promise<void> {
  return settleFirstScreen(Object.values(screens));
}

function settleFirstScreen(first: PreloadableScreen[]): Promise<void> {
  return Promise.allSettled(first.map((screen) => screen.preload())).then(() => {
    firstScreen.settled = true;
    for (const listener of firstScreen.listeners) listener();
  });
}

/**
 * Whether the first screen's code has arrived (or failed). Until then the routes keep the boot
 * spinner rather than suspending: every Suspense fallback shown makes React hold the next reveal for
 * 300 ms, and the frame and the screen would each wait behind one (measured: the dashboard's content
 * and its API calls ~300 ms later on a cold load).
 */
const firstScreen = { settled: false, listeners: new Set<() => void>() };
function useFirstScreenSettled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      firstScreen.listeners.add(listener);
      return () => firstScreen.listeners.delete(listener);
    },
    () => firstScreen.settled,
    // On a server: the render waits for `preloadEveryScreen` before it starts (ADR 0009).
    () => firstScreen.settled,
  );
}

/**
 * What a server render gives the loaders (`createStaticHandler().query(..., { requestContext })`): an
 * API client bound to the request's session cookie, called in process, and the user that cookie is
 * the session of (null: none). In the browser there is none: after the first page, each screen
 * fetches its own data as it mounts (showing its loading state), so a click never waits on a loader.
 */
export interface ServerLoadContext {
  api: PortalApi;
  user: User | null;
}
const SERVER_CONTEXT = 'portalServerRender';
/** The request context a server render passes to `query`. */
export function serverRequestContext(context: ServerLoadContext): Record<string, ServerLoadContext> {
  return { [SERVER_CONTEXT]: context };
}
function onServer(context: unknown): ServerLoadContext | null {
  if (typeof context !== 'object' || context === null || !(SERVER_CONTEXT in context)) return null;
  return (context as Record<string, ServerLoadContext>)[SERVER_CONTEXT] ?? null;
}

/** The root route's data: the session the server found (`undefined`: not rendered on a server). */
export interface RootData {
  user?: User | null;
}

/** A ticket link opened signed out keeps the ticket for after sign-in (the spec's `/?ticketId=`). */
const SIGNED_OUT_TICKET_PATH = '/boost/tickets/:ticketId';
function signedOutTicketRedirect(pathname: string): string | null {
  const ticketId = matchPath(SIGNED_OUT_TICKET_PATH, pathname)?.params.ticketId ?? '';
  return isRedirectableTicketId(ticketId) ? `/?ticketId=${encodeURIComponent(ticketId)}` : null;
}
/** After sign-in, `/?ticketId={id}` opens that ticket. */
function signedInTicketRedirect(search: URLSearchParams): string | null {
  const ticketId = search.get('ticketId');
  return ticketId ? `/boost/tickets/${encodeURIComponent(ticketId)}` : null;
}

/**
 * The root loader, on a server: the session, and the two ticket redirects answered as HTTP redirects
 * (in the browser the elements below redirect, as the session is known only there).
 */
function rootLoader({ context, request }: LoaderFunctionArgs): RootData {
  const server = onServer(context);
  if (!server) return {};
  const url = new URL(request.url);
  const target = server.user
    ? url.pathname === '/'
      ? signedInTicketRedirect(url.searchParams)
      : null
    : signedOutTicketRedirect(url.pathname);
  if (target) throw redirect(target);
  return { user: server.user };
}

/** The session, the first screen's code, then the route: the boot spinner until both are there. */
function PortalRoot() {
  const { user } = useLoaderData() as RootData;
  return (
    <AriaRouter>
      <SessionProvider initialUser={user}>
        <Booted />
      </SessionProvider>
      {/* Inside the router: a toast's link (e.g. 'Open ticket') routes client-side. */}
      <ToastRegion />
    </AriaRouter>
  );
}

function Booted() {
  const { status } = useSession();
  const firstScreenSettled = useFirstScreenSettled();
  // The first real screen renders in a background, interruptible render (in slices), not in the
  // task that restored the session: the frame and a screen full of cards are one long task otherwise.
  const booted = useDeferredValue(status !== 'restoring' && firstScreenSettled);
  if (!booted) return <RouteSpinner />;
  return (
    <Suspense fallback={<RouteSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Every path but the corporate callback: the signed-in frame with its screen, or, signed out, the
 * sign-in screen at the same URL (so `?ticketId` survives), a real-looking ticket link kept for after.
 */
function SignedInFrame() {
  const { status, user } = useSession();
  if (status === 'signedIn' && user) return <Screen of={screens.layout} />;
  return <SignedOut />;
}

function SignedOut() {
  const { ticketId = '' } = useParams();
  const target = signedOutTicketRedirect(`/boost/tickets/${ticketId}`);
  if (ticketId && target) return <Navigate to={target} replace />;
  return <Screen of={screens.signIn} marksInteractive />;
}

/** The index route: the dashboard, or the ticket of `/?ticketId=` (the sign-in screen's redirect). */
function DashboardOrTicket() {
  const [params] = useSearchParams();
  const target = signedInTicketRedirect(params);
  if (target) return <Navigate to={target} replace />;
  return <Screen of={screens.dashboard} marksInteractive />;
}

/** `/admin` exists only for admins: anyone else gets the page that is not there. */
function AdminOnly() {
  const { user } = useSession();
  return <Screen of={user && canAccessAdmin(user) ? screens.admin : screens.notFound} marksInteractive />;
}

/** A route that failed (its loader, or its render): the fallback in the frame, the rest still works. */
function RouteError() {
  const error = useRouteError();
  const details = error instanceof Error ? error.message : undefined;
  return <ErrorFallback onRefresh={() => window.location.reload()} details={details} />;
}

/**
 * Each screen's first data, read by its route's loader on a server render (the screen starts from it
 * through `useFirstData`); the screens not named here have none. Imported only when a loader runs on
 * the server: in the browser none of this code is downloaded.
 */
const firstDataOf: Partial<
  Record<Exclude<keyof typeof screens, 'layout'>, () => Promise<{ loadFirstData: FirstDataLoader }>>
> = {
  dashboard: () => import('../screens/Dashboard/first-data.ts'),
  ticketList: () => import('../screens/Boost/first-data.ts'),
  documents: () => import('../screens/Documents/first-data.ts'),
  chat: () => import('../screens/Chat/first-data.ts'),
  admin: () => import('../screens/Admin/first-data.ts'),
  boostAdmin: () => import('../screens/BoostAdmin/first-data.ts'),
};

/**
 * A screen's loader: its first data on a server render for a signed-in person, else nothing. A call
 * the API refused or could not answer leaves the data to the browser, which shows the screen's own
 * error and retry; anything else (a fault in our code) is the route's error (`RouteError`).
 */
function screenLoader(screen: Exclude<keyof typeof screens, 'layout'>) {
  const module = firstDataOf[screen];
  if (!module) return undefined;
  return async ({ context }: LoaderFunctionArgs) => {
    const server = onServer(context);
    if (!server?.user) return null;
    const { loadFirstData } = await module();
    try {
      return await loadFirstData({ ...server, user: server.user });
    } catch (error) {
      if (isApiError(error)) return null;
      throw error;
    }
  };
}

function screenElement(screen: Exclude<keyof typeof screens, 'layout'>, index: boolean) {
  if (index) return <DashboardOrTicket />;
  if (screen === 'admin') return <AdminOnly />;
  return <Screen of={screens[screen]} marksInteractive />;
}

/**
 * The route table of both specs, for the browser's router and the server's handler alike. Signed
 * out, every path but the corporate callback shows the sign-in screen; /admin exists only for admins.
 */
export const portalRoutes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    // The session is the machine's after the first page: the root's data is read only then.
    shouldRevalidate: () => false,
    element: <PortalRoot />,
    errorElement: <RouteError />,
    children: [
      { path: CALLBACK_PATH, element: <Screen of={screens.authCallback} marksInteractive /> },
      {
        path: '/',
        element: <SignedInFrame />,
        children: signedInScreens.map(({ path, screen }) => ({
          ...(path ? { path } : { index: true as const }),
          id: path ?? 'dashboard',
          loader: screenLoader(screen),
          element: screenElement(screen, !path),
          errorElement: <RouteError />,
        })),
      },
    ],
  },
];
