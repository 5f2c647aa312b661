import { SESSION_COOKIE } from '@portal/contract';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

/**
 * The browser's session (`SESSION_COOKIE`): the access token in an HttpOnly cookie, so no script in
 * the page can read it and no URL carries it (the notification stream's EventSource sends it like any
 * same-origin request). Over HTTPS it is `__Host-portal_session`: the prefix makes the browser refuse it unless
 * it is Secure, Path=/ and without Domain, so a sibling subdomain, or anyone on plain HTTP, cannot
 * plant a session of their choosing. Over plain HTTP (local runs, the journeys) the prefix is not
 * allowed, so it is plain `portal_session`; each request reads only the name its scheme sets.
 */
export { SESSION_COOKIE };

/**
 * Browsers cap a cookie's lifetime at 400 days (RFC 6265bis); a longer TOKEN_ABSOLUTE_HOURS still
 * ends the session on the server at its own time, the cookie just asks again sooner.
 */
const MAX_COOKIE_SECONDS = 400 * 24 * 3600;

/**
 * What our outermost proxy put in an X-Forwarded-* header, read as `clientAddress` reads
 * X-Forwarded-For: the entry `trustProxy` places from the right (proxies that append leave the
 * client's own words to the left of theirs), the leftmost when there are fewer. Without trusted
 * proxies the header is the client's word: undefined.
 */
function forwarded(c: Context, header: string, trustProxy: number): string | undefined {
  if (trustProxy === 0) return undefined;
  const entries = (c.req.header(header) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustProxy)]?.toLowerCase();
}

/** Whether the browser spoke HTTPS: to us directly, or to our outermost trusted proxy. */
export function requestIsHttps(c: Context, trustProxy: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return forwarded(c, 'x-forwarded-proto', trustProxy) === 'https';
}

function options(c: Context, trustProxy: number): CookieOptions {
  const secure = requestIsHttps(c, trustProxy);
  // Lax, not Strict: a link to the portal from mail or chat must arrive signed in. Lax still keeps
  // the cookie off cross-site POSTs, and requireAuth checks the Origin of unsafe methods on top.
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure, ...(secure ? { prefix: 'host' } : {}) };
}

/** Sets the session cookie for a new session, living as long as the session may. */
export function setSessionCookie(c: Context, trustProxy: number, token: string, expiresAt: Date, now: Date) {
  const seconds = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  setCookie(c, SESSION_COOKIE, token, {
    ...options(c, trustProxy),
    maxAge: Math.min(seconds, MAX_COOKIE_SECONDS),
  });
}

/** Tells the browser to drop the session cookie (logout, or a cookie whose session has ended). */
export function clearSessionCookie(c: Context, trustProxy: number) {
  deleteCookie(c, SESSION_COOKIE, options(c, trustProxy));
}

/** The session token the browser sent in the cookie its scheme uses, if any. */
export function sessionCookie(c: Context, trustProxy: number): string | undefined {
  const value = requestIsHttps(c, trustProxy)
    ? getCookie(c, SESSION_COOKIE, 'host')
    : getCookie(c, SESSION_COOKIE);
  return value || undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether `origin` is the origin the browser addressed: scheme as above, host from the Host header
 * (or, behind trusted proxies, the outermost one's X-Forwarded-Host, for proxies that rewrite Host).
 * Compared as parsed URLs, so `https://portal` and a Host of `portal:443` are the same origin.
 */
function isOwnOrigin(c: Context, trustProxy: number, origin: string): boolean {
  const host = forwarded(c, 'x-forwarded-host', trustProxy) || c.req.header('host');
  if (!host || !URL.canParse(origin)) return false;
  const own = `${requestIsHttps(c, trustProxy) ? 'https' : 'http'}://${host}`;
  return URL.canParse(own) && new URL(own).origin === new URL(origin).origin;
}

/**
 * Cross-site request forgery: a browser attaches the cookie to any request for the portal, whoever
 * wrote the page that sends it. An unsafe method authenticated by the cookie must therefore come from
 * the portal's own pages: its Origin (which every browser sends on non-GET requests and a page cannot
 * forge) is our own origin, or, without an Origin, Sec-Fetch-Site says same-origin. Anything else (an
 * unknown or missing Origin, `null` from a sandboxed frame) is refused: a program without a browser
 * authenticates with a Bearer token, which no other page can attach, and is not checked.
 */
export function crossOriginRefusal(c: Context, trustProxy: number): string | undefined {
  if (SAFE_METHODS.has(c.req.method)) return undefined;
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    if (isOwnOrigin(c, trustProxy, origin)) return undefined;
    return `Cross-origin request refused: Origin ${origin} is not this portal`;
  }
  if (c.req.header('sec-fetch-site') === 'same-origin') return undefined;
  return 'Cross-origin request refused: the request has no same-origin Origin header';
}

/**
 * For the calls that start a session (sign-in, the corporate callback): refused only when a browser
 * says the request comes from another origin. Without an Origin (a program, not a browser page) the
 * call is allowed: it carries no cookie of anyone's to abuse.
 */
export function foreignOrigin(c: Context, trustProxy: number): string | undefined {
  const origin = c.req.header('origin');
  if (origin !== undefined && !isOwnOrigin(c, trustProxy, origin))
    return `Cross-origin request refused: Origin ${origin} is not this portal`;
  const site = c.req.header('sec-fetch-site');
  if (origin === undefined && site !== undefined && site !== 'same-origin' && site !== 'none')
    return 'Cross-origin request refused: the request comes from another site';
  return undefined;
}
