import { canAccessAdmin, type User } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { RouteSpinner } from '../shell/RouteSpinner.tsx';
import { CALLBACK_PATH, useSession } from './session.tsx';

// Route-level code splitting: each screen is its own chunk, loaded on first visit.
// The signed-in frame (navigation bar, bell) is its own chunk: the sign-in screen does not need it.
const Layout = lazy(() => import('../shell/Layout.tsx'));
const SignInScreen = lazy(() => import('../screens/SignIn/SignInScreen.tsx'));
const AuthCallbackScreen = lazy(() => import('../screens/AuthCallback/AuthCallbackScreen.tsx'));
const DashboardScreen = lazy(() => import('../screens/Dashboard/DashboardScreen.tsx'));
const ChatScreen = lazy(() => import('../screens/Chat/ChatScreen.tsx'));
const DocumentsScreen = lazy(() => import('../screens/Documents/DocumentsScreen.tsx'));
const TicketListScreen = lazy(() => import('../screens/Boost/TicketListScreen.tsx'));
const BoostAdminScreen = lazy(() => import('../screens/BoostAdmin/BoostAdminScreen.tsx'));
const AdminScreen = lazy(() => import('../screens/Admin/AdminScreen.tsx'));
const NotFoundScreen = lazy(() => import('../screens/NotFound/NotFoundScreen.tsx'));

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
