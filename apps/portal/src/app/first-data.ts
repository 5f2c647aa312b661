import type { User } from '@portal/contract';
import { useLoaderData } from 'react-router-dom';
import type { PortalApi } from './api.ts';

/**
 * A screen's first data, read on a server render (its folder's `first-data.ts`): `api` is bound to
 * the request's session, `user` is whose it is.
 */
export type FirstDataLoader = (server: { api: PortalApi; user: User }) => Promise<unknown>;

/**
 * The first data of the screen on the page the server rendered: what its route's loader read on the
 * server (`app/routes.tsx`), handed to the browser with the page, so the screen hydrates showing it
 * and does not fetch it again. `null` in the browser after that: a screen opened by a click fetches
 * its own data as it mounts.
 */
export function useFirstData<T>(): T | null {
  return (useLoaderData() as T | null | undefined) ?? null;
}

/**
 * Whether React is still hydrating the server's page: set by `main.tsx` before `hydrateRoot`, cleared
 * once the first render is committed. What only the browser knows (local storage) must not change
 * that render, or it would not match the server's HTML: it is applied right after instead.
 */
export const hydration = { pending: false };
