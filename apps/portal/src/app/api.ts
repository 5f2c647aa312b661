import { createApiClient } from '@portal/api-client';
import { storage } from './storage.ts';

/** Fired on `window` when the server answers 401 to a signed-in call; the session ends. */
export const SESSION_EXPIRED_EVENT = 'portal:session-expired';

/**
 * The portal's one API client. Screens call `api.tickets.list()` and friends; they never fetch by
 * hand. The token is read from storage on every call, so sign-in and sign-out need no rewiring.
 */
export const api = createApiClient({
  baseUrl: new URL('/api', window.location.origin).href,
  getToken: () => storage.token(),
  onUnauthorized: () => window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT)),
});

export type PortalApi = typeof api;
