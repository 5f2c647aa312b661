import { createApiClient, type RetryNotice } from '@portal/api-client';
import { toast } from './toasts.ts';

/** Fired on `window` when the server answers 401 to a signed-in call; the session ends. */
export const SESSION_EXPIRED_EVENT = 'portal:session-expired';

/**
 * The portal's one API client. Screens call `api.tickets.list()` and friends; they never fetch by
 * hand. It has no token: every call is same-origin and carries the HttpOnly session cookie, so
 * sign-in and sign-out need no rewiring.
 */
let retryingToast: string | null = null;

/**
 * A 503 means the server is restarting: while a call waits to try again, one toast says so
 * ('Service temporarily unavailable - retrying...'), however many calls are waiting. A network
 * failure says nothing until the last attempt fails ('Connection Issue').
 */
function announceRetry({ error }: RetryNotice) {
  if (error.status !== 503 || retryingToast) return;
  retryingToast = toast.info(error.userMessage, undefined, {
    onClose: () => {
      retryingToast = null;
    },
  });
}

export const api = createApiClient({
  // Relative: the page's own origin in the browser, and nothing read from `window` when the module
  // loads, so the portal's modules also load on a server (ADR 0009).
  baseUrl: '/api',
  onUnauthorized: () => window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT)),
  onRetry: announceRetry,
});

export type PortalApi = typeof api;
