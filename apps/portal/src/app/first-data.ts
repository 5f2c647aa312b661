import type { User } from '@portal/contract';
import { createContext, useContext } from 'react';
import type { PortalApi } from './api.ts';

/**
 * A screen's first data, read on a server render (its folder's `first-data.ts`): `api` is bound to
 * the request's session, `user` is whose it is; `url` is the page asked for and `params` its route's
 * parameters (e.g. the ticket of `/boost/tickets/:ticketId`).
 */
export type FirstDataLoader = (server: {
  api: PortalApi;
  user: User;
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
}) => Promise<unknown>;

/**
 * What a server render read before rendering the page, by route id (`app/routes.tsx`): each loader's
 * data, and the message of each loader that failed. The page carries it to the browser, which
 * hydrates from the same data (ADR 0009).
 */
export interface FirstData {
  /** The root route's: the session the server found (null: none). */
  user: User | null;
  /** By route id: what the route's loader read (absent: nothing, the screen fetches its own). */
  data: Record<string, unknown>;
  /** By route id: why the route's loader failed (a fault in our code: the route shows its error). */
  errors: Record<string, string>;
}

/** The id of the page's element that carries the first data to the browser (a JSON script). */
const FIRST_DATA_ELEMENT_ID = 'portal-first-data';

/** The element a server render writes after #root: its first data, for the browser's hydration. */
export function firstDataElement(firstData: FirstData): string {
  // JSON inside <script>: only '<' could end it early (`</script>`), so no '<' is left as it is.
  const json = JSON.stringify(firstData).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${json}</script>`;
}

/** In the browser: the first data the server wrote into the page, or null (not rendered on a server). */
export function readFirstData(): FirstData | null {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as FirstData) : null;
}

/**
 * The first data while the page is still at the address the server rendered; null from the first
 * navigation on (and always without a server render): a screen opened later fetches its own.
 */
export const FirstDataContext = createContext<FirstData | null>(null);

/** The route whose screen renders below (`Screen` in `app/routes.tsx`). */
export const RouteIdContext = createContext<string | null>(null);

/**
 * The first data of the screen on the page the server rendered: what its route's loader read on the
 * server, handed to the browser with the page, so the screen hydrates showing it and does not fetch
 * it again. `null` after that: a screen opened by a click fetches its own data as it mounts.
 */
export function useFirstData<T>(): T | null {
  const first = useContext(FirstDataContext);
  const routeId = useContext(RouteIdContext);
  return routeId ? ((first?.data[routeId] as T | undefined) ?? null) : null;
}
