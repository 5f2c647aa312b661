import type { User } from '@portal/contract';
import { SafeHtmlPolicy, ToastRegion } from '@portal/ui';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { BrowserRouter, StaticRouter, useHref, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from './app/ErrorBoundary.tsx';
import { PortalRoutes } from './app/routes.tsx';
import { SessionProvider } from './app/session.tsx';
import { ThemePreferenceProvider } from './app/theme.tsx';

/** An address with a scheme (`https:`, `mailto:`) or protocol-relative: another site, not a route. */
const EXTERNAL_HREF = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * react-router's `useHref` for routes; other sites' addresses pass through unchanged (it would
 * turn 'https://host' into '/https:/host').
 */
function useRouteHref(href: string): string {
  const routeHref = useHref(href);
  return EXTERNAL_HREF.test(href) ? href : routeHref;
}

/** Lets the library's links and menus navigate client-side through react-router. */
function AriaRouter({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useRouteHref}>
      {children}
    </RouterProvider>
  );
}

export interface AppProps {
  /**
   * The origins whose images the page's Content-Security-Policy allows besides its own, which the
   * server writes into the page (CSP_IMAGE_ORIGINS): people's HTML keeps only those images, so none
   * shows broken and none reaches another server.
   */
  imageOrigins: readonly string[];
  /** The user a server render resolved from the session cookie: signed in from the first render. */
  initialUser?: User;
  /** Set when rendering on the server: the address asked for (the browser's own router otherwise). */
  location?: string;
}

/** The portal: theme, error fallback, toasts, router, session, routes. */
export function App({ imageOrigins, initialUser, location }: AppProps) {
  const routed: ReactNode = (
    <AriaRouter>
      <SessionProvider initialUser={initialUser}>
        <PortalRoutes />
      </SessionProvider>
      {/* Inside the router: a toast's link (e.g. 'Open ticket') routes client-side. */}
      <ToastRegion />
    </AriaRouter>
  );
  return (
    <ThemePreferenceProvider>
      <ErrorBoundary>
        <SafeHtmlPolicy imageOrigins={imageOrigins}>
          {location === undefined ? (
            <BrowserRouter>{routed}</BrowserRouter>
          ) : (
            <StaticRouter location={location}>{routed}</StaticRouter>
          )}
        </SafeHtmlPolicy>
      </ErrorBoundary>
    </ThemePreferenceProvider>
  );
}
