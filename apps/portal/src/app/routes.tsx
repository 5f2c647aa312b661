import { canAccessAdmin, isRedirectableTicketId } from '@portal/contract';
import { type ComponentType, lazy, Suspense, useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import {
  matchRoutes,
  Navigate,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { RouteSpinner } from '../shell/RouteSpinner.tsx';
import { CALLBACK_PATH } from './paths.ts';
import { useSession } from './session.tsx';

/**
 * A lazily loaded screen that can be preloaded, and that renders at once, without suspending, when
 * its code has already arrived. `React.lazy` alone suspends on first render even when the module is
 * there (its own promise is new), and React then shows the fallback and holds the content back for
 * its reveal throttle (300 ms after the last fallback shown): traced on a cold signed-in load of the
 * dashboard, the frame's fallback and then the screen's each held the next reveal, and the screen's
 * content and API calls came ~270 ms later than with this and the boot gate below.
 */
function preloadable(load: () => Promise<{ default: ComponentType }>) {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const entry: { loaded?: ComponentType; preload: () => Promise<unknown>; Lazy: ComponentType } = {
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
function Screen({ of }: { of: PreloadableScreen }) {
  const Component = useMemo(() => of.loaded ?? of.Lazy, [of]);
  return <Component />;
}

// Route-level code splitting: each screen is its own chunk, loaded on first visit.
// The signed-in frame (navigation bar, bell) is its own chunk: the sign-in screen does not need it.
const screens = {
  layout: preloadable(() => import('../shell/Layout.tsx')),
  signIn: preloadable(() => import('../screens/SignIn/SignInScreen.tsx')),
  authCallback: preloadable(() => import('../screens/AuthCallback/AuthCallbackScreen.tsx')),
  dashboard: preloadable(() => import('../screens/Dashboard/DashboardScreen.tsx')),
  chat: preloadable(() => import('../screens/Chat/ChatScreen.tsx')),
  documents: preloadable(() => import('../screens/Documents/DocumentsScreen.tsx')),
  ticketList: preloadable(() => import('../screens/Boost/TicketListScreen.tsx')),
  boostAdmin: preloadable(() => import('../screens/BoostAdmin/BoostAdminScreen.tsx')),
  admin: preloadable(() => import('../screens/Admin/AdminScreen.tsx')),
  notFound: preloadable(() => import('../screens/NotFound/NotFoundScreen.tsx')),
};

/**
 * The signed-in screens inside the frame, by path: one table for the routes below and for
 * `preloadFirstScreen`'s guess, so the two cannot disagree. The entry without a path is the index
 * route (the dashboard, or the ticket of `/?ticketId=`); `/admin` exists only for admins.
 */
const signedInScreens: Array<{
  path?: string;
  screen: Exclude<keyof typeof screens, 'layout'>;
  adminOnly?: true;
}> = [
  { screen: 'dashboard' },
  { path: 'chat', screen: 'chat' },
  { path: 'documents', screen: 'documents' },
  { path: 'boost', screen: 'ticketList' },
  { path: 'boost/tickets/:ticketId', screen: 'ticketList' },
  { path: 'boost/admin', screen: 'boostAdmin' },
  { path: 'admin', screen: 'admin', adminOnly: true },
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
  const first =
    pathname === CALLBACK_PATH
      ? [screens.authCallback]
      : hasStoredSession
        ? [screens.layout, screens[screenFor(pathname)]]
        : [screens.signIn];
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
    // On a server: the render waits for `preloadFirstScreen` before it starts (ADR 0009).
    () => firstScreen.settled,
  );
}

/**
 * A signed-out visit to /boost/tickets/{id} keeps the ticket for after sign-in (/?ticketId={id})
 * when the id looks real; anything else simply shows the sign-in screen.
 */
function SignedOutTicketRedirect() {
  const { ticketId = '' } = useParams();
  if (isRedirectableTicketId(ticketId)) {
    return <Navigate to={`/?ticketId=${encodeURIComponent(ticketId)}`} replace />;
  }
  return <Screen of={screens.signIn} />;
}

/** After sign-in, `/?ticketId={id}` opens that ticket (the sign-in screen's redirect). */
function DashboardOrTicket() {
  const [params] = useSearchParams();
  const ticketId = params.get('ticketId');
  if (ticketId) return <Navigate to={`/boost/tickets/${encodeURIComponent(ticketId)}`} replace />;
  return <Screen of={screens.dashboard} />;
}

/**
 * The route table of both specs. Signed out, every path but the corporate callback shows the
 * sign-in screen (keeping the URL, so `?ticketId` survives); /admin exists only for admins.
 */
export function PortalRoutes() {
  const { status, user } = useSession();
  const location = useLocation();
  const firstScreenSettled = useFirstScreenSettled();
  // The first real screen renders in a background, interruptible render (in slices), not in the
  // task that restored the session: the frame and a screen full of cards are one long task otherwise.
  const booted = useDeferredValue(status !== 'restoring' && firstScreenSettled);

  if (!booted) return <RouteSpinner />;

  if (status !== 'signedIn' || !user) {
    return (
      <Suspense fallback={<RouteSpinner />}>
        <Routes location={location}>
          <Route path={CALLBACK_PATH} element={<Screen of={screens.authCallback} />} />
          <Route path="/boost/tickets/:ticketId" element={<SignedOutTicketRedirect />} />
          <Route path="*" element={<Screen of={screens.signIn} />} />
        </Routes>
      </Suspense>
    );
  }

  const isAdmin = canAccessAdmin(user);
  return (
    <Suspense fallback={<RouteSpinner />}>
      <Routes>
        <Route path={CALLBACK_PATH} element={<Screen of={screens.authCallback} />} />
        <Route element={<Screen of={screens.layout} />}>
          {signedInScreens
            .filter((route) => isAdmin || !route.adminOnly)
            .map(({ path, screen }) =>
              path ? (
                <Route key={path} path={path} element={<Screen of={screens[screen]} />} />
              ) : (
                <Route key="index" index element={<DashboardOrTicket />} />
              ),
            )}
        </Route>
      </Routes>
    </Suspense>
  );
}
