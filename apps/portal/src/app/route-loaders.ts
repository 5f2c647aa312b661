/**
 * The loaders of a server render (ADR 0009), imported by `entry-server.tsx` only: react-router's
 * static handler runs them on the route table of `app/routes.tsx` before the page renders. In the
 * browser there are none: after the first page, each screen fetches its own data as it mounts
 * (showing its loading state), so a click never waits on a loader.
 */
import { isApiError } from '@portal/api-client';
import type { User } from '@portal/contract';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import type { PortalApi } from './api.ts';
import type { FirstDataLoader } from './first-data.ts';
import {
  type ScreenName,
  screenOfRoute,
  signedInTicketRedirect,
  signedOutTicketRedirect,
} from './routes.tsx';

/**
 * What a server render gives the loaders (`createStaticHandler().query(..., { requestContext })`): an
 * API client bound to the request's session cookie, called in process, and the user that cookie is
 * the session of (null: none).
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

function serverContextOf(context: unknown): ServerLoadContext {
  const server = (context as Record<string, ServerLoadContext> | undefined)?.[SERVER_CONTEXT];
  if (!server) throw new Error('A route loader ran without the server render context');
  return server;
}

/** The root's loader: the two ticket redirects, answered as HTTP redirects (the session is known here). */
function rootLoader({ context, request }: LoaderFunctionArgs): null {
  const { user } = serverContextOf(context);
  const url = new URL(request.url);
  const target = user
    ? url.pathname === '/'
      ? signedInTicketRedirect(url.searchParams)
      : null
    : signedOutTicketRedirect(url.pathname);
  if (target) throw redirect(target);
  return null;
}

/** Each screen's first data (its folder's `first-data.ts`); the screens not named here have none. */
const firstDataOf: Partial<Record<ScreenName, () => Promise<{ loadFirstData: FirstDataLoader }>>> = {
  dashboard: () => import('../screens/Dashboard/first-data.ts'),
  ticketList: () => import('../screens/Boost/first-data.ts'),
  documents: () => import('../screens/Documents/first-data.ts'),
  chat: () => import('../screens/Chat/first-data.ts'),
  admin: () => import('../screens/Admin/first-data.ts'),
  boostAdmin: () => import('../screens/BoostAdmin/first-data.ts'),
};

/**
 * A screen's loader: its first data for a signed-in person, else nothing. A call the API refused or
 * could not answer leaves the data to the browser, which shows the screen's own error and retry;
 * anything else (a fault in our code) is the route's error, shown in the frame with a 500.
 */
function screenLoader(screen: ScreenName) {
  const module = firstDataOf[screen];
  if (!module) return undefined;
  return async ({ context, request, params }: LoaderFunctionArgs) => {
    const server = serverContextOf(context);
    if (!server.user) return null;
    const { loadFirstData } = await module();
    try {
      return await loadFirstData({ api: server.api, user: server.user, url: new URL(request.url), params });
    } catch (error) {
      if (isApiError(error)) return null;
      throw error;
    }
  };
}

/**
 * The route table with its loaders, for the static handler. Each screen's route is its own error
 * boundary: a loader's fault is reported under that route's id, which shows it in the frame.
 */
export function withLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children ? withLoaders(route.children) : undefined;
    const screen = route.id ? screenOfRoute[route.id] : undefined;
    const loader = route.id === 'root' ? rootLoader : screen ? screenLoader(screen) : undefined;
    return {
      ...route,
      ...(children ? { children } : {}),
      ...(loader ? { loader } : {}),
      ...(screen ? { hasErrorBoundary: true } : {}),
    } as RouteObject;
  });
}
