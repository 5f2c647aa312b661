/**
 * E-mail loose match: the same person whatever the case and surrounding whitespace, and whether the
 * address is written plainly or in the directory's external-guest form
 * ('first.last_example.com#EXT#@tenant.onmicrosoft.com' is 'first.last@example.com').
 */

const GUEST_MARKER = '#ext#';

/**
 * Canonical form of an address: trimmed, lower-cased, and an external-guest address turned back into the
 * guest's own address. The guest form replaces the guest's '@' with '_' and appends '#EXT#@tenant'; domains
 * cannot contain '_', so the last '_' before '#EXT#' is the original '@'.
 * Returns '' for a missing or blank value.
 */
export function normalizeEmail(email: string | null | undefined): string {
  if (typeof email !== 'string') return '';
  const value = email.trim().toLowerCase();
  const marker = value.indexOf(GUEST_MARKER);
  if (marker > 0 && value.slice(marker + GUEST_MARKER.length).startsWith('@')) {
    const guest = value.slice(0, marker);
    const at = guest.lastIndexOf('_');
    if (at > 0 && at < guest.length - 1) return `${guest.slice(0, at)}@${guest.slice(at + 1)}`;
  }
  return value;
}

/** True when both name the same mailbox (loose match). Blank or missing values never match. */
export function emailsMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normalizeEmail(a);
  return left !== '' && left === normalizeEmail(b);
}

/** True for an address in the external-guest form. */
export function isExternalGuestEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && normalizeEmail(email) !== email.trim().toLowerCase();
}
