import { canAccessAdmin, isRedirectableTicketId } from '@portal/contract';
import {
  type ComponentType,
  lazy,
  Suspense,
  useContext,
  useDeferredValue,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  matchPath,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
import { RouteSpinner } from '../shell/RouteSpinner.tsx';
import { AriaRouter } from './aria-router.tsx';
import { ErrorBoundary, ErrorScreen } from './ErrorBoundary.tsx';
import { type FirstData, FirstDataContext, RouteIdContext } from './first-data.ts';
import { InteractiveMark } from './hydration.tsx';
import { CALLBACK_PATH } from './paths.ts';
import { SessionProvider, useSession } from './session.tsx';
import { ToastRegion } from './ToastRegion.tsx';

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
 * lose its state. A route's screen (`routeId`) reads its first data (`useFirstData`), and shows the
 * error fallback in its place, inside the frame, when its loader or its render failed.
 */
function Screen({
  of,
  routeId,
  marksInteractive = false,
}: {
  of: PreloadableScreen;
  routeId?: string;
  marksInteractive?: boolean;
}) {
  const Component = useMemo(() => of.loaded ?? of.Lazy, [of]);
  const loaderError = useContext(FirstDataContext)?.errors[routeId ?? ''];
  const { pathname } = useLocation();
  return (
    <RouteIdContext.Provider value={routeId ?? null}>
      <ErrorBoundary resetKey={pathname}>
        {loaderError ? <ErrorScreen details={loaderError} /> : <Component />}
      </ErrorBoundary>
      {/* Beside the screen, in its Suspense boundary: React hydrates each boundary in its own pass,
          the frame's before the screen's, so only the screen's says when the page answers presses. */}
      {marksInteractive ? <InteractiveMark /> : null}
    </RouteIdContext.Provider>
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
export type ScreenName = Exclude<keyof typeof screens, 'layout'>;
const signedInScreens: Array<{ path?: string; screen: ScreenName }> = [
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

/** A ticket link opened signed out keeps the ticket for after sign-in (the spec's `/?ticketId=`). */
const SIGNED_OUT_TICKET_PATH = '/boost/tickets/:ticketId';
export function signedOutTicketRedirect(pathname: string): string | null {
  const ticketId = matchPath(SIGNED_OUT_TICKET_PATH, pathname)?.params.ticketId ?? '';
  return isRedirectableTicketId(ticketId) ? `/?ticketId=${encodeURIComponent(ticketId)}` : null;
}
/** After sign-in, `/?ticketId={id}` opens that ticket. */
export function signedInTicketRedirect(search: URLSearchParams): string | null {
  const ticketId = search.get('ticketId');
  return ticketId ? `/boost/tickets/${encodeURIComponent(ticketId)}` : null;
}

/** The session, the first screen's code, then the route: the boot spinner until both are there. */
function PortalRoot() {
  // The user the server rendered the page for (undefined: not rendered on a server). Read once: from
  // then on the session is the machine's.
  const first = useContext(FirstDataContext);
  const [initialUser] = useState(() => first?.user);
  return (
    <AriaRouter>
      <SessionProvider initialUser={initialUser}>
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
  return <Screen of={screens.dashboard} routeId={routeIdOf(undefined)} marksInteractive />;
}

/** `/admin` exists only for admins: anyone else gets the page that is not there. */
function AdminOnly() {
  const { user } = useSession();
  const admin = user && canAccessAdmin(user);
  return (
    <Screen of={admin ? screens.admin : screens.notFound} routeId={routeIdOf('admin')} marksInteractive />
  );
}

function screenElement({ path, screen }: { path?: string; screen: ScreenName }) {
  if (!path) return <DashboardOrTicket />;
  if (screen === 'admin') return <AdminOnly />;
  return <Screen of={screens[screen]} routeId={routeIdOf(path)} marksInteractive />;
}

/** A signed-in screen's route id: its path, or 'dashboard' for the index route. */
function routeIdOf(path: string | undefined): string {
  return path ?? 'dashboard';
}

/** The screen each signed-in route shows, by route id: the server's loaders read its first data. */
export const screenOfRoute: Record<string, ScreenName> = Object.fromEntries(
  signedInScreens.map(({ path, screen }) => [routeIdOf(path), screen]),
);

/**
 * The route table of both specs, rendered alike in the browser (`BrowserRouter`) and on a server
 * (`StaticRouter`). Signed out, every path but the corporate callback shows the sign-in screen;
 * /admin exists only for admins. A server render runs the loaders of `app/route-loaders.ts` on it.
 */
export const portalRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <PortalRoot />,
    children: [
      { path: CALLBACK_PATH, element: <Screen of={screens.authCallback} marksInteractive /> },
      {
        path: '/',
        element: <SignedInFrame />,
        children: signedInScreens.map((entry) => ({
          ...(entry.path ? { path: entry.path } : { index: true as const }),
          id: routeIdOf(entry.path),
          element: screenElement(entry),
        })),
      },
    ],
  },
];

/**
 * The portal's routes, with the server's first data (null: none) while the page is at the address
 * the server rendered; from the first navigation on, every screen fetches its own.
 */
export function PortalRoutes({ firstData }: { firstData: FirstData | null }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [navigated, setNavigated] = useState(false);
  // Derived during render (React's pattern for state that follows a prop): no render shows stale data.
  if (!navigated && key !== firstKey) setNavigated(true);
  const routes = useRoutes(portalRoutes);
  return (
    <FirstDataContext.Provider value={navigated || key !== firstKey ? null : firstData}>
      {routes}
    </FirstDataContext.Provider>
  );
}
