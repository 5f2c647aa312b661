import { canAccessAdmin, type User } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { RouteSpinner } from '../shell/RouteSpinner.tsx';
import { CALLBACK_PATH } from './paths.ts';
import { useSession } from './session.tsx';

// Route-level code splitting: each screen is its own chunk, loaded on first visit.
// The signed-in frame (navigation bar, bell) is its own chunk: the sign-in screen does not need it.
const load = {
  layout: () => import('../shell/Layout.tsx'),
  signIn: () => import('../screens/SignIn/SignInScreen.tsx'),
  authCallback: () => import('../screens/AuthCallback/AuthCallbackScreen.tsx'),
  dashboard: () => import('../screens/Dashboard/DashboardScreen.tsx'),
  chat: () => import('../screens/Chat/ChatScreen.tsx'),
  documents: () => import('../screens/Documents/DocumentsScreen.tsx'),
  ticketList: () => import('../screens/Boost/TicketListScreen.tsx'),
  boostAdmin: () => import('../screens/BoostAdmin/BoostAdminScreen.tsx'),
  admin: () => import('../screens/Admin/AdminScreen.tsx'),
  notFound: () => import('../screens/NotFound/NotFoundScreen.tsx'),
};
const Layout = lazy(load.layout);
const SignInScreen = lazy(load.signIn);
const AuthCallbackScreen = lazy(load.authCallback);
const DashboardScreen = lazy(load.dashboard);
const ChatScreen = lazy(load.chat);
const DocumentsScreen = lazy(load.documents);
const TicketListScreen = lazy(load.ticketList);
const BoostAdminScreen = lazy(load.boostAdmin);
const AdminScreen = lazy(load.admin);
const NotFoundScreen = lazy(load.notFound);

/** The signed-in screen a path shows (the same table as the routes below; unknown paths: not found). */
function screenFor(pathname: string): keyof typeof load {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'dashboard';
  if (path === '/chat') return 'chat';
  if (path === '/documents') return 'documents';
  if (path === '/boost' || path.startsWith('/boost/tickets/')) return 'ticketList';
  if (path === '/boost/admin') return 'boostAdmin';
  if (path === '/admin') return 'admin';
  return 'notFound';
}

/**
 * Starts downloading the first screen's code while the page boots, instead of after the session
 * is restored (signed in: frame and screen side by side with /api/auth/me, which saves two round
 * trips on a slow network). A stored token is only a guess at the outcome: a wrong guess costs one
 * unused download, never a wrong screen (the routes below still decide). A failed download is
 * ignored here: the lazy screen awaits the same import and shows the error fallback.
 */
export function preloadFirstScreen(pathname: string, hasStoredSession: boolean): void {
  const chunks =
    pathname === CALLBACK_PATH
      ? [load.authCallback]
      : hasStoredSession
        ? [load.layout, load[screenFor(pathname)]]
        : [load.signIn];
  for (const chunk of chunks) chunk().catch(() => {});
}

/** A ticket id longer than this counts as valid for the signed-out redirect (spec constant). */
const MIN_REDIRECT_TICKET_ID_LENGTH = 10;

/**
 * A signed-out visit to /boost/tickets/{id} keeps the ticket for after sign-in (/?ticketId={id})
 * when the id looks real; anything else simply shows the sign-in screen.
 */
function SignedOutTicketRedirect() {
  const { ticketId = '' } = useParams();
  if (ticketId.length > MIN_REDIRECT_TICKET_ID_LENGTH) {
    return <Navigate to={`/?ticketId=${encodeURIComponent(ticketId)}`} replace />;
  }
  return <SignInScreen />;
}

/** After sign-in, `/?ticketId={id}` opens that ticket (the sign-in screen's redirect). */
function DashboardOrTicket() {
  const [params] = useSearchParams();
  const ticketId = params.get('ticketId');
  if (ticketId) return <Navigate to={`/boost/tickets/${encodeURIComponent(ticketId)}`} replace />;
  return <DashboardScreen />;
}

/**
 * The route table of both specs. Signed out, every path but the corporate callback shows the
 * sign-in screen (keeping the URL, so `?ticketId` survives); /admin exists only for admins.
 */
export function PortalRoutes() {
  const { status, user } = useSession();
  const location = useLocation();

  if (status === 'restoring') return <RouteSpinner />;

  if (status !== 'signedIn' || !user) {
    return (
      <Suspense fallback={<RouteSpinner />}>
        <Routes location={location}>
          <Route path={CALLBACK_PATH} element={<AuthCallbackScreen />} />
          <Route path="/boost/tickets/:ticketId" element={<SignedOutTicketRedirect />} />
          <Route path="*" element={<SignInScreen />} />
        </Routes>
      </Suspense>
    );
  }

  const isAdmin = canAccessAdmin(user as unknown as User);
  return (
    <Suspense fallback={<RouteSpinner />}>
      <Routes>
        <Route path={CALLBACK_PATH} element={<AuthCallbackScreen />} />
        <Route element={<Layout />}>
          <Route index element={<DashboardOrTicket />} />
          <Route path="chat" element={<ChatScreen />} />
          <Route path="documents" element={<DocumentsScreen />} />
          <Route path="boost" element={<TicketListScreen />} />
          <Route path="boost/tickets/:ticketId" element={<TicketListScreen />} />
          <Route path="boost/admin" element={<BoostAdminScreen />} />
          {isAdmin && <Route path="admin" element={<AdminScreen />} />}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
