import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';

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
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useRouteHref}>
      {children}
    </RouterProvider>
  );
}
