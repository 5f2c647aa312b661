import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. Behind `trustedHops` proxies of our own, each appends the address it received
 * the request from to X-Forwarded-For, so the entry `trustedHops` from the right is the address our
 * outermost proxy saw: the first one the client did not write. Everything left of it is whatever the
 * client sent (taking the leftmost entry would let anyone pick their address per request).
 */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the leftmost was still written by one of ours.
    const hop = hops[Math.max(0, hops.length - trustedHops)];
    if (hop) return hop;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
