/**
 * Security headers of every answer (issue 15 #18). The portal's pages get a Content-Security-Policy that
 * allows only the portal's own scripts, styles, images and calls, plus the inline head script and style
 * of the first paint by their hashes (computed from the HTML being served, so a rebuilt portal needs no
 * change here) and images from `CSP_IMAGE_ORIGINS`; nothing may frame the portal. Every other answer
 * (API JSON, downloads, errors) gets a policy that allows nothing, and all get nosniff and a
 * Referrer-Policy.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** The headers every answer carries, and the policy of answers that are not pages. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    // Links out of the portal (ticket HTML, documents) tell nobody where they were followed from.
    headers.set('Referrer-Policy', 'no-referrer');
    const policy = headers.get('Content-Security-Policy');
    if (!policy) headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    else if (!/frame-ancestors/.test(policy))
      headers.set('Content-Security-Policy', `${policy}; frame-ancestors 'none'`);
  };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The name of the meta tag telling the portal which image origins its pages allow. */
export const IMAGE_ORIGINS_META = 'portal-image-origins';

/**
 * The page as served: index.html with the allowed image origins in a meta tag (the portal's HTML
 * sanitiser drops images the policy would block, so nothing shows broken), a per-answer style nonce,
 * and its policy. The nonce is for the few style elements react-aria inserts at run time (press
 * handling, scroll locking), which read it from `<meta name="csp-nonce">`; nothing else uses it.
 */
export function servePage(
  html: string,
  imageOrigins: readonly string[],
  nonce = randomBytes(16).toString('base64'),
): { html: string; policy: string } {
  const meta = [
    `<meta name="${IMAGE_ORIGINS_META}" content="${imageOrigins.join(' ')}">`,
    `<meta name="csp-nonce" nonce="${nonce}">`,
  ].join('');
  const page = html.replace('</title>', `</title>${meta}`);
  const inline = (tag: 'script' | 'style') =>
    [...page.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => sha256(m[1] ?? ''));
  const policy = [
    "default-src 'self'",
    // The nonce: the inline scripts of a server render (React's streaming, the router's data).
    ['script-src', "'self'", `'nonce-${nonce}'`, ...inline('script')].join(' '),
    ['style-src', "'self'", `'nonce-${nonce}'`, ...inline('style')].join(' '),
    // Style attributes, which a server render writes where the browser's React sets them through the
    // DOM (react-aria's visually hidden text, measured widths). They cannot run script, and people's
    // HTML never brings one (the sanitiser drops every style attribute); style elements stay closed.
    "style-src-attr 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html: page, policy };
}
